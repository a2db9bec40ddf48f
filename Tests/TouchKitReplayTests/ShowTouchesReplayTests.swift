import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A `sendEvent` visualiser under headless Weston: GestureLab with
/// `GESTURELAB_SHOW_TOUCHES=1` rings every finger from its window's `sendEvent(_:)`
/// override (issue 16, section 1's touch-visualiser pattern).
@MainActor
@Suite("Show touches (sendEvent visualiser) under headless Weston", .serialized)
struct ShowTouchesReplayTests {
    /// Magenta, `TouchMarkers.color`.
    static let ring = Color(red: 1, green: 0, blue: 1)

    @Test("T7: the window's sendEvent sees both fingers on single-touch pad A; the pad hears of one")
    func ringsForEveryFinger() throws {
        let lab = try GestureLabReplayTests.Lab("show-touches", environment: ["GESTURELAB_SHOW_TOUCHES": "1"])
        defer { lab.stop() }
        // Finger 0 on pad A at (150, 400) from 200 ms, finger 1 at (350, 480) from 260 ms,
        // both up at 500 ms; pad A has multiple touch off (UIKit's default).
        let replay = try lab.replay("delivery-multiple-off", captureAt: [400], captureAtEnd: true)
        #expect(replay.touchIDs("padA") == ["0"], "the pad receives only the first finger")
        let image = try #require(replay.captures.first)
        for (x, y) in [(150.0, 400.0), (350.0, 480.0)] {
            let near = Rect(x: x - 40, y: y - 40, width: 80, height: 80)
            let box = image.boundingBox(of: Self.ring, tolerance: 0.05, in: near)
            #expect(
                GestureLabReplayTests.matches(box, GestureLabReplayTests.rect(centeredAt: x, y, 64, 64), slack: 3),
                "a ring around the finger at (\(x), \(y)): \(String(describing: box))")
        }
        let after = try #require(replay.captures.last)
        #expect(after.count(of: Self.ring, tolerance: 0.05) == 0, "no rings once the fingers lifted")
    }
}
