import TouchKit

/// A recognizer that logs every call and transition into the test's ``CallLog`` and
/// does what its closures say: the tool for arbitration and delivery tests (G31 too:
/// it uses only the public subclass API).
@MainActor
class ScriptedRecognizer: GestureRecognizer {
    let label: String
    let log: CallLog
    var onBegan: ((ScriptedRecognizer, Set<Touch>) -> Void)?
    var onMoved: ((ScriptedRecognizer, Set<Touch>) -> Void)?
    var onEnded: ((ScriptedRecognizer, Set<Touch>) -> Void)?
    var resets = 0
    var actions: [GestureRecognizer.State] = []
    weak var lastEvent: Event?  // (weak: the event lists touches, which list this recognizer)

    init(_ label: String, log: CallLog) {
        self.label = label
        self.log = log
        super.init(target: nil, action: nil)
        addAction { [unowned self] recognizer in
            self.actions.append(recognizer.state)
            self.log.calls.append(
                Call(receiver: "\(self.label)!", method: .stationary, ids: [Int32(recognizer.state.rawValue)]))
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        log.record(label, .began, touches)
        lastEvent = event
        onBegan?(self, touches)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        log.record(label, .moved, touches)
        lastEvent = event
        onMoved?(self, touches)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        log.record(label, .ended, touches)
        lastEvent = event
        onEnded?(self, touches)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        log.record(label, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A delegate configured by closures.
@MainActor
final class TestDelegate: GestureRecognizerDelegate {
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin(gestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceive(gestureRecognizer, touch)
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { simultaneous(gestureRecognizer, other) }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
        -> Bool
    { requireFailureOf(gestureRecognizer, other) }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
        -> Bool
    { requiredToFailBy(gestureRecognizer, other) }
}

extension CallLog {
    /// The calls as short strings ("v.began[0]", "tap!ended" for an action).
    var lines: [String] {
        calls.map { call in
            if call.receiver.hasSuffix("!"), let raw = call.ids.first,
                let state = GestureRecognizer.State(rawValue: Int(raw))
            {
                return "\(call.receiver)\(state)"
            }
            return "\(call.receiver).\(call.method)\(call.ids)"
        }
    }
}
