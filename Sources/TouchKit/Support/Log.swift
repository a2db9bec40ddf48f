import Foundation

/// TouchKit's diagnostics: one line to standard error per message, prefixed `touchkit:`.
public enum TouchKitLog {
    /// Writes one line to standard error.
    public static func error(_ message: String) {
        FileHandle.standardError.write(Data("touchkit: \(message)\n".utf8))
    }
}
