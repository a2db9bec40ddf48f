/// A fatal protocol error the compositor reported (`wl_display.error`).
///
/// After a protocol error the connection is unusable; libwayland keeps the details,
/// and ``Display/protocolError`` returns them as this value.
public struct ProtocolError: Sendable, Equatable, CustomStringConvertible {
    /// The interface of the object the error is about (`xdg_surface`), if known.
    public var interfaceName: String?
    /// The id of the object the error is about (0 if unknown).
    public var objectID: UInt32
    /// The interface-specific error code (see the interface's `Error` enum).
    public var code: UInt32

    /// Creates a protocol error value.
    public init(interfaceName: String?, objectID: UInt32, code: UInt32) {
        self.interfaceName = interfaceName
        self.objectID = objectID
        self.code = code
    }

    /// `protocol error 3 on xdg_surface@12`.
    public var description: String {
        "protocol error \(code) on \(interfaceName ?? "unknown interface")@\(objectID)"
    }
}
