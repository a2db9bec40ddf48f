import TouchKit

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

/// An application, a window and a seat's frame builder with a manual clock: drives
/// real view trees with synthetic frames, no compositor.
@MainActor
final class TestHost {
    let clock = ManualClock()
    let app: Application
    let window: Window
    let log = CallLog()
    var builder = TouchFrameBuilder(seat: .default)
    /// Milliseconds on the synthetic compositor clock.
    var time: UInt32 = 1000

    init(size: Size = Size(width: 400, height: 300), window makeWindow: ((Application) -> Window)? = nil) {
        app = Application(clock: clock)
        window = makeWindow?(app) ?? Window(frame: Rect(origin: .zero, size: size), application: app)
        window.makeKeyAndVisible()
    }

    @discardableResult
    func add(_ name: String, _ frame: Rect, to parent: View? = nil) -> RecordingView {
        let view = RecordingView(name, frame: frame, log: log)
        (parent ?? window).addSubview(view)
        return view
    }

    func down(_ id: Int32, _ x: Double, _ y: Double, in target: Window? = nil) {
        builder.down(id: id, window: (target ?? window).windowID, location: Point(x: x, y: y), time: time)
    }
    func move(_ id: Int32, _ x: Double, _ y: Double) {
        builder.motion(id: id, location: Point(x: x, y: y), time: time)
    }
    func up(_ id: Int32) { builder.up(id: id, time: time) }

    /// Ends the frame, dispatches it, and advances the synthetic time by `ms`.
    func frame(advance ms: UInt32 = 16) {
        app.handle(builder.frame())
        time += ms
    }

    func cancel() { app.handle(builder.cancel()) }

    /// A whole tap: down, frame, up, frame.
    func tap(_ id: Int32 = 0, _ x: Double, _ y: Double, hold ms: UInt32 = 80) {
        down(id, x, y)
        frame(advance: ms)
        up(id)
        frame()
    }
}
