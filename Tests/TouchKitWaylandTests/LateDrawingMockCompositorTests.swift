import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Late drawing in a window (SPEC D12) proven by state, not by a time figure: the real
/// backend against the mock compositor, which offers `wp_presentation` and sends the
/// frame callbacks and presentation feedback a test asks for, on a pacing clock the
/// test sets (``WaylandBackend/pacingClock``). Every step is one turn of the run loop
/// (``WaylandBackend/runTurn()``); what the window committed is read from the
/// compositor's requests.
@MainActor
@Suite("Late drawing on a manual pacing clock, through the mock compositor (SPEC D6, D7, D12)", .serialized)
struct LateDrawingMockCompositorTests {
    /// The pacing clock's time, which only the test moves.
    @MainActor
    final class PacingTime {
        var seconds = 100.0
    }

    /// A view that redraws where the finger is.
    final class FingerView: View {
        private(set) var lastPoint: Point?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
        private func follow(_ touches: Set<Touch>) {
            lastPoint = touches.first?.location(in: self)
            setNeedsDisplay()
        }
    }

    /// The output's refresh interval the compositor tells, in nanoseconds and seconds (60 Hz).
    nonisolated static let refreshNanoseconds: UInt32 = 16_666_667
    nonisolated static let refresh = Double(refreshNanoseconds) / 1e9

    /// A window filled by a ``FingerView``, on a compositor that offers presentation
    /// feedback and touch, configured at `time` (so drawn once, its callback awaited).
    @MainActor
    struct Rig {
        let scene: MockScene
        let view: FingerView
        let time: PacingTime
        /// The window's `wl_surface`.
        let surface: UInt32

        /// The window's content commits so far (each attaches a buffer).
        var contentCommits: Int {
            scene.compositor.requests(named: "wl_surface.attach").count { $0.target == surface }
        }

        /// Whether a late draw waits for its deadline (the state a test session reads).
        var lateDrawDue: Bool { scene.backend.connection.pacingState.isLateDrawDue }

        /// Moves the pacing clock to `seconds`, then runs one turn of the loop.
        func turn(at seconds: Double) throws {
            time.seconds = seconds
            #expect(scene.backend.runTurn(), "the connection is alive")
        }

        /// The compositor repaints at `seconds`: the last frame is presented (with the
        /// refresh interval) and the frame callbacks are done; one turn reads them.
        func repaint(at seconds: Double) throws {
            scene.compositor.presentFeedback(at: seconds, refresh: LateDrawingMockCompositorTests.refreshNanoseconds)
            scene.compositor.finishFrameCallbacks(surface: surface, time: UInt32(seconds * 1000))
            try turn(at: seconds)
        }
    }

    static func rig(drawsLate: Bool, onSteadyInput: Bool = true) throws -> Rig {
        let time = PacingTime()
        let view = FingerView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var options = WaylandLaunchOptions()
        options.drawsLate = drawsLate
        options.drawsLateOnSteadyInput = onSteadyInput
        options.presentationFeedbackOnEveryCommit = true
        let scene = try MockScene(
            offering: MockCompositor.standardGlobals + [(WpPresentation.interface, 1)], options: options,
            size: Size(width: 200, height: 200), seat: 4,
            content: { window in
                // The pacing clock is the test's before the window's first change.
                (window.application?.backend as? WaylandBackend)?.pacingClock = { time.seconds }
                window.addSubview(view)
            })
        let surface = scene.compositor.requests(named: "xdg_wm_base.get_xdg_surface").first?.objects.last ?? 0
        return Rig(scene: scene, view: view, time: time, surface: surface)
    }

    @Test(
        "D12: a touch after the callback is committed at the deadline before the next repaint, not before; one commit")
    func touchWaitsForTheDeadline() throws {
        let rig = try Self.rig(drawsLate: true)
        defer { rig.scene.close() }
        let compositor = rig.scene.compositor
        #expect(rig.contentCommits == 1, "the configure drew")
        #expect(compositor.pendingFrameCallbackCount(surface: rig.surface) == 1)
        #expect(compositor.pendingPresentationFeedbackCount == 1, "every commit asks for feedback")

        // The compositor repaints at t = 100 s and tells its 60 Hz refresh: the repaint
        // cycle is known, so a change now waits for the deadline (D12).
        try rig.repaint(at: 100)
        let deadline = 100 + Self.refresh - FramePacer.lateDrawingMargin
        #expect(rig.contentCommits == 1, "nothing changed: nothing drawn")

        compositor.touchDown(0, x: 50, y: 50)
        try rig.turn(at: 100.002)
        #expect(rig.view.lastPoint == Point(x: 50, y: 50), "the touch reached the view")
        #expect(rig.contentCommits == 1, "drawn at the deadline, not at once")
        #expect(rig.lateDrawDue)

        compositor.touchMotion(0, x: 60, y: 50)
        try rig.turn(at: 100.008)
        try rig.turn(at: deadline - 0.0005)
        #expect(rig.view.lastPoint == Point(x: 60, y: 50))
        #expect(rig.contentCommits == 1, "everything until the deadline waits for it")
        #expect(rig.lateDrawDue)

        // The deadline: both changes in one frame, with a callback and feedback asked.
        try rig.turn(at: deadline)
        #expect(rig.contentCommits == 2)
        #expect(!rig.lateDrawDue)
        #expect(compositor.pendingFrameCallbackCount(surface: rig.surface) == 1)
        #expect(compositor.pendingPresentationFeedbackCount == 1)

        // A change before the next repaint finds the compositor busy: it waits (D7).
        compositor.touchMotion(0, x: 70, y: 50)
        try rig.turn(at: deadline + 0.001)
        try rig.turn(at: deadline + 0.05)
        #expect(rig.view.lastPoint == Point(x: 70, y: 50))
        #expect(rig.contentCommits == 2, "never two content commits for one repaint")
        #expect(!rig.lateDrawDue, "no timer stands in for the compositor")

        // The next repaint: that change is drawn at the new deadline, not before.
        let next = 100 + 2 * Self.refresh
        try rig.repaint(at: next)
        #expect(rig.contentCommits == 2)
        #expect(rig.lateDrawDue)
        try rig.turn(at: next + Self.refresh - FramePacer.lateDrawingMargin)
        #expect(rig.contentCommits == 3)
        #expect(!rig.lateDrawDue)

        compositor.touchUp(0)
        try rig.turn(at: next + Self.refresh)
        #expect(rig.scene.app.activeTouchCount == 0)
    }

    @Test("D12, D6: with late drawing off, the same touch after the callback is committed in its own turn")
    func atOnceWithoutLateDrawing() throws {
        let rig = try Self.rig(drawsLate: false)
        defer { rig.scene.close() }
        let compositor = rig.scene.compositor
        try rig.repaint(at: 100)
        #expect(rig.contentCommits == 1)

        compositor.touchDown(0, x: 50, y: 50)
        try rig.turn(at: 100.002)
        #expect(rig.contentCommits == 2, "the idle compositor takes the frame at once (D6)")
        #expect(!rig.lateDrawDue)

        compositor.touchMotion(0, x: 60, y: 50)
        try rig.turn(at: 100.008)
        #expect(rig.contentCommits == 2, "busy: coalesced to the callback (D7)")
        try rig.repaint(at: 100 + Self.refresh)
        #expect(rig.contentCommits == 3, "the callback draws what was gathered")
        #expect(!rig.lateDrawDue)

        compositor.touchUp(0)
        try rig.turn(at: 100.03)
        #expect(rig.scene.app.activeTouchCount == 0)
    }

    /// A finger moving every 1/120 s from 100.004 s while the compositor repaints at 100 s
    /// and at 100.025 s (headless Weston's cycle): when the second repaint's deadline comes
    /// the input is steady. Returns the rig, the deadline, and the commits before the last
    /// input ahead of it.
    static func steadyStroke(onSteadyInput: Bool) throws -> (rig: Rig, deadline: Double, commits: Int) {
        let rig = try Self.rig(drawsLate: true, onSteadyInput: onSteadyInput)
        let compositor = rig.scene.compositor
        func input(_ k: Int) -> Double { 100.004 + Double(k) / 120 }
        try rig.repaint(at: 100)
        compositor.touchDown(0, x: 50, y: 50)
        try rig.turn(at: input(0))
        for k in 1...2 {
            compositor.touchMotion(0, x: 50 + Double(k), y: 50)
            try rig.turn(at: input(k))
        }
        try rig.repaint(at: 100.025)
        let deadline = 100.025 + Self.refresh - FramePacer.lateDrawingMargin
        compositor.touchMotion(0, x: 53, y: 50)
        try rig.turn(at: input(3))
        // The next input is expected before the deadline: the frame waits for it.
        #expect(input(4) < deadline && input(5) > deadline)
        #expect(rig.lateDrawDue, "a late draw is armed")
        let commits = rig.contentCommits
        compositor.touchMotion(0, x: 54, y: 50)
        try rig.turn(at: input(4))
        return (rig, deadline, commits)
    }

    @Test(
        "D13: in a steady stroke, the input whose successor is expected after the deadline is committed in its turn, no timer left"
    )
    func steadyInputCommitsAtOnce() throws {
        let (rig, deadline, commits) = try Self.steadyStroke(onSteadyInput: true)
        defer { rig.scene.close() }
        #expect(rig.view.lastPoint == Point(x: 54, y: 50))
        #expect(rig.contentCommits == commits + 1, "drawn on that input, before the deadline")
        #expect(!rig.lateDrawDue, "the deadline's timer is cancelled")
        try rig.turn(at: deadline)
        #expect(rig.contentCommits == commits + 1, "nothing more at the deadline: one commit per repaint")
        rig.scene.compositor.touchUp(0)
        try rig.turn(at: deadline + 0.01)
    }

    @Test("D13, D12: with late draws at the timer, the same input waits for the deadline")
    func timerModeWaitsForTheDeadline() throws {
        let (rig, deadline, commits) = try Self.steadyStroke(onSteadyInput: false)
        defer { rig.scene.close() }
        #expect(rig.contentCommits == commits, "not drawn on the input")
        #expect(rig.lateDrawDue)
        try rig.turn(at: deadline)
        #expect(rig.contentCommits == commits + 1, "drawn at the deadline")
        #expect(!rig.lateDrawDue)
        rig.scene.compositor.touchUp(0)
        try rig.turn(at: deadline + 0.01)
    }
}
