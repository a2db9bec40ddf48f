import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// TouchTracker (`examples/TouchTracker`, SPEC E2) under a real headless Weston: the
/// recordings in `Tests/Recordings/TouchTracker` are replayed into a fresh app, and the
/// captures are searched for red lines (in progress) and black ones (finished), one
/// band per finger, with the dispatch trace of the canvas beside them.
@MainActor
@Suite("TouchTracker under headless Weston", .serialized)
struct TouchTrackerReplayTests {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let black = Color.black
    static let tolerance = 0.08

    /// What one replay left: the captures in time order and the canvas's trace.
    struct Run {
        var captures: [ImageSurface]
        var canvas: [TraceRecord]
    }

    static func replay(_ name: String, captureAt times: [Double]) throws -> Run {
        let app = ToolLocator.packageRoot + "/.build/debug/TouchTracker"
        guard FileManager.default.isExecutableFile(atPath: app) else {
            Issue.record("TouchTracker is not built at \(app): run `swift build` (make test does)")
            throw CancellationError()
        }
        let recording = try TouchRecording(
            contentsOf: ToolLocator.packageRoot + "/Tests/Recordings/TouchTracker/\(name).touches")
        let out = NSTemporaryDirectory() + "touchkit-tests/touchtracker-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
        defer { session.stop() }
        let process = try session.launch(executable: app)
        let window = try session.waitForToplevel(of: process, timeout: 10)
        #expect(window.appID == "TouchTracker")
        let result = try session.replay(
            recording, into: window, options: ReplayOptions(pacing: .recorded, captureAt: times, captureAtEnd: true))
        try session.dispatch(for: 0.05)
        #expect(process.isRunning, "TouchTracker is still running: \(process.stderrTail())")
        let trace = try DispatchTrace(contentsOf: process.tracePath ?? out + "/trace.jsonl")
        return Run(captures: try result.captures.map { try $0.image() }, canvas: trace.records(identifier: "canvas"))
    }

    /// Whether `image` has pixels of `color` in the band `rect` (window points).
    static func has(_ color: Color, in rect: Rect, _ image: ImageSurface) -> Bool {
        image.count(of: color, tolerance: tolerance, in: rect) > 20
    }

    /// A horizontal band round the line a finger drew along `y`, from `x0` to `x1`.
    static func row(_ y: Double, from x0: Double = 150, to x1: Double = 450) -> Rect {
        Rect(x: x0 + 10, y: y - 6, width: x1 - x0 - 20, height: 12)
    }

    @Test("E2, T1, T4: three fingers draw three red lines, black once lifted")
    func threeFingers() throws {
        let run = try Self.replay("three-fingers", captureAt: [400])
        let (held, after) = (run.captures[0], run.captures[1])
        for y in [150.0, 320, 490] {
            #expect(Self.has(Self.red, in: Self.row(y), held), "a red line along y = \(y) while held")
            #expect(!Self.has(Self.black, in: Self.row(y), held))
            #expect(Self.has(Self.black, in: Self.row(y), after), "a black line along y = \(y) after the lift")
            #expect(!Self.has(Self.red, in: Self.row(y), after))
        }
        #expect(after.boundingBox(of: Self.red, tolerance: Self.tolerance) == nil, "nothing red is left")
        #expect(run.canvas.first?.method == .touchesBegan && run.canvas.first?.touches.count == 3, "one call, T4")
        #expect(run.canvas.last?.touches.map(\.phase) == [.ended, .ended, .ended])
    }

    @Test("E2, T7: ten fingers at once draw ten lines")
    func tenFingers() throws {
        let run = try Self.replay("ten-fingers", captureAt: [400])
        let (held, after) = (run.captures[0], run.captures[1])
        for i in 0..<10 {
            let column = Rect(x: 80 + 95 * Double(i) - 6, y: 120, width: 12, height: 360)
            #expect(Self.has(Self.red, in: column, held), "finger \(i)'s red line")
            #expect(Self.has(Self.black, in: column, after), "finger \(i)'s black line")
        }
        #expect(run.canvas.first?.touches.count == 10, "all ten fingers reach the canvas together")
    }

    @Test("E2, F4: a cancel removes the lines in progress and keeps the finished one")
    func cancel() throws {
        let run = try Self.replay("cancel", captureAt: [500])
        let (held, after) = (run.captures[0], run.captures[1])
        for y in [300.0, 450] {
            #expect(Self.has(Self.red, in: Self.row(y, to: 600), held), "a red line along y = \(y) before the cancel")
            #expect(!Self.has(Self.red, in: Self.row(y, to: 600), after), "gone after the cancel")
            #expect(!Self.has(Self.black, in: Self.row(y, to: 600), after), "and not finished")
        }
        #expect(Self.has(Self.black, in: Self.row(80, from: 100, to: 400), after), "the finished line stays")
        #expect(run.canvas.last?.method == .touchesCancelled)
        #expect(Set(run.canvas.last?.touches.map(\.id) ?? []) == ["1", "2"])
    }

    @Test("E2, T6: a double tap clears the canvas")
    func doubleTapClears() throws {
        let run = try Self.replay("double-tap-clears", captureAt: [450])
        let (before, after) = (run.captures[0], run.captures[1])
        #expect(Self.has(Self.black, in: Self.row(200, from: 100, to: 500), before))
        #expect(Self.has(Self.black, in: Self.row(350, from: 100, to: 500), before))
        #expect(after.boundingBox(of: Self.black, tolerance: Self.tolerance) == nil, "no line is left")
        #expect(
            run.canvas.compactMap { $0.method == .touchesBegan ? $0.touches.first?.tapCount : nil }.suffix(2) == [1, 2])
    }
}
