/// A touch event: the state of every finger after one input frame (SPEC T3).
///
/// The ``Application`` owns one touch event and updates it for each frame, as UIKit
/// does; keep the touches you need, not the event. `allTouches` holds every finger of
/// the current multi-touch sequence, changed or not; a finger that ended is in it
/// for the frame in which it ended and gone afterwards.
///
/// Refused touches (a single-touch view's second finger, SPEC T7, or one kept away by
/// an exclusive view, T8) are in the event with their real phases, so funnels and
/// gesture recognizers see every finger; they are only kept from the views' touch
/// methods and from ``touches(for:)-(View)``.
///
/// The class is open, as in UIKit, so that an app can send its own event subclasses
/// carrying data through ``Application/sendEvent(_:)``.
///
/// See also: ``Touch``, ``Responder``.
@MainActor
open class Event {
    /// The kind of an event.
    public enum EventType: Sendable, Hashable {
        /// Touches (fingers, or the pointer acting as one).
        case touches
        /// Key presses (see ``PressesEvent``).
        case presses
    }

    /// The kind of this event.
    public var type: EventType { .touches }

    /// The time of the latest frame, in seconds on the compositor's clock.
    public internal(set) var timestamp: Double = 0

    /// Every touch of the current sequence, in every window, changed or not.
    public var allTouches: Set<Touch>? { Set(touchList) }

    @exclusivity(unchecked) internal var touchList: [Touch] = []
    @exclusivity(unchecked) internal var coalesced: [ObjectIdentifier: [Touch]] = [:]
    /// Where touch method calls are recorded, when tracing is on.
    @exclusivity(unchecked) internal var trace: TouchTrace?
    /// Called for every touch method call made with this event (see
    /// ``Application/touchDeliveryObserver``).
    @exclusivity(unchecked) internal var observer: (@MainActor (AnyObject, TouchPhase, Set<Touch>) -> Void)?
    /// Set while phases withheld earlier are delivered (SPEC G11), for the trace.
    @exclusivity(unchecked) internal var isLateDelivery = false

    /// Creates an empty event, for subclasses that carry data of their own.
    public init() {}

    /// The touches of the event that belong to a view: those whose ``Touch/view`` is it
    /// and that the view receives (not refused by SPEC T7/T8, not taken by a gesture
    /// recognizer, G8).
    ///
    /// In `touchesEnded(_:with:)`, `touches.count == event.touches(for: self)?.count`
    /// tells that the last finger on the view lifted (SPEC T5).
    public func touches(for view: View) -> Set<Touch>? {
        var result = Set<Touch>()
        for touch in touchList where touch.view === view && touch.binding != .refused { result.insert(touch) }
        return result
    }

    /// The touches delivered to a gesture recognizer in this event: those that changed
    /// and that it holds (SPEC G22).
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        Set(touchList.lazy.filter { $0.phase != .stationary && gestureRecognizer.holds($0) })
    }

    /// The touches of the event that belong to a window.
    public func touches(for window: Window) -> Set<Touch>? {
        var result = Set<Touch>()
        for touch in touchList where touch.windowID == window.windowID { result.insert(touch) }
        return result
    }

    /// The intermediate states of a touch that moved several times since the last
    /// dispatch (when frames arrive faster than they are dispatched, they are
    /// coalesced into one dispatch). The last element is the touch's current state.
    ///
    /// - Returns: `nil` when the touch is not in this event.
    public func coalescedTouches(for touch: Touch) -> [Touch]? {
        guard touchList.contains(touch) else { return nil }
        return coalesced[ObjectIdentifier(touch)] ?? [touch]
    }
}
