import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// SwipeNavigator (SPEC E4) under headless Weston: its recordings in
/// `Recordings/SwipeNavigator/` replayed at their recorded speed. The pages slide on
/// the app's clock, so the app runs on the event clock: a capture at 290 ms shows the
/// slide as it is 290 ms into the recording, however late a busy machine takes it (D4).
@MainActor
@Suite("SwipeNavigator under headless Weston", .serialized)
struct SwipeNavigatorReplayTests {
    /// The first two pages' colours (`PageView.colors`).
    static let page1 = Color(red: 0.10, green: 0.53, blue: 0.56)
    static let page2 = Color(red: 0.91, green: 0.45, blue: 0.27)

    /// The share of the 1024x640 screen in `color`.
    static func share(of color: Color, in image: ImageSurface) -> Double {
        Double(image.count(of: color, tolerance: 0.03)) / Double(image.width * image.height)
    }

    @Test("E4, D4: a left swipe slides the second page in; a right swipe slides it away")
    func swipeLeftThenRight() throws {
        // The left swipe lifts at 192 ms, the right one at 1192 ms; a slide takes 300 ms.
        let run = try ExampleRun(
            "SwipeNavigator", replaying: "SwipeNavigator/swipe-left-then-right.touches",
            options: ReplayOptions(captureAt: [290, 900, 1290, 1900]), eventClock: true)

        let sliding = try run.image(at: 290)
        let incoming = try #require(sliding.boundingBox(of: Self.page2, tolerance: 0.03), "page 2 is coming in")
        #expect(incoming.minX > 20 && incoming.minX < 1000, "page 2 is part of the way in: \(incoming)")
        #expect(incoming.maxX == 1024 && incoming.height == 640)
        #expect(Self.share(of: Self.page1, in: sliding) > 0.02, "page 1 is still visible on the left")

        let pushed = try run.image(at: 900)
        #expect(Self.share(of: Self.page2, in: pushed) > 0.9, "page 2 fills the screen")
        #expect(Self.share(of: Self.page1, in: pushed) == 0)

        let popped = try run.image(at: 1900)
        #expect(Self.share(of: Self.page1, in: popped) > 0.9, "page 1 is back")
        #expect(Self.share(of: Self.page2, in: popped) == 0)

        // Each swipe reached the page on top, and through it its controller (R1, R2).
        let ended = run.trace.records(method: .touchesEnded)
        #expect(ended.compactMap(\.identifier) == ["page-1", "page-2", "page-1"])
        #expect(ended.filter { $0.responder == "PageViewController" }.count == 3)
    }

    @Test("E4: a drag drifting too far across, one wandering off and back, and a short one do nothing")
    func notSwipes() throws {
        // 40 points of drift, 30 points in the middle, 20 points along x: none is a swipe.
        let run = try ExampleRun(
            "SwipeNavigator", replaying: "SwipeNavigator/not-swipes.touches",
            options: ReplayOptions(captureAt: [400, 900, 1400]), eventClock: true)
        for time in [400.0, 900, 1400] {
            let image = try run.image(at: time)
            #expect(Self.share(of: Self.page1, in: image) > 0.9, "still page 1 at \(time) ms")
            #expect(Self.share(of: Self.page2, in: image) == 0, "no page 2 at \(time) ms")
        }
        let pages = Set(run.trace.records.compactMap(\.identifier))
        #expect(pages == ["page-1"], "every drag reached page 1, and no other page was made")
        #expect(run.trace.records(identifier: "page-1").filter { $0.method == .touchesEnded }.count == 4)
    }
}
