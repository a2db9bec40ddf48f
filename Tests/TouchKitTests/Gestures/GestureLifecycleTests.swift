import Foundation
import Testing
import TouchKit

/// SPEC G19-G22 and G30-G32: turning off, removal, windows, compositor cancel,
/// geometry, timers, custom recognizers and the trace.
@MainActor
@Suite("Gesture recognizers: lifecycle, geometry, time, trace (SPEC G19-G22, G30-G32)")
struct GestureLifecycleTests {
    @Test("G19: isEnabled false: a deciding recognizer fails quietly and releases the withheld end")
    func g19DisableWhilePossible() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var actions = 0
        double.addAction { _ in actions += 1 }
        v.addGestureRecognizer(double)
        h.tap(0, 50, 50)
        #expect(h.log.calls(to: "v").map(\.method) == [.began])
        double.isEnabled = false
        #expect(h.log.calls(to: "v").map(\.method) == [.began, .ended], "the withheld end arrives when it fails")
        #expect(actions == 0)
        h.wait(1)
        h.tap(0, 50, 50)
        h.wait(0.1)
        h.tap(0, 50, 50)
        #expect(actions == 0, "a disabled recognizer receives nothing")
        double.isEnabled = true
        h.wait(1)
        h.tap(0, 50, 50)
        h.wait(0.1)
        h.tap(0, 50, 50)
        #expect(actions == 1, "re-enabled, it works for touches that begin afterwards")
    }

    @Test("G19: isEnabled false while recognizing cancels the gesture, with one more action")
    func g19DisableWhileActive() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 2, lift: false)
        pan.isEnabled = false
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.state == .possible, "reset after the cancel")
        h.move(0, 150, 10)
        h.frame()
        h.up(0)
        h.frame()
        #expect(states.count == 3)
    }

    @Test("G20: removing a recognizer mid-gesture cancels it; removing it from its own action is safe")
    func g20Removal() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addAction { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .changed { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 3)
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.view == nil && v.gestureRecognizers?.isEmpty == true)
        #expect(h.app.activeTouchCount == 0)
    }

    @Test("G20: a recognizer whose view leaves its window, or whose window closes, gets touchesCancelled")
    func g20ViewLeavesWindow() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let r = ScriptedRecognizer("r", log: h.log)
        r.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
        v.addGestureRecognizer(r)
        h.down(0, 10, 10)
        h.frame()
        h.move(0, 40, 10)
        h.frame()
        v.removeFromSuperview()
        #expect(h.log.lines.suffix(2) == ["r.cancelled[0]", "r!cancelled"])
        h.up(0)
        h.frame()
        #expect(h.app.activeTouchCount == 0)

        let h2 = TestHost()
        let w = h2.add("w", Rect(x: 0, y: 0, width: 300, height: 300))
        let q = ScriptedRecognizer("q", log: h2.log)
        w.addGestureRecognizer(q)
        h2.down(0, 10, 10)
        h2.frame()
        h2.window.close()
        #expect(h2.log.lines == ["q.began[0]", "w.began[0]", "q.cancelled[0]", "w.cancelled[0]"])
    }

    @Test("G21: a compositor cancel reaches recognizers before views; continuous ones cancel, deciding ones fail")
    func g21CompositorCancel() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        let active = ScriptedRecognizer("active", log: h.log)
        active.cancelsTouchesInView = false
        active.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
        let deciding = ScriptedRecognizer("deciding", log: h.log)
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        active.delegate = delegate
        v.addGestureRecognizer(active)
        v.addGestureRecognizer(deciding)
        h.down(0, 10, 10)
        h.frame()
        h.move(0, 40, 10)
        h.frame()
        h.log.calls.removeAll()
        h.cancel()
        #expect(h.log.lines == ["active.cancelled[0]", "deciding.cancelled[0]", "active!cancelled", "v.cancelled[0]"])
        #expect(deciding.actions.isEmpty)
        #expect(h.app.activeTouchCount == 0)
    }

    @Test("G22: location is the centroid of current touches; location(ofTouch:), numberOfTouches, Event.touches(for:)")
    func g22Geometry() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 100, y: 50, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        let r = ScriptedRecognizer("r", log: h.log)
        var delivered: Set<Touch>?
        r.onMoved = { r, _ in delivered = r.lastEvent?.touches(for: r) }
        v.addGestureRecognizer(r)
        h.down(0, 110, 60)
        h.down(1, 130, 100)
        h.frame()
        #expect(r.numberOfTouches == 2)
        #expect(r.location(in: nil) == Point(x: 120, y: 80))
        #expect(r.location(in: v) == Point(x: 20, y: 30))
        #expect(r.location(ofTouch: 1, in: v) == Point(x: 30, y: 50))
        h.move(1, 150, 100)
        h.frame()
        #expect(delivered?.count == 1)
        h.up(0)
        h.frame()
        #expect(r.numberOfTouches == 1)
        #expect(r.location(in: nil) == Point(x: 150, y: 100))
        h.up(1)
        h.frame()
    }

    @Test("G30: timers run on the application clock: a long press begins under ManualClock with no new frame")
    func g30Timers() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let press = LongPressGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        press.addAction { states.append($0.state) }
        v.addGestureRecognizer(press)
        h.down(0, 50, 50)
        h.frame()
        h.clock.advance(by: 0.49)
        #expect(states.isEmpty)
        h.clock.advance(by: 0.02)
        #expect(states == [.began])
        #expect(h.log.calls(to: "v").map(\.method) == [.began, .cancelled], "the timer's settle cancelled the view")
        h.up(0)
        h.frame()
        #expect(states == [.began, .ended])
    }

    @Test("G31: a custom recognizer built on the public subclass API alone: a two-finger tap")
    func g31CustomRecognizer() {
        final class TwoFingerTap: GestureRecognizer {
            private var seen = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                seen += touches.count
                if seen > 2 { state = .failed }
            }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                for touch in touches where touch.location(in: nil).distance(to: touch.previousLocation(in: nil)) > 20 {
                    state = .failed
                }
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
                if numberOfTouches == 0 { state = seen == 2 ? .recognized : .failed }
            }
            override func reset() {
                super.reset()
                seen = 0
            }
        }
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        let tap = TwoFingerTap()
        var count = 0
        tap.addAction { _ in count += 1 }
        v.addGestureRecognizer(tap)
        h.down(0, 50, 50)
        h.down(1, 90, 50)
        h.frame()
        h.up(0)
        h.up(1)
        h.frame()
        #expect(count == 1)
        h.tap(0, 50, 50)
        #expect(count == 1)
    }

    @Test("G32: the trace records recognizer touch calls, transitions, actions, view cancellations and late phases")
    func g32Trace() throws {
        let path = "/tmp/touchkit-g32-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = TestHost()
        h.app.trace = TouchTrace(path: path)
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.name = "double"
        v.addGestureRecognizer(double)
        h.tap(0, 50, 50)
        h.wait(1)  // fails: the end arrives late
        h.tap(0, 50, 50)
        h.wait(0.1)
        h.tap(0, 50, 50)  // recognized: the view's touches are cancelled
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("\"recognizer\":\"TapGestureRecognizer\"") && $0.contains("\"method\":\"touchesBegan\"")
            })
        #expect(lines.contains { $0.contains("\"transition\":\"possible->failed\"") })
        #expect(lines.contains { $0.contains("\"transition\":\"possible->ended\"") })
        #expect(lines.contains { $0.contains("\"action\":\"ended\"") && $0.contains("\"name\":\"double\"") })
        #expect(lines.contains { $0.contains("\"method\":\"touchesEnded\"") && $0.contains("\"late\":true") })
        #expect(
            lines.contains {
                $0.contains("\"method\":\"touchesCancelled\"") && $0.contains("\"responder\":\"CallLoggingView\"")
            })
    }
}
