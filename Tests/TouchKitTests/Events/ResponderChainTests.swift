import Testing
import TouchKit

/// SPEC R1-R4: the responder chain, first responder and actions.
@MainActor
@Suite("Responders (SPEC R)")
struct ResponderChainTests {
    final class PassingApplication: Application {
        let log: CallLog
        init(log: CallLog, clock: ManualClock) {
            self.log = log
            super.init(clock: clock)
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.record("application", .began, touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.record("application", .ended, touches)
            super.touchesEnded(touches, with: event)
        }
    }

    final class PassingWindow: Window {
        var log: CallLog?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log?.record("window", .began, touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log?.record("window", .ended, touches)
            super.touchesEnded(touches, with: event)
        }
    }

    final class PassingController: ViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init()
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.record("controller", .began, touches)
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.record("controller", .ended, touches)
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("R1: next is controller, else superview; window then application then delegate")
    func r1NextResponders() {
        let h = TestHost()
        let controller = ViewController()
        let root = controller.view
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(container)
        container.addSubview(root)
        let child = View(frame: .zero)
        root.addSubview(child)
        let delegate = RecordingResponder("delegate", log: h.log)
        h.app.delegate = delegate
        #expect(child.next === root)
        #expect(root.next === controller)
        #expect(controller.next === container)
        #expect(container.next === h.window)
        #expect(h.window.next === h.app)
        #expect(h.app.next === delegate)
    }

    @Test("R2: unhandled touches climb view, controller, superview, window, application, delegate")
    func r2ChainToDelegate() {
        let log = CallLog()
        let clock = ManualClock()
        let app = PassingApplication(log: log, clock: clock)
        let window = PassingWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.log = log
        let delegate = RecordingResponder("delegate", log: log)
        app.delegate = delegate
        let controller = PassingController(log: log)
        let container = PassingView("container", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        window.addSubview(container)
        controller.view = PassingView("root", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
        container.addSubview(controller.view)
        let leaf = PassingView("leaf", frame: Rect(x: 0, y: 0, width: 50, height: 50), log: log)
        controller.view.addSubview(leaf)
        var builder = TouchFrameBuilder()
        builder.down(id: 0, window: window.windowID, location: Point(x: 10, y: 10), time: 1)
        app.handle(builder.frame())
        let chain = ["leaf", "root", "controller", "container", "window", "application", "delegate"]
        #expect(log.calls.map(\.receiver) == chain)
        log.calls = []
        builder.up(id: 0, time: 2)
        app.handle(builder.frame())
        #expect(log.calls.map(\.receiver) == chain, "the rest of the sequence follows the same path")
        #expect(log.calls.allSatisfy { $0.method == .ended })
    }

    @Test("R2: what reaches the end of the chain is dropped")
    func r2DroppedAtEnd() {
        let h = TestHost()
        let v = PassingView("v", frame: Rect(x: 0, y: 0, width: 50, height: 50), log: h.log)
        h.window.addSubview(v)
        h.tap(0, 10, 10)
        #expect(h.log.calls.map(\.receiver) == ["v", "v"])
        #expect(h.app.activeTouchCount == 0)
    }

    final class TextField: View {
        var typed = ""
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
            for press in presses { typed += press.key.characters }
        }
    }

    @Test("R3: the first responder receives key presses; become and resign")
    func r3FirstResponder() {
        let h = TestHost()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        let plain = View(frame: .zero)
        h.window.addSubview(field)
        h.window.addSubview(plain)
        #expect(plain.becomeFirstResponder() == false)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let key = Key(keyCode: 38, keysym: 0x61, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [])
        h.app.handleKey(key, phase: .began, timestamp: 1)
        h.app.handleKey(key, phase: .ended, timestamp: 1.1)
        #expect(field.typed == "a")
        #expect(field.resignFirstResponder())
        h.app.handleKey(key, phase: .began, timestamp: 2)
        #expect(field.typed == "a", "no first responder: the window gets the key and drops it")
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(h.window.firstResponder == nil, "a removed view is no longer first responder")
    }

    @Test("R4: a control sends its action to its target, or along the chain with no target")
    func r4TargetAction() {
        let h = TestHost()
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40), title: "OK")
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(container)
        container.addSubview(button)
        let target = RecordingResponder("target", log: h.log)
        var received: [String] = []
        target.addActionHandler(for: "save") { sender, _ in
            received.append("target \((sender as? Button)?.title ?? "")")
        }
        container.addActionHandler(for: "save") { _, _ in received.append("container") }
        button.addTarget(target, action: "save", for: .touchUpInside)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        var events: [String] = []
        button.addAction(for: .allTouchEvents) { _ in events.append("touch") }
        h.tap(0, 10, 10)
        #expect(received == ["target OK", "container"])
        #expect(events.count == 2, "touchDown and touchUpInside")
        #expect(!button.isHighlighted)
        // Dragging out and lifting outside: touchUpOutside, no save.
        received = []
        var outside = false
        button.addAction(for: .touchUpOutside) { _ in outside = true }
        h.down(1, 10, 10)
        h.frame()
        h.move(1, 250, 250)
        h.frame()
        #expect(!button.isHighlighted)
        h.up(1)
        h.frame()
        #expect(received.isEmpty && outside)
    }

    @Test("R4: with no target the action starts at the first responder")
    func r4FromFirstResponder() {
        let h = TestHost()
        final class Editor: View {
            override var canBecomeFirstResponder: Bool { true }
        }
        let editor = Editor(frame: .zero)
        h.window.addSubview(editor)
        editor.becomeFirstResponder()
        var handledBy = ""
        editor.addActionHandler(for: "copy") { _, _ in handledBy = "editor" }
        h.window.addActionHandler(for: "copy") { _, _ in handledBy = "window" }
        let button = Button(frame: Rect(x: 0, y: 0, width: 40, height: 40), title: "Copy")
        h.window.addSubview(button)
        #expect(h.app.sendAction("copy", to: nil, from: button, for: nil))
        #expect(handledBy == "editor")
        #expect(!h.app.sendAction("paste", to: nil, from: button, for: nil))
    }
}
