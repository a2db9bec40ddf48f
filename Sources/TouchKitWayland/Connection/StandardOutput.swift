import Glibc

/// The C library's standard output stream, reached without touching the `stdout`
/// global that Swift 6 treats as shared mutable state.
enum StandardOutput {
    /// Makes standard output line-buffered when it is not a terminal, so that what an
    /// app prints reaches a log file even when a signal ends the app (a block buffer
    /// would be lost). A terminal is line-buffered already.
    static func lineBufferUnlessTerminal() {
        guard isatty(STDOUT_FILENO) == 0 else { return }
        // RTLD_DEFAULT is the null handle in glibc: the `stdout` variable's address.
        guard let symbol = dlsym(nil, "stdout") else { return }
        let stream = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
        guard let stream else { return }
        fflush(stream)  // what was printed before now, too
        setvbuf(stream, nil, _IOLBF, 0)
    }
}
