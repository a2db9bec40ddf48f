import Glibc

#if canImport(Glibc)
    import Glibc
#endif

/// What a keyboard accepts from the compositor: a keymap file that really holds the
/// size announced, and a repeat rate and delay within reason.
///
/// Mapping a keymap fd shorter than the announced size and reading past its end raises
/// SIGBUS, so the file's size is checked with `fstat` first. A huge repeat rate would
/// repeat the key in a busy loop, so the rate is held to ``maximumRepeatRate``.
enum KeyboardLimits {
    /// The largest keymap accepted, in bytes.
    static let maximumKeymapSize: UInt32 = 1 << 20
    /// The fastest key repeat honoured, in keys per second (a faster one is clamped).
    static let maximumRepeatRate: Int32 = 100
    /// The longest delay before a key repeats, in milliseconds (a longer one is clamped).
    static let maximumRepeatDelay: Int32 = 10_000

    /// Why a keymap cannot be mapped, or `nil` when it can.
    /// - Parameters:
    ///   - fd: The keymap's file descriptor.
    ///   - size: The size `wl_keyboard.keymap` announced, in bytes.
    static func keymapProblem(fd: Int32, size: UInt32) -> String? {
        guard size > 0, size <= maximumKeymapSize else {
            return "the keymap's announced size of \(size) bytes is not 1...\(maximumKeymapSize)"
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return "cannot read the keymap file's size: \(String(cString: strerror(errno)))"
        }
        guard info.st_size >= off_t(size) else {
            return "the keymap file holds \(info.st_size) bytes, fewer than the \(size) announced"
        }
        return nil
    }

    /// `wl_keyboard.repeat_info` held within bounds: a rate of 0 (no repeat) up to
    /// ``maximumRepeatRate``, a delay of 0 up to ``maximumRepeatDelay``.
    /// - Parameters:
    ///   - rate: Keys per second the compositor asked for (0 turns repeat off).
    ///   - delay: Milliseconds before the first repeat.
    /// - Returns: The values to use, and whether they differ from those asked for.
    static func repeatSettings(rate: Int32, delay: Int32) -> (rate: Int32, delay: Int32, clamped: Bool) {
        let r = min(max(rate, 0), maximumRepeatRate)
        let d = min(max(delay, 0), maximumRepeatDelay)
        return (r, d, r != rate || d != delay)
    }
}
