import Glibc
public import Logging

/// The handler of ``TouchKitLog/logger`` unless an app replaces it: one line per
/// message on standard error, `touchkit: <message>`, with metadata as ` key=value`
/// after it. Messages below ``logLevel`` (`info` by default) are dropped.
public struct TouchKitLogHandler: LogHandler {
    /// The logger's label.
    public let label: String
    /// Metadata added to every message.
    public var metadata: Logger.Metadata = [:]
    /// The lowest level printed; `info` by default.
    public var logLevel: Logger.Level = .info
    private let write: @Sendable (String) -> Void

    /// Creates a handler that writes to standard error.
    /// - Parameter label: The logger's label.
    public init(label: String) {
        self.init(label: label) { line in PosixFile.writeAll(STDERR_FILENO, line.utf8) }
    }

    /// Creates a handler that hands each line, newline included, to `write`.
    /// - Parameters:
    ///   - label: The logger's label.
    ///   - write: Where lines go.
    public init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.write = write
    }

    /// Reads or writes one metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `touchkit: <message>` and the metadata, in key order.
    public func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let tail = all.keys.sorted().map { " \($0)=\(all[$0]!)" }.joined()
        write("touchkit: \(event.message)\(tail)\n")
    }
}
