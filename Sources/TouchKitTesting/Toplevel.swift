import TouchKit

/// A client window that the replay module reported as mapped and pickable.
///
/// A down sent to ``handle`` at surface-local coordinates reaches the app that owns it.
public struct Toplevel: Sendable, Hashable, CustomStringConvertible {
    /// The module's non-zero handle; never reused within a session.
    public var handle: UInt32
    /// The `xdg_toplevel` app id, or empty.
    public var appID: String
    /// The `xdg_toplevel` title, or empty.
    public var title: String
    /// The process id of the owning client.
    public var pid: Int32
    /// The surface rectangle in output (global) pixels, shadows included.
    public var frame: Rect

    /// Creates a toplevel description.
    /// - Parameters:
    ///   - handle: The module's handle.
    ///   - appID: The app id, or empty.
    ///   - title: The title, or empty.
    ///   - pid: The owning process.
    ///   - frame: The surface rectangle in output pixels.
    public init(handle: UInt32, appID: String, title: String, pid: Int32, frame: Rect) {
        self.handle = handle
        self.appID = appID
        self.title = title
        self.pid = pid
        self.frame = frame
    }

    /// Converts a surface-local point to output pixels (for finding it in a capture).
    public func outputPoint(_ point: Point) -> Point {
        Point(x: frame.minX + point.x, y: frame.minY + point.y)
    }

    /// `#3 app-id "title" pid 123 at (212, 70) 600x500`.
    public var description: String {
        "#\(handle) \(appID.isEmpty ? "(no app id)" : appID) \"\(title)\" pid \(pid) at "
            + "(\(Int(frame.minX)), \(Int(frame.minY))) \(Int(frame.width))x\(Int(frame.height))"
    }
}
