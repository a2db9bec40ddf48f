import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// ScrollingList scrolled by a mouse wheel and a touchpad under headless Weston: the
/// replay module's `pointer_axis` goes through Weston's own pointer path
/// (`notify_axis_source`, `notify_axis`, and `axis_stop` for a zero value), so the app
/// sees what a real wheel and touchpad give (SPEC P1, P4, P5).
///
/// The list's offset is read from the pixels: the carousel's first card, a colour of
/// its own, spans y 192 to 400 in the window at rest, and moves up with the list.
@MainActor
@Suite("ScrollingList by wheel and touchpad under headless Weston", .serialized)
struct ScrollingListPointerReplayTests {
    static let card = ScrollingListReplayTests.page1

    /// ScrollingList in a fresh session, the pointer over its list at (200, 500).
    static func start(_ name: String) throws -> (HeadlessSession, Toplevel, AppProcess) {
        let session = try PointerAndKeyReplayTests.session(name)
        let app = try session.launch(executable: try PointerAndKeyReplayTests.executable("ScrollingList"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        session.movePointer(to: Point(x: 200, y: 500), in: window, time: 1000)
        try session.waitUntilDispatched(window)
        return (session, window, app)
    }

    /// The card's box in a capture of the window.
    static func cardBox(_ session: HeadlessSession, _ window: Toplevel, _ name: String) throws -> Rect? {
        let image = try session.capture(to: session.outputDirectory + "/\(name).png", toplevel: window).image()
        return image.boundingBox(of: card, tolerance: ScrollingListReplayTests.tolerance)
    }

    @Test("P1, P4: two wheel steps scroll the list 96 points, animated, and it rests there")
    func wheelScrollsByLines() throws {
        let (session, window, app) = try Self.start("wheel")
        defer { session.stop() }
        let before = try #require(try Self.cardBox(session, window, "before"))
        #expect(ScrollingListReplayTests.isNear(before.maxY, 400, 2), "the card at rest: \(before)")
        session.wheel(steps: 1, time: 1100)
        session.wheel(steps: 1, time: 1110)
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 0.5)  // the wheel's animation ends
        try session.waitUntilDispatched(window)
        try session.checkInputRejections()
        let after = try #require(try Self.cardBox(session, window, "after"))
        let step = Double(ScrollView.wheelLinesPerStep) * ScrollView.wheelLineHeight
        #expect(ScrollingListReplayTests.isNear(after.maxY, before.maxY - 2 * step, 1), "moved two steps: \(after)")
        session.wheel(steps: -1, time: 1800)
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 0.5)
        try session.waitUntilDispatched(window)
        let back = try #require(try Self.cardBox(session, window, "back"))
        #expect(ScrollingListReplayTests.isNear(back.maxY, before.maxY - step, 1), "one step back: \(back)")
        #expect(app.isRunning, "ScrollingList still runs: \(app.stderrTail())")
    }

    @Test("P5: a touchpad moves the list 1:1; fingers that rest stop it there, and after axis_stop it glides on")
    func touchpadFollowsAndGlides() throws {
        let (session, window, app) = try Self.start("touchpad")
        defer { session.stop() }
        let before = try #require(try Self.cardBox(session, window, "before"))
        // 10 frames of 5 points, 16 ms apart (about 310 points per second), then the
        // fingers rest: the drag ends where they left it, with no glide.
        var time = 1100.0
        for _ in 0..<10 {
            session.scroll(.finger, vertical: 5, time: time)
            time += 16
        }
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 0.5)
        try session.waitUntilDispatched(window)
        let rested = try #require(try Self.cardBox(session, window, "rested"))
        #expect(ScrollingListReplayTests.isNear(rested.maxY, before.maxY - 50, 1), "1:1, no glide: \(rested)")
        // The same again, and the fingers lift at once: the list glides on.
        time += 1000
        for _ in 0..<10 {
            session.scroll(.finger, vertical: 5, time: time)
            time += 16
        }
        session.scrollStop(time: time)
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 3)  // the glide ends
        try session.waitUntilDispatched(window)
        try session.checkInputRejections()
        let rest = try Self.cardBox(session, window, "rest")
        let restMaxY = rest?.maxY ?? 0
        // As far as a finger's fling at the same speed: `(v/1000)·r/(1−r)` (S9).
        let glide = ScrollPhysics.projection(velocity: 5 / 0.016, rate: .normal)
        #expect(
            ScrollingListReplayTests.isNear(restMaxY, rested.maxY - 50 - glide, 30),
            "rests about \(Int(glide)) points past the fingers: \(String(describing: rest))")
        let still = try Self.cardBox(session, window, "still")
        #expect(still == rest, "at rest")
        #expect(app.isRunning, "ScrollingList still runs: \(app.stderrTail())")
    }
}
