/// One finger on the screen, from the moment it touches down until it lifts or is
/// cancelled (SPEC T1, T2).
///
/// The same `Touch` object represents a finger for its whole sequence: TouchKit
/// updates it in place for each frame and lets it go after its last phase. It is
/// hashable by identity, so it can key a dictionary, for instance of lines being
/// drawn by each finger:
///
/// ```swift
/// var lines: [Touch: Line] = [:]
/// override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
///     for touch in touches { lines[touch] = Line(from: touch.location(in: self)) }
/// }
/// ```
///
/// See also: ``Event``, ``Responder/touchesBegan(_:with:)``.
@MainActor
public final class Touch: Hashable, @MainActor CustomStringConvertible {
    /// The window the finger went down on; it never changes (SPEC W9).
    public private(set) weak var window: Window?
    /// The identifier of ``window``, compared without loading the weak reference.
    internal let windowID: WindowID
    /// The view that was hit-tested when the finger went down (SPEC T2); it is kept
    /// for the whole sequence even when the finger leaves that view.
    public internal(set) weak var view: View?
    /// The finger's phase in the frame being dispatched.
    public internal(set) var phase: TouchPhase
    /// How many times the finger tapped in quick succession at about the same place on
    /// the same view (SPEC T6). See ``TapThresholds``.
    public internal(set) var tapCount: Int
    /// The time of the finger's latest change, in seconds on the compositor's clock.
    public internal(set) var timestamp: Double
    /// A finger on a touchscreen or the pointer acting as one.
    public let type: TouchType
    /// The seat the finger belongs to (SPEC W9).
    public let seat: SeatID
    /// The compositor's id for the finger, unique among the seat's active fingers.
    public let identifier: TouchPoint.ID
    /// Half the contact ellipse's major axis in logical pixels, or 0 when unknown (SPEC W8).
    public internal(set) var majorRadius: Double
    /// Half the contact ellipse's minor axis in logical pixels, or 0 when unknown.
    public internal(set) var minorRadius: Double
    /// The contact ellipse's orientation in degrees, or 0 when unknown.
    public internal(set) var orientation: Double
    /// Whether the compositor reported the contact's shape.
    public internal(set) var hasShape: Bool

    /// The location in window coordinates.
    internal var windowLocation: Point
    /// The location in window coordinates before the latest change.
    internal var previousWindowLocation: Point
    /// Where the finger went down, in window coordinates (tap-count movement check).
    internal let beganWindowLocation: Point
    /// Whether this touch is delivered to views. Touches refused by SPEC T7/T8 or
    /// begun while interaction is ignored (F3) are tracked but never delivered.
    internal var isDelivered: Bool
    /// Set once `ended` or `cancelled` has been dispatched; nothing is delivered after (F5).
    internal var isFinished = false
    /// Set once `began` has been dispatched; a touch cancelled before that is retired
    /// without a call, so that no owner sees a cancel without a began (F5).
    internal var didDeliverBegan = false

    internal init(
        point: TouchPoint, seat: SeatID, window: Window, view: View?, tapCount: Int,
        isDelivered: Bool
    ) {
        self.window = window
        self.windowID = window.windowID
        self.view = view
        self.phase = .began
        self.tapCount = tapCount
        self.timestamp = point.timestamp
        self.type = point.type
        self.seat = seat
        self.identifier = point.id
        self.windowLocation = point.location
        self.previousWindowLocation = point.location
        self.beganWindowLocation = point.location
        self.majorRadius = point.majorRadius ?? 0
        self.minorRadius = point.minorRadius ?? 0
        self.orientation = point.orientation ?? 0
        self.hasShape = point.majorRadius != nil
        self.isDelivered = isDelivered
    }

    /// A copy of this touch's current state, used for coalesced touches.
    internal init(snapshotOf other: Touch) {
        window = other.window
        windowID = other.windowID
        view = other.view
        phase = other.phase
        tapCount = other.tapCount
        timestamp = other.timestamp
        type = other.type
        seat = other.seat
        identifier = other.identifier
        windowLocation = other.windowLocation
        previousWindowLocation = other.previousWindowLocation
        beganWindowLocation = other.beganWindowLocation
        majorRadius = other.majorRadius
        minorRadius = other.minorRadius
        orientation = other.orientation
        hasShape = other.hasShape
        isDelivered = other.isDelivered
        isFinished = other.isFinished
        didDeliverBegan = other.didDeliverBegan
    }

    /// Applies one frame's state for this finger.
    internal func update(from point: TouchPoint) {
        previousWindowLocation = windowLocation
        windowLocation = point.location
        phase = point.phase
        if point.phase != .stationary { timestamp = point.timestamp }
        if let major = point.majorRadius {
            majorRadius = major
            minorRadius = point.minorRadius ?? major
            hasShape = true
        }
        if let angle = point.orientation { orientation = angle }
    }

    /// The finger's location in a view's coordinate system (SPEC T2).
    ///
    /// - Parameter view: The view whose coordinates to use, converted through every
    ///   transform of the hierarchy; `nil` means the window's coordinates.
    public func location(in view: View?) -> Point {
        convert(windowLocation, to: view)
    }

    /// The finger's location before its latest change, in a view's coordinates.
    ///
    /// - Parameter view: The view whose coordinates to use; `nil` means the window's.
    public func previousLocation(in view: View?) -> Point {
        convert(previousWindowLocation, to: view)
    }

    private func convert(_ point: Point, to view: View?) -> Point {
        guard let view, view !== window else { return point }
        return view.convert(point, from: nil)
    }

    /// Identity equality: two touches are equal only if they are the same object.
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// A textual form with the id, phase and window location.
    public var description: String {
        "Touch(\(identifier), \(phase), tapCount: \(tapCount), at: \(windowLocation))"
    }
}
