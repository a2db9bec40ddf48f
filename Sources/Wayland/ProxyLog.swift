import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Log-once diagnostics for misuse that must not crash: requests on destroyed objects or
/// newer than the bound version.
enum ProxyLog {
    private static let seen = Mutex<Set<String>>([])

    /// Writes `message()` to standard error the first time `key` is seen in this process.
    static func once(_ key: String, _ message: () -> String) {
        let isFirst = seen.withLock { $0.insert(key).inserted }
        guard isFirst else { return }
        let line = "Wayland: \(message())\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
