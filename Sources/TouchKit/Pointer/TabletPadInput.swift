/// One event of a tablet pad (tablet-v2's `zwp_tablet_pad_v2`: the buttons, rings and
/// strips on a graphics tablet's frame): the seam between a backend and
/// ``TabletPadInteraction`` (SPEC P74).
///
/// Hand it to ``Application/handleTabletPad(_:)``. The Wayland backend sends one for
/// each pad `button` and for each ring or strip `frame`.
public struct TabletPadInput: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A button (its index on the pad, from 0) went down or up.
        case button(index: Int, pressed: Bool)
        /// A ring (its index on the pad, from 0) turned to `angle` degrees (0 to 360,
        /// clockwise from the top), or, `nil`, the finger left it (`stop`).
        case ring(index: Int, angle: Double?)
        /// A strip (its index on the pad, from 0) was touched at `position` (0 at the top
        /// or left to 1), or, `nil`, the finger left it (`stop`).
        case strip(index: Int, position: Double?)
    }

    /// The seat of the pad.
    public var seat: SeatID
    /// The window the pad is focused on (`zwp_tablet_pad_v2.enter`).
    public var window: WindowID
    /// What happened.
    public var kind: Kind
    /// The mode of the group the button, ring or strip belongs to (from 0).
    public var mode: Int
    /// Whether a finger moved the ring or strip (its `source` is `finger`).
    public var isFinger: Bool
    /// The time, in seconds on the compositor's clock.
    public var timestamp: Double

    /// Creates a pad input.
    public init(
        seat: SeatID = .default, window: WindowID, kind: Kind, mode: Int = 0, isFinger: Bool = false,
        timestamp: Double
    ) {
        self.seat = seat
        self.window = window
        self.kind = kind
        self.mode = mode
        self.isFinger = isFinger
        self.timestamp = timestamp
    }

    /// The button, ring or strip.
    public var element: TabletPadElement {
        switch kind {
        case .button(let index, _): .button(index)
        case .ring(let index, _): .ring(index)
        case .strip(let index, _): .strip(index)
        }
    }
}

/// A button, ring or strip of a tablet pad, by its index on the pad (SPEC P74).
public enum TabletPadElement: Sendable, Hashable {
    /// A button, from 0.
    case button(Int)
    /// A ring, from 0 in the order the pad's groups announce them.
    case ring(Int)
    /// A strip, from 0 in the order the pad's groups announce them.
    case strip(Int)
}
