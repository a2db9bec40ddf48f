/// Names the input seat a touch came from (SPEC W9).
///
/// A touch belongs to one seat for its whole life. The Wayland backend uses the
/// seat's `wl_seat.name` (or a number when the compositor sends no name).
public struct SeatID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The seat's name, e.g. `"seat0"`.
    public var name: String

    /// Creates a seat identifier from its name.
    public init(_ name: String) { self.name = name }

    /// The seat used when only one exists.
    public static let `default` = SeatID("seat0")

    /// The seat's name.
    public var description: String { name }
}
