import Testing
import TouchKit

/// SPEC F5 and W6 when a host holds frames across a loop turn: the Wayland backend
/// collects the frames of one socket read and hands them in on the next turn, and a
/// window closed in between (from a timer, an animation) makes its host forget the
/// window at once. Every touch that began ends exactly once per receiver, and the
/// application's count of fingers returns to 0.
@MainActor
@Suite("Frames queued across a window close (SPEC F7, F5, W6, F4)")
struct QueuedFramesTests {
    /// A host that forgets a closed window's fingers at once, handing the frames in.
    @MainActor
    final class ForgettingHost: WindowHost {
        var onClose: (Window) -> Void = { _ in }
        func windowNeedsDisplay(_ window: Window) {}
        func windowTitleDidChange(_ window: Window) {}
        func windowDidClose(_ window: Window) { onClose(window) }
    }

    /// A view with a name for the ledger.
    final class NamedView: View {
        init(_ name: String, frame: Rect) {
            super.init(frame: frame)
            accessibilityIdentifier = name
        }
    }

    /// Windows whose host forgets a closed window through one seat's builder.
    @MainActor
    final class Rig {
        let app = Application(clock: ManualClock())
        let host = ForgettingHost()
        var builder = TouchFrameBuilder(seat: SeatID("seat0"))
        var windows: [Window] = []
        let ledger: DeliveryLedger

        init(windows count: Int) {
            for index in 0..<count {
                let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
                window.accessibilityIdentifier = "W\(index)"
                window.host = host
                windows.append(window)
            }
            ledger = DeliveryLedger(watching: app)
            host.onClose = { [unowned self] window in
                self.app.handle(self.builder.forgetWindow(window.windowID))
            }
        }
    }

    @Test("F7, F5, F4: frames read before a window closes, handed in after, begin nothing that never ends")
    func framesQueuedForAClosingWindow() {
        let rig = Rig(windows: 3)
        rig.builder.down(id: 2, window: rig.windows[0].windowID, location: Point(x: 50, y: 50), time: 1)
        let queued = rig.builder.frame()  // read off the socket, not yet handed in
        rig.builder.up(id: 2, time: 2)  // its frame has not come
        rig.windows[0].close()  // from a timer: outside any dispatch
        rig.app.handle(queued)
        rig.app.handle(rig.builder.flush())
        rig.app.handle(rig.builder.cancelAll())
        #expect(rig.ledger.finish().isEmpty, "\(rig.ledger.finish()) in \(rig.ledger.calls)")
        #expect(rig.app.activeTouchCount == 0)
    }

    @Test("F7, F5, W6: a duplicate down on a second window that then closes leaves the first touch to end once")
    func duplicateDownOnAClosingWindow() {
        let rig = Rig(windows: 2)
        let (first, second) = (rig.windows[0], rig.windows[1])
        let a = NamedView("a", frame: first.bounds)
        let b = NamedView("b", frame: second.bounds)
        first.addSubview(a)
        second.addSubview(b)
        rig.builder.down(id: 0, window: first.windowID, location: Point(x: 320, y: 100), time: 1)
        let collected = rig.builder.flush()  // read off the socket, not yet handed in
        rig.builder.down(id: 0, window: second.windowID, location: Point(x: 130, y: 290), time: 2)  // W6
        second.close()  // from outside a dispatch
        rig.app.handle(collected)
        rig.app.handle(rig.builder.flush())
        rig.app.handle(rig.builder.cancelAll())
        #expect(rig.ledger.finish().isEmpty, "\(rig.ledger.finish()) in \(rig.ledger.calls)")
        #expect(rig.ledger.calls.filter { $0.hasPrefix("a ") } == ["a began seat0:0", "a cancelled seat0:0"])
        #expect(rig.app.activeTouchCount == 0)
    }

    @Test("F7, F5, W6: a duplicate down on a window that closes, with the first frames already handed in")
    func duplicateDownAfterDelivery() {
        let rig = Rig(windows: 2)
        let (first, second) = (rig.windows[0], rig.windows[1])
        rig.builder.down(id: 0, window: first.windowID, location: Point(x: 10, y: 10), time: 1)
        rig.app.handle(rig.builder.frame())
        rig.builder.down(id: 0, window: second.windowID, location: Point(x: 10, y: 10), time: 2)
        let collected = rig.builder.frame()
        rig.builder.motion(id: 0, location: Point(x: 20, y: 20), time: 3)
        second.close()
        rig.app.handle(collected)
        rig.app.handle(rig.builder.flush())
        rig.app.handle(rig.builder.cancelAll())
        #expect(rig.ledger.finish().isEmpty, "\(rig.ledger.finish()) in \(rig.ledger.calls)")
        #expect(rig.app.activeTouchCount == 0)
        #expect(rig.builder.activeTouchCount == 0)
    }

    /// An application whose funnel closes window `b` when a touch of window `a` is
    /// cancelled, before passing the event on.
    final class ClosingApplication: Application {
        weak var a: Window?
        weak var b: Window?
        override func sendEvent(_ event: Event) {
            if let a, event.allTouches?.contains(where: { $0.phase == .cancelled && $0.window === a }) == true {
                b?.close()
            }
            super.sendEvent(event)
        }
    }

    @Test(
        "F7, G20, G21, F4: a cancellation whose funnel closes a window (the host re-enters handle) still cancels the recognizers"
    )
    func cancellationFunnelReentersHandle() {
        let app = ClosingApplication(clock: ManualClock())
        let host = ForgettingHost()
        var builder = TouchFrameBuilder(seat: SeatID("seat0"))
        let a = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
        let b = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
        a.host = host
        b.host = host
        app.a = a
        app.b = b
        host.onClose = { window in app.handle(builder.forgetWindow(window.windowID)) }
        let ledger = DeliveryLedger(watching: app)
        let view = NamedView("v", frame: a.bounds)
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        view.addGestureRecognizer(pan)
        a.addSubview(view)
        builder.down(id: 0, window: a.windowID, location: Point(x: 100, y: 100), time: 1)
        builder.down(id: 1, window: b.windowID, location: Point(x: 100, y: 100), time: 1)
        app.handle(builder.frame())
        for step in 1...4 {
            builder.motion(id: 0, location: Point(x: 100 + 20 * Double(step), y: 100), time: UInt32(1 + 16 * step))
            app.handle(builder.frame())
        }
        #expect(pan.state == .changed)
        a.close()  // from a timer; the application's funnel closes b, whose host forgets it at once
        #expect(ledger.calls.contains("PanGestureRecognizer cancelled seat0:0"), "\(ledger.calls)")
        #expect(states.last == .cancelled, "\(states)")
        #expect(pan.state == .possible)
        #expect(ledger.finish().isEmpty, "\(ledger.finish()) in \(ledger.calls)")
        #expect(app.activeTouchCount == 0)
    }
}
