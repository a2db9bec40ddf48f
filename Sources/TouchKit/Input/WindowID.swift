/// An identifier for a ``Window`` that can travel in value types such as ``TouchFrame``.
///
/// Each window gets a unique identifier when it is created; a backend maps its
/// surfaces to these identifiers, and the ``Application`` maps them back to windows.
public struct WindowID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The raw number.
    public var rawValue: UInt64

    /// Creates an identifier from a raw number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A textual form such as `window#3`.
    public var description: String { "window#\(rawValue)" }
}
