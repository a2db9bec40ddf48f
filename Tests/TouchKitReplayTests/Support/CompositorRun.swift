import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// One app run under one compositor for the compositor matrix: a fresh session, the
/// app, a replay, then the app's trace and captures. The session is stopped before this
/// returns; its output directory (logs, traces, captures) stays.
@MainActor
struct CompositorRun {
    let compositor: Compositor
    let result: ReplayResult
    let trace: DispatchTrace
    let app: AppProcess
    let outputDirectory: String

    /// Seconds spent in sessions per compositor, for the matrix's timing line.
    static var seconds: [Compositor: Double] = [:]

    /// A built product of this package (`.build/debug/<name>`).
    static func product(_ name: String) throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(name) is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        return path
    }

    /// A recording in `Tests/Recordings`.
    static func recording(_ name: String) throws -> TouchRecording {
        try TouchRecording(contentsOf: ToolLocator.packageRoot + "/Tests/Recordings/" + name)
    }

    /// Starts `compositor`, launches `app`, replays `recording` into it.
    /// - Parameters:
    ///   - compositor: Weston, KWin or Mutter.
    ///   - app: A product name (TouchDots, MoveMe, …).
    ///   - recording: What to replay.
    ///   - options: Pacing and captures.
    ///   - scale: The output scale.
    ///   - name: Names the output directory.
    ///   - environment: Extra variables for the app.
    ///   - before: Runs with the session and window before the replay.
    ///   - after: Runs with the session and window after the replay was dispatched,
    ///     before the session stops (to wait for a state, say).
    init(
        _ compositor: Compositor, app product: String, replaying recording: TouchRecording, options: ReplayOptions,
        scale: Double = 1, name: String, environment: [String: String] = [:],
        before: ((any ReplaySession, Toplevel) throws -> Void)? = nil,
        after: ((any ReplaySession, Toplevel) throws -> Void)? = nil
    ) throws {
        let started = Date()
        defer {
            let took = Date().timeIntervalSince(started)
            Self.seconds[compositor, default: 0] += took
            print(
                "matrix: \(compositor) \(name) \(String(format: "%.1f", took)) s "
                    + "(\(compositor) so far \(String(format: "%.1f", Self.seconds[compositor] ?? 0)) s)")
        }
        self.compositor = compositor
        let out = NSTemporaryDirectory() + "touchkit-tests/matrix-\(compositor)-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        outputDirectory = out
        let session = try ReplaySessions.start(compositor, scale: scale, outputDirectory: out)
        defer { session.stop() }
        app = try session.launch(executable: try Self.product(product), arguments: [], environment: environment)
        let window = try session.waitForToplevel(of: self.app, appID: nil, timeout: 60)
        try before?(session, window)
        result = try session.replay(recording, into: window, options: options)
        _ = try session.waitUntilDispatched(window, timeout: 60)
        try after?(session, window)
        #expect(self.app.isRunning, "\(product) still runs under \(compositor): \(self.app.stderrTail())")
        trace = Self.renumbered(try DispatchTrace(contentsOf: self.app.tracePath ?? out + "/trace.jsonl"))
    }

    /// The trace with touch ids renumbered 0, 1, 2, … in order of first appearance:
    /// Mutter numbers touches its own way (320, 321, …), Weston and KWin from 0, and a
    /// TouchKit app's trace shows the compositor's ids. An id that comes back after its
    /// touch ended (Weston and KWin reuse them) keeps its number.
    static func renumbered(_ trace: DispatchTrace) -> DispatchTrace {
        var copy = trace
        var numbers: [String: String] = [:]
        for index in copy.records.indices {
            for touchIndex in copy.records[index].touches.indices {
                let id = copy.records[index].touches[touchIndex].id
                if numbers[id] == nil { numbers[id] = String(numbers.count) }
                copy.records[index].touches[touchIndex].id = numbers[id]!
            }
        }
        return copy
    }

    /// The capture taken at `time` (ms), or at the end for `nil`.
    func image(at time: Double?) throws -> ImageSurface {
        try #require(result.captures.first { $0.recordingTime == time }, "a capture at \(String(describing: time))")
            .image()
    }

    /// SPEC F5 per receiver: every touch that began at a responder ends there exactly
    /// once (ended or cancelled), nothing moves or ends that did not begin, nothing is
    /// left open. Returns the violations, empty when F5 holds.
    static func f5Violations(_ trace: DispatchTrace) -> [String] {
        var open: Set<String> = []
        var problems: [String] = []
        for record in trace.records where record.method != .touchesStationary {
            for touch in record.touches {
                let key = "\(record.responder)#\(record.identifier ?? "")/\(touch.id)"
                switch record.method {
                case .touchesBegan:
                    if !open.insert(key).inserted { problems.append("line \(record.line): \(key) began twice") }
                case .touchesMoved:
                    if !open.contains(key) { problems.append("line \(record.line): \(key) moved without beginning") }
                case .touchesEnded, .touchesCancelled:
                    if open.remove(key) == nil {
                        problems.append("line \(record.line): \(key) ended without beginning")
                    }
                case .touchesStationary:
                    break
                }
            }
        }
        return problems + open.sorted().map { "\($0) never ended" }
    }

    /// What each finger did at each receiver, independent of how the compositor grouped
    /// frames into calls: per receiver and touch, the phases in order without repeated
    /// moves, where it began and where it ended.
    static func fingerSummary(_ trace: DispatchTrace) -> [String: String] {
        var summary: [String: String] = [:]
        var serial: [String: Int] = [:]
        for record in trace.records where record.method != .touchesStationary {
            for touch in record.touches {
                let base = "\(record.identifier ?? record.responder)/\(touch.id)"
                if record.method == .touchesBegan { serial[base, default: 0] += 1 }
                let key = base + "#\(serial[base, default: 0])"
                let point = "(\(Int(touch.x.rounded())),\(Int(touch.y.rounded())))"
                switch record.method {
                case .touchesBegan: summary[key] = "began \(point)"
                case .touchesMoved:
                    if !(summary[key] ?? "").hasSuffix("moved") { summary[key, default: ""] += " moved" }
                case .touchesEnded: summary[key, default: ""] += " ended \(point)"
                case .touchesCancelled: summary[key, default: ""] += " cancelled"
                case .touchesStationary: break
                }
            }
        }
        return summary
    }
}
