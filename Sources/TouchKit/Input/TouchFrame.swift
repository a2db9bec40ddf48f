/// The state of one seat's fingers after one input frame: the seam between a
/// backend and the event model.
///
/// A backend (the Wayland seat listener, a replay, a unit test) produces frames; the
/// ``Application`` turns each into an ``Event`` and dispatches it. A frame lists every
/// finger of its seat that is down (or just lifted): fingers that changed carry their
/// new phase, the others are ``TouchPhase/stationary`` (SPEC W1, W2). Build frames
/// from raw device events with ``TouchFrameBuilder``.
///
/// See also: ``TouchFrameBuilder``, ``Application/handle(_:)-(TouchFrame)``.
public struct TouchFrame: Sendable, Hashable {
    /// The seat the fingers belong to.
    public var seat: SeatID
    /// The time of the frame, in seconds on the compositor's clock (SPEC W7).
    public var timestamp: Double
    /// The fingers, in the order they went down.
    public var points: [TouchPoint]

    /// Creates a frame.
    public init(seat: SeatID = .default, timestamp: Double, points: [TouchPoint]) {
        self.seat = seat
        self.timestamp = timestamp
        self.points = points
    }

    /// Whether any finger changed (anything but stationary).
    public var hasChanges: Bool { points.contains { $0.phase != .stationary } }
}

/// One finger in a ``TouchFrame``.
public struct TouchPoint: Sendable, Hashable {
    /// Identifies a finger within its seat for as long as it is down.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The compositor's touch id (`wl_touch` id), or 0 for the pointer.
        public var number: Int32
        /// Whether this is a finger or the pointer acting as one.
        public var type: TouchType

        /// Creates an identifier.
        public init(_ number: Int32, type: TouchType = .direct) {
            self.number = number
            self.type = type
        }

        /// Equal when number and type match.
        public static func == (lhs: ID, rhs: ID) -> Bool {
            lhs.number == rhs.number && lhs.type.code == rhs.type.code
        }

        /// Hashes the number and the type's code (not the type's string name).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(number)
            hasher.combine(type.code)
        }

        /// A textual form such as `3`, `pointer` or `pencil-1` (SPEC P40).
        public var description: String {
            switch type {
            case .direct: "\(number)"
            case .pointer: "pointer"
            case .pencil: "pencil-\(number)"
            }
        }
    }

    /// The finger's identity within the seat.
    public var id: ID
    /// The window (surface) the finger went down on; it keeps it for its whole life (SPEC W9).
    public var window: WindowID
    /// What happened to the finger in this frame.
    public var phase: TouchPhase
    /// The position in the window's coordinate space, logical pixels (SPEC W7).
    public var location: Point
    /// The time of the finger's latest change, in seconds.
    public var timestamp: Double
    /// Half the contact ellipse's major axis, when the compositor reports shape (SPEC W8).
    public var majorRadius: Double?
    /// Half the contact ellipse's minor axis, when known.
    public var minorRadius: Double?
    /// The contact ellipse's orientation in degrees, when known.
    public var orientation: Double?
    /// A pen's pressure, tilt and tool, for a touch of type ``TouchType/pencil`` (SPEC P40-P44).
    public var pencil: PencilSample?
    /// The pointer's buttons pressed since its touch began (SPEC P8); empty for a finger.
    public var buttonMask: Event.ButtonMask = []

    /// Creates a point.
    public init(
        id: ID, window: WindowID, phase: TouchPhase, location: Point, timestamp: Double,
        majorRadius: Double? = nil, minorRadius: Double? = nil, orientation: Double? = nil,
        pencil: PencilSample? = nil
    ) {
        self.id = id
        self.window = window
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.majorRadius = majorRadius
        self.minorRadius = minorRadius
        self.orientation = orientation
        self.pencil = pencil
    }

    /// Whether the finger is a touchscreen finger, the pointer or a pen.
    public var type: TouchType { id.type }
}
