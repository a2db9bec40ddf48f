import TouchKit
import TouchKitTestHost
import TouchKitTesting

/// The tests' short names for TouchKitTestHost's call log and its view.
typealias Call = TouchCall
typealias CallLog = TouchCallLog
typealias RecordingView = CallLoggingView

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

/// The shipped window host (TouchKitTestHost's ``WindowTestHost``) with a call log and
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
