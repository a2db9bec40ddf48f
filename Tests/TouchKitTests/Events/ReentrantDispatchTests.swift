import Testing
import TouchKit

/// SPEC F5 and T7 when the host calls back into the application during a dispatch:
/// a window closed from a handler (the Wayland host then hands in the frames it holds
/// and the cancellation of the closed window's fingers), and frames of two seats in
/// one batch. Work handed in during a dispatch runs after it, never inside it.
@MainActor
@Suite("Re-entrant dispatch (SPEC F5, T7)")
struct ReentrantDispatchTests {
    /// A host that does what the Wayland host does when a window closes: it hands the
    /// application, at once, the frames its seat holds and the cancellation of the
    /// closed window's fingers.
    @MainActor
    final class CallbackHost: WindowHost {
        var onClose: (Window) -> Void = { _ in }
        func windowNeedsDisplay(_ window: Window) {}
        func windowTitleDidChange(_ window: Window) {}
        func windowDidClose(_ window: Window) { onClose(window) }
    }

    /// A view that runs a closure from one of its touch methods.
    final class ActingView: View {
        var action: [TouchPhase: () -> Void] = [:]
        init(_ name: String, frame: Rect) {
            super.init(frame: frame)
            accessibilityIdentifier = name
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { action[.began]?() }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { action[.moved]?() }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { action[.ended]?() }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { action[.cancelled]?() }
    }

    /// Two windows with a view each, one seat feeding both, and a host that calls back.
    @MainActor
    final class TwoWindows {
        let app = Application(clock: ManualClock())
        let a: Window, b: Window
        let viewA = ActingView("A", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let viewB = ActingView("B", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let host = CallbackHost()
        var seat = TouchFrameBuilder(seat: SeatID("seat0"))
        /// Frames the seat holds that the host hands in when a window closes.
        var held: [TouchFrame] = []
        let ledger: DeliveryLedger
        var time: UInt32 = 100

        init() {
            a = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), application: app)
            b = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), application: app)
            a.addSubview(viewA)
            b.addSubview(viewB)
            ledger = DeliveryLedger(watching: app)
            a.host = host
            b.host = host
            host.onClose = { [unowned self] window in
                let frames = self.held + self.seat.forgetWindow(window.windowID)
                self.held = []
                self.app.handle(frames)
            }
        }

        func frame(_ change: (inout TouchFrameBuilder, UInt32) -> Void) -> [TouchFrame] {
            time += 10
            change(&seat, time)
            return seat.frame()
        }
    }

    @Test("F5: a window closed in touchesBegan while the same frame puts a finger on another window")
    func closeInBeganWithTwoWindows() {
        let w = TwoWindows()
        w.viewA.action[.began] = { [unowned w] in
            w.a.close()
            w.ledger.note("A's touchesBegan returns")
        }
        let downs = w.frame {
            $0.down(id: 0, window: w.a.windowID, location: Point(x: 10, y: 10), time: $1)
            $0.down(id: 1, window: w.b.windowID, location: Point(x: 10, y: 10), time: $1)
        }
        // The seat read B's move and lift but has not handed them in when A closes.
        w.held = w.frame { $0.motion(id: 1, location: Point(x: 20, y: 20), time: $1) }
        w.held += w.frame { $0.up(id: 1, time: $1) }
        w.app.handle(downs)
        #expect(w.ledger.finish().isEmpty, "\(w.ledger.finish()) in \(w.ledger.calls)")
        // The frames the host handed in run after the dispatch, never inside A's handler.
        #expect(
            w.ledger.calls == [
                "A began seat0:0", "A cancelled seat0:0", "A's touchesBegan returns",
                "B began seat0:1", "B moved seat0:1", "B ended seat0:1",
            ])
        #expect(w.app.activeTouchCount == 0)
    }

    @Test("F5: the host hands in another window's held frames while a window closes from touchesMoved")
    func closeInMovedHandsInHeldFrames() {
        let w = TwoWindows()
        w.viewA.action[.moved] = { [unowned w] in w.a.close() }
        w.app.handle(
            w.frame { $0.down(id: 0, window: w.a.windowID, location: Point(x: 10, y: 10), time: $1) }
                + w.frame { $0.down(id: 1, window: w.b.windowID, location: Point(x: 10, y: 10), time: $1) })
        // The seat read B's move and lift but has not handed them in when A closes.
        w.held = w.frame { $0.motion(id: 1, location: Point(x: 30, y: 30), time: $1) }
        w.held += w.frame { $0.up(id: 1, time: $1) }
        w.app.handle(w.frame { $0.motion(id: 0, location: Point(x: 15, y: 15), time: $1) })
        #expect(w.ledger.finish().isEmpty, "\(w.ledger.finish()) in \(w.ledger.calls)")
        #expect(
            w.ledger.calls == [
                "A began seat0:0", "B began seat0:1", "A moved seat0:0", "A cancelled seat0:0",
                "B moved seat0:1", "B ended seat0:1",
            ])
        // A new finger in B is not blocked by anything left open.
        w.app.handle(w.frame { $0.down(id: 2, window: w.b.windowID, location: Point(x: 5, y: 5), time: $1) })
        w.app.handle(w.frame { $0.up(id: 2, time: $1) })
        #expect(w.ledger.calls.suffix(2) == ["B began seat0:2", "B ended seat0:2"])
        #expect(w.app.activeTouchCount == 0)
    }

    @Test("F5: closing the other window from touchesEnded, and then the window itself, from inside dispatches")
    func closeOtherWindowFromEnded() {
        let w = TwoWindows()
        w.viewB.action[.ended] = { [unowned w] in w.a.close() }
        w.viewA.action[.cancelled] = { [unowned w] in w.b.close() }
        w.app.handle(
            w.frame { $0.down(id: 0, window: w.a.windowID, location: Point(x: 10, y: 10), time: $1) }
                + w.frame { $0.down(id: 1, window: w.b.windowID, location: Point(x: 10, y: 10), time: $1) }
                + w.frame { $0.down(id: 2, window: w.b.windowID, location: Point(x: 50, y: 10), time: $1) })
        w.app.handle(w.frame { $0.up(id: 1, time: $1) })
        #expect(w.ledger.finish().isEmpty, "\(w.ledger.finish()) in \(w.ledger.calls)")
        #expect(w.app.windows.isEmpty && w.app.activeTouchCount == 0)
    }

    @Test("F5, T7: frames of two seats in one batch begin each finger once, end it once")
    func twoSeatsInOneBatch() {
        let app = Application(clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app)
        let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        view.accessibilityIdentifier = "V"
        view.isMultipleTouchEnabled = true
        let single = View(frame: Rect(x: 0, y: 250, width: 300, height: 50))
        single.accessibilityIdentifier = "S"
        window.addSubview(view)
        window.addSubview(single)
        let ledger = DeliveryLedger(watching: app)
        var one = TouchFrameBuilder(seat: SeatID("one"))
        var two = TouchFrameBuilder(seat: SeatID("two"))
        var frames: [TouchFrame] = []
        one.down(id: 0, window: window.windowID, location: Point(x: 10, y: 10), time: 1)
        frames += one.frame()
        two.down(id: 0, window: window.windowID, location: Point(x: 20, y: 20), time: 1)
        frames += two.frame()
        for step in 1...3 {
            one.motion(id: 0, location: Point(x: 10, y: 10 + Double(step)), time: UInt32(1 + step))
            frames += one.frame()
            two.motion(id: 0, location: Point(x: 20, y: 20 + Double(step)), time: UInt32(1 + step))
            frames += two.frame()
        }
        // Two fingers, one per seat, on a view that takes one finger (T7).
        one.down(id: 1, window: window.windowID, location: Point(x: 10, y: 260), time: 9)
        frames += one.frame()
        two.down(id: 1, window: window.windowID, location: Point(x: 20, y: 260), time: 9)
        frames += two.frame()
        one.up(id: 0, time: 10)
        one.up(id: 1, time: 10)
        frames += one.frame()
        two.up(id: 0, time: 10)
        two.up(id: 1, time: 10)
        frames += two.frame()
        app.handle(frames)
        #expect(ledger.finish().isEmpty, "\(ledger.finish()) in \(ledger.calls)")
        #expect(ledger.calls.filter { $0.hasPrefix("V began") } == ["V began one:0", "V began two:0"])
        #expect(ledger.calls.filter { $0.hasPrefix("S") } == ["S began one:1", "S ended one:1"], "T7: one finger")
        #expect(app.activeTouchCount == 0)
        window.close()
    }
}
