import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording

/// `touchkit record`: runs an app on the user's compositor with `TOUCHKIT_RECORD` set,
/// so that the touches it receives are written to a recording.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run an app on your compositor and record the touches it receives.",
        discussion: """
            Launches the app on the compositor you are running (the socket named by \
            WAYLAND_DISPLAY, relative to XDG_RUNTIME_DIR unless it is absolute) with \
            TOUCHKIT_RECORD=<output>, so a TouchKit app writes every wl_touch event it \
            receives (down, motion, up, shape, orientation, cancel, frame) to the file as \
            it happens. Touch the app's window, then quit it (or press Ctrl-C, which is \
            passed on to the app). The rest of the environment is passed through, and \
            touchkit exits with the app's status (128 + the signal number when a signal \
            ended it). On success it prints how many events were recorded.

            The app must be built with TouchKit: it is TouchKit's Wayland backend that \
            reads TOUCHKIT_RECORD. Setting the variable yourself does the same:
              TOUCHKIT_RECORD=my.touches .build/debug/MyApp

            With no touchscreen, press the primary mouse button in the window: the mouse \
            acts as a finger. Those events are marked 'pointer'; 'touchkit replay' injects \
            them as a mouse, and --pointer writes them as touches instead. When no touch \
            arrived at all, that is said plainly and the status is non-zero.

            Look at the result with 'touchkit show', replay it with 'touchkit replay'. \
            Without any touch device, write a recording with 'touchkit script'.
            """)

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "The recording to write (replaced if it exists).", valueName: "file.touches"))
    var output: String

    @Flag(
        help: ArgumentHelp(
            "Record the mouse as a finger: presses of the primary button become touches 'touchkit replay' can inject."))
    var pointer = false

    @Argument(
        parsing: .postTerminator,
        help: ArgumentHelp(
            "The app and its arguments, after --.", valueName: "app"))
    var app: [String] = []

    func validate() throws {
        guard !app.isEmpty else { throw ValidationError("name the app after --, e.g. -- .build/debug/TouchDots") }
        guard !output.isEmpty else { throw ValidationError("-o needs a file name") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        if let problem = WaylandSocket.problem(in: environment) { fail(problem) }

        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        let directory = URL(fileURLWithPath: outputPath).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            fail("\(output): the directory \(directory) does not exist")
        }
        // A stale file from an earlier run must not pass for this run's recording.
        if FileManager.default.fileExists(atPath: outputPath) {
            do {
                try FileManager.default.removeItem(atPath: outputPath)
            } catch {
                fail("\(output): cannot replace the file: \(error.localizedDescription)")
            }
        }

        var childEnvironment = environment
        childEnvironment[TouchRecorder.environmentVariable] = outputPath
        if pointer { childEnvironment["TOUCHKIT_POINTER_AS_TOUCH"] = "1" }
        let status: ChildStatus
        do {
            status = try ForegroundChild.run(app, environment: childEnvironment)
        } catch {
            fail("\(error)")
        }

        let exitCode = status.exitCode
        let failureCode = exitCode == 0 ? 1 : exitCode
        guard FileManager.default.fileExists(atPath: outputPath) else {
            fail(
                "no touch device or pointer-as-touch event arrived: \(app[0]) wrote no recording to \(output) (\(status)). "
                    + "Only a TouchKit app records (its Wayland backend reads \(TouchRecorder.environmentVariable)), "
                    + "once the compositor gives it a seat; for another app, log its touches with wev and use 'touchkit import-wev'",
                code: failureCode)
        }
        var recording: TouchRecording
        do {
            recording = try TouchRecording(contentsOf: output)
        } catch {
            // A file cut short before its header was written holds no events either.
            let size = (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0
            fail(size == 0 ? Self.nothingArrived(app[0], status) : "\(error)", code: failureCode)
        }
        guard !recording.events.isEmpty || !recording.keys.isEmpty || !recording.pointerEvents.isEmpty else {
            fail(Self.nothingArrived(app[0], status), code: failureCode)
        }
        var how = ""
        if pointer, recording.pointerEventCount > 0 {
            recording = recording.pointerAsTouch
            do {
                try recording.write(to: outputPath)
            } catch {
                fail("\(error)", code: failureCode)
            }
            how = " (the mouse recorded as a finger)"
        } else if recording.pointerEventCount > 0 {
            how =
                "; \(recording.pointerEventCount) are the mouse acting as a finger (marked 'pointer'), which "
                + "'touchkit replay' replays as a mouse: record with --pointer to write them as touches"
        }
        let summary = Self.summary(of: recording) + how
        if exitCode == 0 {
            print("recorded \(summary) to \(output)")
        } else {
            FileHandle.standardError.write(Data("touchkit: \(app[0]) \(status); \(output) holds \(summary)\n".utf8))
            throw ExitCode(exitCode)
        }
    }

    /// The plain sentence for a recording with no events.
    static func nothingArrived(_ app: String, _ status: ChildStatus) -> String {
        "no touch device or pointer-as-touch event arrived: \(app) received no touch (\(status)). "
            + "Touch its window on a touchscreen, or press the primary mouse button in it "
            + "(the mouse acts as a finger; add --pointer to record it as one), then quit the app"
    }

    /// `12 events (2 contacts, 340.5 ms)`.
    static func summary(of recording: TouchRecording) -> String {
        let contacts = recording.events.filter { if case .down = $0.kind { true } else { false } }.count
        let events = recording.events.count
        return "\(events) event\(events == 1 ? "" : "s") (\(contacts) contact\(contacts == 1 ? "" : "s"), "
            + "\(formatMilliseconds(recording.duration)))"
    }
}

/// A duration for people: `340 ms`, `340.5 ms` or `2.35 s`.
/// - Parameter milliseconds: The duration in milliseconds.
func formatMilliseconds(_ milliseconds: Double) -> String {
    if milliseconds >= 10_000 { return String(format: "%.1f s", milliseconds / 1000) }
    if milliseconds >= 1000 { return String(format: "%.2f s", milliseconds / 1000) }
    if milliseconds == milliseconds.rounded() { return "\(Int(milliseconds)) ms" }
    return String(format: "%.1f ms", milliseconds)
}
