import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `touchkit replay`: one recording into one app, with screenshots and the dispatch trace.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording into an app under a private headless Weston (or KWin, Mutter).",
        discussion: """
            Starts a private headless Weston with the replay module (its own runtime \
            directory and socket, never yours), launches the app with TOUCHKIT_TRACE \
            pointing into the output directory, waits until its window can be touched, \
            replays the recording, captures screenshots, and stops everything it started. \
            Each run starts afresh: the trace, captures and logs an earlier run left in \
            the output directory are removed first. The app's standard output and error \
            are kept there (<app>-0.stdout.log, <app>-0.stderr.log). Exits non-zero when \
            the recording is malformed (nothing is launched), the app never maps a \
            window, or it crashes or exits during the replay; a crash is reported with \
            its signal or status and the line that says why. A recording made for \
            another window size ('# window') fails when positions fall outside the \
            app's window, unless --fit-to-window scales them or --allow-outside sends \
            them as they are, with a warning (a touch whose first finger goes down \
            outside the window reaches no app under any compositor, so that fails \
            even then). A recording with no events has nothing to \
            replay: that is said, nothing is launched, and the status is 0. A TouchKit app \
            records what it receives (TOUCHKIT_RECORD=<out>/received.touches); a replay it \
            received nothing of fails. The replay ends, and captures are taken, only once \
            the app has read and dispatched every event sent. Weston and \
            the app never outlive the command: SIGTERM, SIGINT, SIGHUP or a crash ends \
            them too.
            """)

    @Argument(help: "The recording (touchkit-recording 1).")
    var recording: String

    @Option(help: "Play at this many times the recorded speed.")
    var speed: Double = 1

    @Flag(help: "Replay as fast as the app reads its socket.")
    var fast = false

    @Option(
        name: .customLong("capture-at"), parsing: .singleValue,
        help: "Recording times (ms) to capture at; comma-separated or repeated.")
    var captureAt: [String] = []

    @Flag(name: .customLong("capture-end"), help: "Capture after the last event, on the frame the app drew in answer.")
    var captureEnd = false

    @Flag(name: .customLong("omit-last-up-frame"), help: "Reproduce Weston 10's missing frame after the last up.")
    var omitLastUpFrame = false

    @Option(help: "Where screenshots, the trace and logs go.")
    var out: String = "out/replay"

    @Option(help: "The output size, WxH.")
    var size: String = "1024x640"

    @OptionGroup var target: ReplayTarget

    func validate() throws {
        guard parsedSize != nil else { throw ValidationError("--size takes WxH, e.g. 1024x640") }
        guard speed > 0 else { throw ValidationError("--speed must be positive") }
        _ = try captureTimes()
    }

    var parsedSize: (Int, Int)? {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else { return nil }
        return (parts[0], parts[1])
    }

    func captureTimes() throws -> [Double] {
        try captureAt.flatMap { $0.split(separator: ",") }.map { text in
            guard let ms = Double(text), ms >= 0 else {
                throw ValidationError("--capture-at takes milliseconds, got '\(text)'")
            }
            return ms
        }
    }

    func run() throws {
        let recording: TouchRecording
        do {
            recording = try TouchRecording(contentsOf: self.recording)
            // What the compositor would refuse, found before anything is launched.
            try recording.checkForReplay(fileName: self.recording)
            if target.compositorOption.compositor == .weston {
                try HeadlessSession.checkInjectable(recording, fileName: self.recording)
            }
        } catch {
            // file:line: what was expected; nothing is launched.
            FileHandle.standardError.write(Data("touchkit: \(error)\n".utf8))
            throw ExitCode.failure
        }
        guard !recording.events.isEmpty || !recording.keys.isEmpty || !recording.pointerEvents.isEmpty else {
            print("nothing to replay: \(self.recording) has no events")
            return
        }
        let options = ReplayOptions(
            pacing: fast ? .fast : .recorded(speed: speed), lastUpFrame: omitLastUpFrame ? .omit : .send,
            captureAt: try captureTimes(), captureAtEnd: captureEnd, windowSizePolicy: target.session.windowSizePolicy)
        try target.replay(recording, options: options, out: out, size: parsedSize!)
    }
}
