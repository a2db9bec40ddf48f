import Testing
import TouchKit

/// A cancellation made from app code while recognizers are being fed (a view removed
/// from a recognizer's call, F4, G20) is fed at once, inside the running feed; the
/// running feed then goes on with its own touches for the recognizers it has not
/// visited yet.
@MainActor
@Suite("Gesture recognizers: a feed nested in a feed (SPEC F5, G11, G20)") struct NestedFeedTests {
    /// A recognizer that stays possible when one of its touches is cancelled (as the
    /// scroll view's tracking recognizer does), so it still waits for the others.
    final class Steadfast: ScriptedRecognizer {
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
            log.record(label, .cancelled, touches)
        }
    }

    @Test(
        "G11: a view removed from a recognizer's call costs the frame's later recognizers nothing: they still hear the lift"
    )
    func g11CancelFromRecognizerCall() {
        let h = TestHost()
        let parent = h.add("P", Rect(x: 0, y: 0, width: 400, height: 300))
        let a = h.add("a", Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        let b = h.add("b", Rect(x: 200, y: 0, width: 100, height: 100), to: parent)
        let first = ScriptedRecognizer("first", log: h.log)  // a's: fed first for finger 0
        let shared = Steadfast("shared", log: h.log)  // P's: holds both fingers
        a.addGestureRecognizer(first)
        parent.addGestureRecognizer(shared)
        h.down(0, 10, 10)
        h.down(1, 210, 10)
        h.frame()
        first.onEnded = { r, _ in
            b.removeFromSuperview()  // cancels finger 1 for its receivers
            r.state = .failed
        }
        shared.onEnded = { r, _ in r.state = .failed }  // its last finger lifted
        h.up(0)
        h.frame()
        #expect(
            h.log.calls(to: "shared").map(\.method) == [.began, .cancelled, .ended],
            "shared hears finger 1's cancel from inside the feed, then finger 0's lift")
        #expect(h.log.calls(to: "shared").last?.ids == [0])
        #expect(
            h.log.calls(to: "a").map(\.method) == [.began, .ended],
            "a's end, withheld while both could recognize, is released")
        #expect(h.log.calls(to: "b").map(\.method) == [.began, .cancelled])
        h.up(1)
        h.frame()
        #expect(h.app.activeTouchCount == 0)
        #expect(shared.resets >= 1, "shared's attempt ended and it was reset (G7)")
    }
}
