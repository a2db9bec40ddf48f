import TouchKit

/// Books every touch call of one fuzz sequence, per receiver, and the violations.
@MainActor
final class FuzzLedger {
    private struct Key: Hashable {
        let receiver: ObjectIdentifier
        let touch: ObjectIdentifier
    }
    private var began: Set<Key> = []
    private var terminal: [Key: Int] = [:]
    /// Responders (not recognizers) must hear the end of what they heard begin; a
    /// recognizer may be reset with touches still down (G7).
    private var mustEnd: Set<Key> = []
    /// Keeps every touch and receiver seen alive, so identifiers are never reused.
    private var keepAlive: [AnyObject] = []
    /// The touches open (began, not ended) at each view that refuses a second finger.
    /// The event in which each finger landed (first seen in the application's funnel).
    private var landings: [ObjectIdentifier: Int] = [:]
    /// The fingers that have lifted or been cancelled, as the funnel saw them.
    private var lifted: Set<ObjectIdentifier> = []
    private var events = 0
    private var openAtSingleTouchView: [ObjectIdentifier: [Touch]] = [:]

    /// The gesture and scrolling checks of the sequence.
    let checks = FuzzChecks()
    var deliveries = 0
    var actions = 0
    var f5: [String] = []
    var t7: [String] = []
    var resets: [String] = []
    var tree: [String] = []
    var damage: [String] = []
    var leaks: [String] = []
    /// Changes made to lists' data (`--lists`).
    var listChanges = 0
    var open = 0

    private func key(_ receiver: AnyObject, _ touch: Touch) -> Key {
        Key(receiver: ObjectIdentifier(receiver), touch: ObjectIdentifier(touch))
    }

    /// An event entering the application's funnel: books in which event each finger
    /// landed, and which fingers have lifted (the funnels see every frame with its real
    /// phases; a withheld phase delivered late does not pass them, G11).
    func sawEvent(_ event: Event) {
        events += 1
        for touch in event.allTouches ?? [] {
            let id = ObjectIdentifier(touch)
            if landings[id] == nil {
                keepAlive.append(touch)
                landings[id] = events
            }
            if touch.phase == .ended || touch.phase == .cancelled { lifted.insert(id) }
        }
    }

    /// A touch call to a responder (a view, a window, a forwarded-to responder) or a
    /// recognizer, as the application's observer reports it.
    func record(_ receiver: AnyObject, _ phase: TouchPhase, _ touches: Set<Touch>) {
        deliveries += 1
        checks.recordCall(receiver, phase, touches)
        keepAlive.append(receiver)
        let isRecognizer = receiver is GestureRecognizer
        let kind = isRecognizer ? "recognizer" : "\(type(of: receiver))"
        for touch in touches {
            keepAlive.append(touch)
            // A call a responder passed up the chain is not the touch's own delivery: the
            // default touch methods forward to the next responder, which the tree's edits
            // may change mid-touch (a scroll view moved under another view hands that
            // view a move it never saw begin). F5 holds for the view a touch is bound to,
            // and for recognizers.
            if !isRecognizer && receiver !== touch.view { continue }
            let k = key(receiver, touch)
            if terminal[k] != nil { f5.append("\(kind) got \(phase) after the end of \(touch)") }
            // SPEC T7: a view that is not multiple-touch enabled never gets a finger that
            // landed while another finger it got was down, nor two fingers that landed in
            // one frame. (A finger that lifted while its `ended` is withheld from the view,
            // G10, is not down: the second tap of a double tap reaches the view, as in
            // UIKit, which then gets both cancelled. Nor is one whose `began` was withheld,
            // G9, and that lifted before a later finger landed: it reaches the view late.)
            let singleTouchView = (receiver as? View).flatMap {
                $0 === touch.view && !$0.isMultipleTouchEnabled ? ObjectIdentifier($0) : nil
            }
            switch phase {
            case .began:
                if !began.insert(k).inserted { f5.append("\(kind) got began twice: \(touch)") }
                if !isRecognizer { mustEnd.insert(k) }
                if let singleTouchView {
                    let landing = landings[ObjectIdentifier(touch)] ?? .max
                    let down = openAtSingleTouchView[singleTouchView, default: []].filter {
                        !lifted.contains(ObjectIdentifier($0)) && landings[ObjectIdentifier($0)] ?? .max <= landing
                    }
                    if let other = down.first {
                        t7.append(
                            "\(kind), not multiple-touch enabled, got \(touch) while \(other) is down on it (\(touch.seat))"
                        )
                    }
                    openAtSingleTouchView[singleTouchView, default: []].append(touch)
                }
            case .ended, .cancelled:
                if !began.contains(k) { f5.append("\(kind) got \(phase) without began: \(touch)") }
                terminal[k, default: 0] += 1
                if let singleTouchView { openAtSingleTouchView[singleTouchView]?.removeAll { $0 === touch } }
            default:
                if !began.contains(k) { f5.append("\(kind) got \(phase) without began: \(touch)") }
            }
        }
    }

    /// After a dispatch or timer: no recognizer may be left finished (G7).
    func checkReset(_ recognizers: [GestureRecognizer]) {
        for recognizer in recognizers where recognizer.state.isFinished {
            resets.append("\(type(of: recognizer)) left in \(recognizer.state)")
        }
    }

    /// Lets go of the receivers and touches kept for their identifiers, once the
    /// sequence is over.
    func releaseReceivers() {
        keepAlive = []
    }

    /// How many touches a responder got `began` for and no end yet.
    func responderTouchesNotEnded() -> Int {
        mustEnd.count(where: { terminal[$0] == nil })
    }

    /// At the end: every view that got `began` got exactly one end.
    func finish() {
        for k in mustEnd where terminal[k] != 1 {
            f5.append("a responder's touch ended \(terminal[k] ?? 0) times")
        }
    }
}
