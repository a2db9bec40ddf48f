import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The shared replay procedure of `replay` and `demo`.
enum ReplayRun {
    /// Starts a session (Weston, KWin or Mutter), launches the app, replays, checks delivery and reports.
    /// - Parameters:
    ///   - recording: The recording.
    ///   - app: The app and its arguments.
    ///   - options: Pacing, captures, window size policy.
    ///   - out: The output directory.
    ///   - size: The output size in points.
    ///   - scale: The output's integer scale.
    ///   - environment: Variables the app gets on top of the session's.
    ///   - compositor: The headless compositor to run (Weston by default).
    static func perform(
        recording: TouchRecording, app: [String], options: ReplayOptions, out: String, size: (Int, Int), scale: Int = 1,
        environment: [String: String] = [:], compositor: Compositor = .weston
    ) throws {
        // Weston and the app never outlive this command: SIGTERM, SIGINT or a crash
        // here ends them too (and `setpriv --pdeathsig` covers SIGKILL).
        ChildGuard.installSignalHandlers()
        let outDir = URL(fileURLWithPath: out).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        let failure: String? = MainActor.assumeIsolated {
            var appLogs: AppProcess?
            do {
                let session = try ReplaySessions.start(
                    compositor, width: size.0, height: size.1, scale: Double(scale), outputDirectory: outDir)
                defer { session.stop() }
                // A TouchKit app records what it receives: a replay it received nothing of fails.
                let received = outDir + "/received.touches"
                let process = try session.launch(
                    executable: app[0], arguments: Array(app.dropFirst()),
                    environment: environment.merging([TouchRecorder.environmentVariable: received]) { $1 })
                appLogs = process
                let window = try session.waitForToplevel(
                    of: process, appID: nil, timeout: compositor == .weston ? 10 : 15)
                var options = options
                let display = ProgressDisplay()
                options.progress = { display.show($0) }
                let result: ReplayResult
                do {
                    result = try session.replay(recording, into: window, options: options)
                    display.finish()
                } catch {
                    display.finish()
                    throw error
                }
                if let mismatch = result.windowSizeMismatch {
                    print("warning: \(mismatch)")
                }
                switch DeliveryCheck.check(sent: recording, receivedAt: received) {
                case .nothing(let sent):
                    return
                        "the app received none of the \(sent) events sent (its \(TouchRecorder.environmentVariable) file \(received) has none)"
                case .received(let downs, let sent) where downs < sent:
                    print("note: the app received \(downs) of the \(sent) touches sent (\(received))")
                case .unknown:
                    print(
                        "note: cannot tell whether the app received the touches: it wrote no \(TouchRecorder.environmentVariable) file (only TouchKit apps do)"
                    )
                case .received:
                    break
                }
                print("replayed \(result.frames) frames in \(String(format: "%.2f", result.duration)) s")
                for capture in result.captures { print("screenshot: \(capture.path)") }
                if let trace = process.tracePath { print("dispatch trace: \(trace)") }
                print("app output: \(process.stdoutPath) (standard error: \(process.stderrPath))")
                return nil
            } catch {
                if let sessionError = error as? SessionError, case .appCrashed(let exit) = sessionError {
                    return "the app crashed during the replay: \(exit)"
                }
                let logs =
                    appLogs.map { "; the app's output: \($0.stdoutPath) (standard error: \($0.stderrPath))" } ?? ""
                return "\(error)\(logs)"
            }
        }
        if let failure {
            FileHandle.standardError.write(Data("touchkit: \(failure)\n".utf8))
            throw ExitCode.failure
        }
    }
}
