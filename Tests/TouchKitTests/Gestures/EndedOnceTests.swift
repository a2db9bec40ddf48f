import Testing
import TouchKit
import TouchKitTesting

/// Issue D8: a recognizer's touch calls of one dispatch are taken from what was
/// gathered before the calls, so app code run from its `ended` call cannot make it hear
/// a touch end twice (G4, F5 per receiver).
@MainActor
@Suite("Each touch ends once per recognizer (SPEC G4, F5)")
struct EndedOnceTests {
    @Test("G4, F5 (defect 8): a touchesEnded that closes the window gets no touchesCancelled for the touch it ended")
    func endedThenCancelledInOneEvent() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let recognizer = ScriptedRecognizer("r", log: h.log)
        h.window.addGestureRecognizer(recognizer)
        recognizer.onEnded = { _, _ in h.window.close() }
        h.down(0, 100, 100)
        h.down(1, 200, 200)
        h.step()
        h.up(1)
        h.cancel()
        let calls = h.log.calls(to: "r").map(\.description)
        #expect(calls.first == "r.began[0, 1]" && calls.dropFirst().first == "r.ended[1]", "\(calls)")
        var ends: [Int32: Int] = [:]
        for call in h.log.calls(to: "r") where call.method == .ended || call.method == .cancelled {
            for id in call.ids { ends[id, default: 0] += 1 }
        }
        #expect(ends[1] == 1, "#1 ends once: \(calls)")
        #expect((ends[0] ?? 0) <= 1, "#0 ends at most once: \(calls)")
    }

    @Test(
        "G4, F5 (defect 8): a touchesBegan that cancels the touches keeps the moved call of its dispatch from going out"
    )
    func beganThenMovedAfterANestedCancel() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let recognizer = ScriptedRecognizer("r", log: h.log)
        h.window.addGestureRecognizer(recognizer)
        recognizer.onBegan = { _, touches in
            if touches.contains(where: { $0.identifier.number == 1 }) { h.window.close() }
        }
        h.down(0, 100, 100)
        h.step()
        h.move(0, 120, 100)
        h.down(1, 200, 200)
        h.step()
        let calls = h.log.calls(to: "r").map(\.description)
        #expect(calls.contains("r.began[1]") && calls.contains { $0.hasPrefix("r.cancelled") }, "\(calls)")
        var over: Set<Int32> = []
        for call in h.log.calls(to: "r") {
            for id in call.ids {
                #expect(!over.contains(id), "nothing for #\(id) after it ended: \(calls)")
            }
            if call.method == .ended || call.method == .cancelled { over.formUnion(call.ids) }
        }
        #expect(over == [0, 1], "both end: \(calls)")
    }
}
