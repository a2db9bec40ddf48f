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
///
/// (Its stored properties skip the run-time exclusivity check: they are plain values
/// read and written on the main actor, never passed `inout` across a call, and the check
/// cost more than the rest of a read on every frame.)
@MainActor
public final class Touch: Hashable, @MainActor CustomStringConvertible {
    /// The window the finger went down on; it never changes (SPEC W9).
    @exclusivity(unchecked) public private(set) weak var window: Window?
    /// The identifier of ``window``, compared without loading the weak reference.
    internal let windowID: WindowID
    /// The view that was hit-tested when the finger went down (SPEC T2); it is kept
    /// for the whole sequence even when the finger leaves that view.
    @exclusivity(unchecked) public internal(set) weak var view: View?
    /// The finger's phase in the frame being dispatched.
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// How many times the finger tapped in quick succession at about the same place on
    /// the same view (SPEC T6). See ``TapThresholds``.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The time of the finger's latest change, in seconds on the compositor's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// A finger on a touchscreen, the pointer acting as one, or a pen (SPEC P40).
    public let type: TouchType
    /// The seat the finger belongs to (SPEC W9).
    public let seat: SeatID
    /// The compositor's id for the finger, unique among the seat's active fingers.
    public let identifier: TouchPoint.ID
    /// Half the contact ellipse's major axis in logical pixels, or 0 when unknown (SPEC W8).
    @exclusivity(unchecked) public internal(set) var majorRadius: Double
    /// Half the contact ellipse's minor axis in logical pixels, or 0 when unknown.
    @exclusivity(unchecked) public internal(set) var minorRadius: Double
    /// The contact ellipse's orientation in degrees, or 0 when unknown.
    @exclusivity(unchecked) public internal(set) var orientation: Double
    /// Whether the compositor reported the contact's shape.
    @exclusivity(unchecked) public internal(set) var hasShape: Bool
    /// A pen's pressure, tilt and tool (SPEC P40-P44); `nil` for fingers and the pointer.
    /// Read through ``force``, ``altitudeAngle``, ``azimuthAngle(in:)`` and ``isEraser``.
    @exclusivity(unchecked) internal var pencilSample: PencilSample?
    /// The pointer's buttons pressed since the touch began (SPEC P8); empty for a finger.
    @exclusivity(unchecked) internal var buttonMask: Event.ButtonMask = []

    /// The location in window coordinates.
    @exclusivity(unchecked) internal var windowLocation: Point
    /// The location in window coordinates before the latest change.
    @exclusivity(unchecked) internal var previousWindowLocation: Point
    /// Where the finger went down, in window coordinates (tap-count movement check).
    internal let beganWindowLocation: Point
    /// What the touch's view has been told (SPEC F5, G8-G11); changed only through
    /// ``advanceBinding(to:)``.
    @exclusivity(unchecked) internal private(set) var binding: ViewBinding
    /// The identity of ``view`` as set (`nil` once unbound), read without loading the
    /// weak reference: view delivery groups touches by it (Dispatch/ViewCalls.swift).
    @exclusivity(unchecked) internal private(set) var viewIdentity: ObjectIdentifier?
    /// Set once the finger's sequence is over in the model (an `up` or a cancel was
    /// applied), whatever its view has been told yet.
    @exclusivity(unchecked) internal var hasEnded = false
    /// Set when the finger moved since its view last heard of it, so that a late
    /// `touchesBegan` is followed by one `touchesMoved` (SPEC G9).
    @exclusivity(unchecked) internal var needsViewMove = false
    /// The recognizers offered the touch at `began`, hit-test view first (SPEC G3).
    @exclusivity(unchecked) internal var recognizers: [GestureRecognizer] = []
    /// The last dispatch whose recognizers were fed this touch as a changed one.
    @exclusivity(unchecked) internal var feedStamp = 0
    /// Whether, in that dispatch, a recognizer was met first on this touch.
    @exclusivity(unchecked) internal var feedIntroduces = false
    /// The finger's recent samples, kept once ``Event/predictedTouches(for:)`` was asked
    /// about it (nil before: touches nobody predicts cost nothing).
    @exclusivity(unchecked) internal var predictor: TouchPredictor?

    /// The gesture recognizers receiving the touch: those attached to its hit-test
    /// view and its ancestors when it began (SPEC G3). The list is fixed for the
    /// touch's life; a recognizer added later never receives it. Once the touch has
    /// ended or been cancelled and every receiver has heard it, the list is empty (a
    /// recognizer may keep the touch, and the touch does not keep it in turn).
    public var gestureRecognizers: [GestureRecognizer]? { recognizers }

    internal init(
        point: TouchPoint, seat: SeatID, window: Window, view: View?, tapCount: Int,
        binding: ViewBinding
    ) {
        self.window = window
        self.windowID = window.windowID
        self.view = view
        self.viewIdentity = view.map(ObjectIdentifier.init)
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
        self.pencilSample = point.pencil
        self.buttonMask = point.buttonMask
        self.binding = binding
    }

    /// A copy of this touch's current state, used for coalesced touches.
    internal init(snapshotOf other: Touch) {
        window = other.window
        windowID = other.windowID
        view = other.view
        viewIdentity = other.viewIdentity
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
        pencilSample = other.pencilSample
        buttonMask = other.buttonMask
        binding = other.binding
        hasEnded = other.hasEnded
    }

    /// Moves the touch's view binding on (SPEC F5). The only legal moves are
    /// `pending → tracking → finished` and `pending → finished`; any other is a
    /// toolkit bug: logged once, the binding is left as it was, and debug builds stop.
    internal func advanceBinding(to next: ViewBinding) {
        switch (binding, next) {
        case (.pending, .tracking), (.pending, .finished), (.tracking, .finished):
            binding = next
        default:
            TouchKitLog.bug("touch \(identifier): illegal view binding change \(binding) -> \(next)")
        }
    }

    /// Unbinds the touch from its view (SPEC G8): ``view`` becomes `nil` and nothing
    /// more is delivered to any view for it.
    internal func unbind() {
        if binding == .pending || binding == .tracking { binding = .finished }
        view = nil
        viewIdentity = nil
    }

    /// Whether the touch takes part in view delivery: bound to a view, not refused.
    internal var isBoundToView: Bool { binding == .pending || binding == .tracking }

    /// Applies one frame's state for this finger.
    internal func update(from point: TouchPoint) {
        if point.phase == .moved { needsViewMove = true }
        previousWindowLocation = windowLocation
        windowLocation = point.location
        phase = point.phase
        if point.phase != .stationary { timestamp = point.timestamp }
        if point.phase == .moved { predictor?.add(point.location, at: point.timestamp) }
        if let major = point.majorRadius {
            majorRadius = major
            minorRadius = point.minorRadius ?? major
            hasShape = true
        }
        if let angle = point.orientation { orientation = angle }
        if let sample = point.pencil { pencilSample = sample }
        if !point.buttonMask.isEmpty { buttonMask = point.buttonMask }  // it only grows (P8)
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

/// What a touch's view has been told, as one explicit state (SPEC F5, G8-G11).
///
/// ```
///   ignored        begun while interaction was ignored (F3): in no event at all
///   refused        kept from views (no view, T7, T8); events and recognizers see it
///   pending ──────► tracking ──────► finished
///      └──────────────────────────────►┘   (unbound or cancelled before the view heard)
/// ```
internal enum ViewBinding: Sendable, Equatable, CustomStringConvertible {
    /// Begun while interaction events were ignored (SPEC F3): never in an event.
    case ignored
    /// Kept from views (SPEC T7, T8, or no view was hit); still in events, still
    /// offered to recognizers (G3).
    case refused
    /// Bound to its view, which has not received `touchesBegan` yet (G9 may withhold it).
    case pending
    /// Its view received `touchesBegan` and waits for the rest of the sequence.
    case tracking
    /// Its view received its last call, or the touch was unbound before it heard (G8).
    case finished

    var description: String {
        switch self {
        case .ignored: "ignored"
        case .refused: "refused"
        case .pending: "pending"
        case .tracking: "tracking"
        case .finished: "finished"
        }
    }
}
