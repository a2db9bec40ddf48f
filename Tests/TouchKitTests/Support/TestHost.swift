import TouchKit
import TouchKitTesting

/// One touch method call seen by a ``RecordingView`` or ``RecordingResponder``.
struct Call: Equatable, CustomStringConvertible {
    var receiver: String
    var method: TouchPhase
    var ids: [Int32]

    var description: String { "\(receiver).\(method)\(ids)" }
}

/// Collects calls in order, shared by the views of one test.
@MainActor
final class CallLog {
    var calls: [Call] = []

    func record(_ receiver: String, _ phase: TouchPhase, _ touches: Set<Touch>) {
        calls.append(Call(receiver: receiver, method: phase, ids: touches.map(\.identifier.number).sorted()))
    }

    func calls(to receiver: String) -> [Call] { calls.filter { $0.receiver == receiver } }
}

/// A view that records every touch call and handles it (does not pass it on).
@MainActor
class RecordingView: View {
    let name: String
    let log: CallLog
    var lastEvent: Event?
    var onBegan: ((Set<Touch>, Event?) -> Void)?
    var onEnded: ((Set<Touch>, Event?) -> Void)?
    var onMoved: ((Set<Touch>, Event?) -> Void)?

    init(_ name: String, frame: Rect, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .began, touches)
        lastEvent = event
        onBegan?(touches, event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .moved, touches)
        onMoved?(touches, event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .ended, touches)
        onEnded?(touches, event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .cancelled, touches)
    }
}

/// A view that records calls and then passes them on to its next responder.
@MainActor
final class PassingView: View {
    let name: String
    let log: CallLog
    init(_ name: String, frame: Rect, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .began, touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .moved, touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .ended, touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// A responder (not a view) that records calls; stands for controllers, delegates, helpers.
@MainActor
final class RecordingResponder: Responder, ApplicationDelegate {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.record(name, .began, touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.record(name, .moved, touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.record(name, .ended, touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .cancelled, touches)
    }
}

/// The shipped window host (TouchKitTesting's ``WindowTestHost``) with a call log and
/// recording views for the event-model tests.
@MainActor
final class TestHost: WindowTestHost {
    let log = CallLog()

    /// The application (the tests' short name).
    var app: Application { application }

    @discardableResult
    func add(_ name: String, _ frame: Rect, to parent: View? = nil) -> RecordingView {
        let view = RecordingView(name, frame: frame, log: log)
        (parent ?? window).addSubview(view)
        return view
    }
}
