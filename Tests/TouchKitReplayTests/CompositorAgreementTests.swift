import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// What must come out the same whichever compositor runs the app: TouchTracker's
/// drawing, pixel for pixel; KWin's fractional scale drawn crisp; and recordings made
/// under one compositor (`TOUCHKIT_RECORD`) replayed under the others.
@MainActor
@Suite("The compositor matrix: the same app, the same result", .serialized)
struct CompositorAgreementTests {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let canvas = Color(white: 0.96)

    @Test(
        "E2, D1: TouchTracker's lines are drawn, and the screenshots agree pixel for pixel under the three compositors")
    func screenshotsAgree() throws {
        var ends: [Compositor: ImageSurface] = [:]
        for compositor in Compositor.allCases {
            let run = try CompositorRun(
                compositor, app: "TouchTracker",
                replaying: try CompositorRun.recording("TouchTracker/three-fingers.touches"),
                options: ReplayOptions(captureAt: [400], captureAtEnd: true), name: "lines")
            let (held, after) = (try run.image(at: 400), try run.image(at: nil))
            for y in [150.0, 320, 490] {
                let band = Rect(x: 160, y: y - 6, width: 280, height: 12)
                #expect(
                    held.count(of: Self.red, tolerance: 0.08, in: band) > 20, "\(compositor): a red line along y = \(y)"
                )
                #expect(after.count(of: .black, tolerance: 0.08, in: band) > 20, "\(compositor): black once lifted")
            }
            #expect(
                CompositorRun.f5Violations(run.trace).isEmpty, "\(compositor): \(CompositorRun.f5Violations(run.trace))"
            )
            ends[compositor] = after
        }
        let weston = try #require(ends[.weston])
        for compositor in [Compositor.kwin, .mutter] {
            let image = try #require(ends[compositor])
            let comparison = ImageComparison(image, reference: weston, channelTolerance: 8)
            #expect(
                comparison.sizesMatch && comparison.differingFraction < 0.001,
                "\(compositor) against Weston: \(comparison.summary)")
        }
    }

    @Test("D1, D5: under KWin at scale 1.5 the buffers are fractional and the lines crisp")
    func kwinFractionalScale() throws {
        let run = try CompositorRun(
            .kwin, app: "TouchTracker", replaying: try CompositorRun.recording("TouchTracker/three-fingers.touches"),
            options: ReplayOptions(captureAtEnd: true), scale: 1.5, name: "scale-1.5")
        let image = try run.image(at: nil)
        #expect(image.width == 1536 && image.height == 960, "a 1024x640 output at 1.5: \(image.width)x\(image.height)")
        // A crossing of the finished line along y = 150 at x = 300 (pixels 450, 225):
        // a 4-point line is 6 pixels of black at 1.5, with at most one blended pixel
        // on each side. A buffer drawn at 1 and scaled up would be blurred wider.
        let column = Rect(x: 450, y: 225 - 20, width: 1, height: 40)
        let black = image.count(of: .black, tolerance: 0.05, in: column)
        let blended = 40 - black - image.count(of: Self.canvas, tolerance: 0.03, in: column)
        #expect((5...7).contains(black), "6 pixels of black across the line: \(black)")
        #expect(blended <= 2, "at most a pixel of blending on each side: \(blended)")
        #expect(CompositorRun.f5Violations(run.trace).isEmpty)
    }

    @Test("W1, W3, F5: TOUCHKIT_RECORD files made under each compositor replay identically under the others")
    func recordingsReplayAcross() throws {
        var script = RecordingScript(windowSize: Size(width: 1024, height: 640))
        script.down(0, at: Point(x: 200, y: 150))
        script.frame()
        script.wait(16)
        script.down(1, at: Point(x: 600, y: 400))
        script.frame()
        for step in 1...6 {
            script.wait(16)
            script.move(0, to: Point(x: 200 + 30 * Double(step), y: 150 + 10 * Double(step)))
            script.move(1, to: Point(x: 600 - 20 * Double(step), y: 400))
            script.frame()
        }
        // The points each finger passes: a compositor may send the down with the next
        // motions in one frame (Mutter on a busy machine), and the touch begins farther
        // along its path (`agree`); where it ends must agree exactly.
        let paths: [Int: [Point]] = [
            0: (0...6).map { Point(x: 200 + 30 * Double($0), y: 150 + 10 * Double($0)) },
            1: (0...6).map { Point(x: 600 - 20 * Double($0), y: 400) },
        ]
        script.wait(40)
        script.up(1)
        script.frame()
        script.wait(40)
        script.up(0)
        script.frame()
        let reference = CompositorRun.fingerSummary(
            try CompositorRun(
                .weston, app: "TouchDots", replaying: script.recording, options: ReplayOptions(), name: "script"
            ).trace)
        #expect(
            reference == [
                "dots/0#1": "began (200,150) moved ended (380,210)",
                "dots/1#1": "began (600,400) moved ended (480,400)",
            ], "\(reference)")
        for maker in Compositor.allCases {
            let file = NSTemporaryDirectory() + "touchkit-tests/matrix-recorded-\(maker)-\(getpid()).touches"
            try? FileManager.default.removeItem(atPath: file)
            let made = try CompositorRun(
                maker, app: "TouchDots", replaying: script.recording, options: ReplayOptions(), name: "record",
                environment: [TouchRecorder.environmentVariable: file])
            let delivered = CompositorRun.fingerSummary(made.trace)
            #expect(
                Self.agree(delivered, reference, paths: paths),
                "\(maker) delivered the script as Weston did: \(delivered) against \(reference)")
            let recorded = try TouchRecording(contentsOf: file)
            for player in Compositor.allCases where player != maker {
                let replayed = try CompositorRun(
                    player, app: "TouchDots", replaying: recorded, options: ReplayOptions(), name: "from-\(maker)")
                let summary = CompositorRun.fingerSummary(replayed.trace)
                #expect(
                    Self.agree(summary, reference, paths: paths),
                    "recorded under \(maker), replayed under \(player): \(summary) against \(reference)")
                #expect(CompositorRun.f5Violations(replayed.trace).isEmpty)
            }
        }
    }

    /// Whether two finger summaries (``CompositorRun/fingerSummary(_:)``, keyed
    /// `view/id#n`) agree: the same fingers, ended (or cancelled) at the same points, each
    /// beginning at a point of its finger's path (`paths`, by touch id). A compositor may
    /// send a down and the next motions in one `wl_touch` frame (Mutter sends the frame only
    /// when no more input is queued, `send_or_queue_frame_event` in meta-wayland-touch.c):
    /// the touch then begins where that frame leaves it, after fewer moves or none.
    static func agree(_ summary: [String: String], _ reference: [String: String], paths: [Int: [Point]]) -> Bool {
        guard Set(summary.keys) == Set(reference.keys) else { return false }
        return reference.allSatisfy { key, expected in
            guard let actual = summary[key] else { return false }
            // "began (x,y)" and what follows it, moved or not.
            let split = { (line: String) in
                line.firstIndex(of: ")").map {
                    (line[...$0], line[line.index(after: $0)...].replacingOccurrences(of: " moved", with: ""))
                }
            }
            guard let (began, rest) = split(actual), let (_, expectedRest) = split(expected), rest == expectedRest,
                let id = key.split(separator: "#").first?.split(separator: "/").last.flatMap({ Int($0) }),
                let path = paths[id]
            else { return false }
            return path.contains { began == "began (\(Int($0.x)),\(Int($0.y)))" }
        }
    }
}
