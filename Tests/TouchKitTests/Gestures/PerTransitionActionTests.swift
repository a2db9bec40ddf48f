import Testing
import TouchKit
import TouchKitTesting

/// A recognizer that makes two transitions in one touch call: it begins and changes on
/// its first move.
@MainActor
private final class DoubleStepRecognizer: GestureRecognizer {
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible {
            state = .began
            state = .changed
        } else {
            state = .changed
        }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed } else if state == .began || state == .changed { state = .ended }
    }
}

/// Issue D1: several transitions in one dispatch each owe an action that reads the
/// state of its own transition (G5, G6, S13).
@MainActor
@Suite("Per-transition actions (SPEC G5, G6, S13)")
struct PerTransitionActionTests {
    @Test("G5, G6 (defect 1): each owed action reads the state of its own transition")
    func eachActionReadsItsOwnState() {
        let h = TestHost(size: Size(width: 400, height: 400))
        var seen: [String] = []
        let press = LongPressGestureRecognizer { seen.append("\($0.state)") }
        h.window.addGestureRecognizer(press)
        h.down(0, 100, 100)
        h.step()
        h.wait(0.6)  // began (timer)
        h.down(1, 200, 200)
        h.step()
        h.move(0, 130, 100)
        h.up(1)
        h.step()  // changed, then ended (a lift ends a press)
        h.up(0)
        h.step()
        #expect(seen == ["began", "changed", "ended"])
    }

    @Test("G5, G6 (defect 1): two transitions in one touch call give two actions, began then changed")
    func twoTransitionsInOneCall() {
        let h = TestHost(size: Size(width: 400, height: 400))
        var seen: [GestureRecognizer.State] = []
        let recognizer = DoubleStepRecognizer()
        recognizer.addAction { seen.append($0.state) }
        h.window.addGestureRecognizer(recognizer)
        h.down(0, 100, 100)
        h.step()
        h.move(0, 120, 100)
        h.step()
        h.move(0, 140, 100)
        h.step()
        h.up(0)
        h.step()
        #expect(seen == [.began, .changed, .changed, .ended])
        #expect(recognizer.state == .possible)
    }

    @Test(
        "S13 (defect 1): a two-finger pan that begins and ends in one frame tells the delegate willBeginDragging first")
    func scrollPanBeganAndEndedInOneFrame() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 400, height: 4000)
        scroll.panGestureRecognizer.minimumNumberOfTouches = 2
        let log = ScrollLog()
        scroll.delegate = log
        h.window.addSubview(scroll)
        h.down(0, 100, 200)
        h.down(1, 200, 200)
        h.step()
        h.move(0, 100, 170)
        h.up(1)
        h.step()  // began, then ended: one finger is below the minimum
        h.up(0)
        h.step()
        h.wait(3.0)
        let dragging = log.calls.filter { $0.contains("Dragging") || $0.contains("Decelerating") }
        #expect(dragging.first == "willBeginDragging", "\(log.calls)")
        #expect(dragging.filter { $0.hasPrefix("didEndDragging") }.count == 1, "\(log.calls)")
        #expect(!scroll.isDragging && !scroll.isTracking)
    }
}
