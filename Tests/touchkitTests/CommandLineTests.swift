import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The `touchkit` command-line tool, run as the built binary
/// (`.build/debug/touchkit`; build it with `swift build --product touchkit` first).
///
/// `show` and `import-wev` run on files; `record` runs TouchDots under a private
/// headless Weston, the way a user runs it on their own compositor.
@Suite("touchkit command line", .serialized)
struct CommandLineTests {
    static let binary = ToolLocator.packageRoot + "/.build/debug/touchkit"
    static let recordings = ToolLocator.packageRoot + "/Tests/Recordings/Real"
    static let touchDots = ToolLocator.packageRoot + "/.build/debug/TouchDots"

    /// What a run of the tool gave.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the built `touchkit` and waits for it.
    static func touchkit(_ arguments: [String], environment: [String: String]? = nil) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            Issue.record("\(binary) is missing: build it with 'swift build --product touchkit' before the tests")
            throw CancellationError()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a chatty run never blocks. The
        // reader thread hands its data over under a lock (the thread sanitizer sees no
        // ordering in polling `Thread.isFinished`).
        let errBox = LockedData()
        let reader = Thread { errBox.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var errData = errBox.take()
        while errData == nil {
            usleep(1000)
            errData = errBox.take()
        }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData ?? Data(), as: UTF8.self))
    }

    /// Data one thread hands to another, under a lock.
    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?

        func set(_ value: Data) { lock.withLock { data = value } }
        func take() -> Data? { lock.withLock { data } }
    }

    /// A fresh empty directory for one test.
    static func directory(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-cli-tests/\(name)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func showDrawsEachContactInItsOwnColour() throws {
        let dir = try Self.directory("show")
        let png = dir + "/four.png"
        let run = try Self.touchkit([
            "show", Self.recordings + "/real-atmel-four-finger-drag.touches", "-o", png,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("4 contacts"))
        let image = try ImageSurface(contentsOfPNG: png)
        #expect(image.width == 1024 && image.height == 640)  // its `# window 1024x640`
        let drawn = image.count(notMatching: Color(white: 0.97), tolerance: 0.03)
        #expect(drawn > 3000, "only \(drawn) pixels differ from the background")

        // Saturated colours covering many pixels are the contacts' paths and dots.
        var counts: [UInt32: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width {
                counts[image.pixel(x: x, y: y), default: 0] += 1
            }
        }
        let pathColours = counts.filter { pixel, count in
            let r = Int((pixel >> 16) & 0xff)
            let g = Int((pixel >> 8) & 0xff)
            let b = Int(pixel & 0xff)
            return count >= 150 && pixel >> 24 == 0xff && max(r, g, b) - min(r, g, b) > 100
        }
        #expect(pathColours.count >= 4, "path colours: \(pathColours)")
    }

    @Test("P73: show draws a pen stroke as wide as its pressure, and a scroll as an arrow")
    func p73ShowDrawsPenAndScroll() throws {
        let dir = try Self.directory("show-pen")
        let file = dir + "/pen.touches"
        var text = "touchkit-recording 1\n# window 300x200\n0 pen 1 hover 20 50 0 0 0 0.5\n"
        for step in 0...26 {
            let x = 20 + step * 10
            let phase = step == 0 ? "down" : "move"
            text += "\(16 + step * 8) pen 1 \(phase) \(x) 50 \(Double(step) / 26) 0 0 0\n"
        }
        text += "300 pen 1 up 280 50 0 0 0 0\n310 pen 1 leave 280 50 0 0 0 1\n"
        text += "320 hover 240 110\n330 axis wheel 0 10 0 1\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try Self.touchkit(["show", file, "-o", dir + "/pen.png"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try ImageSurface(contentsOfPNG: dir + "/pen.png")
        #expect(image.width == 300 && image.height == 200)
        func thickness(atX x: Int) -> Int {
            (30..<70).filter { y in
                let pixel = image.pixel(x: x, y: y)
                let r = Int((pixel >> 16) & 0xff)
                let g = Int((pixel >> 8) & 0xff)
                let b = Int(pixel & 0xff)
                return max(r, g, b) < 110 && max(r, g, b) - min(r, g, b) < 20
            }.count
        }
        let thin = thickness(atX: 45)
        let thick = thickness(atX: 255)
        #expect(thin >= 1 && thick >= thin + 4, "thin \(thin), thick \(thick)")
        // The arrow: blue pixels below the pointer's place, pointing down (the legend
        // covers the bottom-left corner).
        var blue = 0
        for y in 105..<140 {
            for x in 230..<250 {
                let pixel = image.pixel(x: x, y: y)
                if Int(pixel & 0xff) > 150 && Int((pixel >> 16) & 0xff) < 100 { blue += 1 }
            }
        }
        #expect(blue >= 15, "\(blue) blue pixels")
    }

    @Test func showHonoursSize() throws {
        let dir = try Self.directory("show-size")
        let run = try Self.touchkit([
            "show", Self.recordings + "/real-atmel-four-finger-drag.touches", "-o", dir + "/small.png",
            "--size", "512x320",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try ImageSurface(contentsOfPNG: dir + "/small.png")
        #expect(image.width == 512 && image.height == 320)
    }

    @Test func showRejectsAMalformedRecordingAndWritesNothing() throws {
        let dir = try Self.directory("show-bad")
        let bad = dir + "/bad.touches"
        try "touchkit-recording 1\n# window 200x100\n0 down 0 10 10\n5 motion 0 12\n".write(
            toFile: bad, atomically: true, encoding: .utf8)
        let run = try Self.touchkit(["show", bad, "-o", dir + "/bad.png"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(bad):4:"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["bad.touches"])
    }

    @Test func showDrawsAnEmptyRecordingAndSaysSo() throws {
        let dir = try Self.directory("show-empty")
        let empty = dir + "/empty.touches"
        try "touchkit-recording 1\n# window 300x200\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let run = try Self.touchkit(["show", empty, "-o", dir + "/empty.png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("empty picture") && run.stdout.contains("no events"), "\(run.stdout)")
        let image = try ImageSurface(contentsOfPNG: dir + "/empty.png")
        #expect(image.width == 300 && image.height == 200)
    }

    @Test func replayOfAnEmptyRecordingSaysThereIsNothingToReplay() throws {
        let dir = try Self.directory("replay-empty")
        let empty = dir + "/empty.touches"
        try "touchkit-recording 1\n".write(toFile: empty, atomically: true, encoding: .utf8)
        // The app would fail at once if it were launched: nothing is.
        let run = try Self.touchkit(["replay", empty, "--out", dir + "/out", "--", "/bin/false"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("nothing to replay"), "\(run.stdout)")
    }

    @Test(
        "replay refuses what the compositor would refuse, with file:line, before launching anything",
        arguments: [
            ("0 down 0 10 10\n0 frame\n5 down 0 12 12\n5 frame\n", 4, "goes down again"),
            ("0 down 0 10 10\n0 frame\n5 motion 9 12 12\n5 frame\n", 4, "not down"),
            ("0 down 0 -10 10\n0 frame\n", 2, "outside the window"),
            ("0 down 0 10 10 pointer\n0 frame\n5 cancel pointer\n", 4, "the pointer leaving the window"),
        ])
    func replayChecksEarly(_ body: String, _ line: Int, _ message: String) throws {
        let dir = try Self.directory("replay-early")
        let bad = dir + "/bad.touches"
        try ("touchkit-recording 1\n" + body).write(toFile: bad, atomically: true, encoding: .utf8)
        // /bin/false would fail at once if it were launched: nothing is.
        let run = try Self.touchkit(["replay", bad, "--fast", "--out", dir + "/out", "--", "/bin/false"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(bad):\(line): ") && run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"), "nothing was started")
    }

    @Test func importWevWritesARecordingThatParses() throws {
        let dir = try Self.directory("import-wev")
        let log = dir + "/touches.log"
        try """
        [07:         wl_seat] name: seat0
        [12:    xdg_toplevel] configure: width: 800; height: 600
        [15:        wl_touch] down: serial: 3140; time: 2519443; surface: 3; id: 0; x, y: 435.839844, 323.199219
        [15:        wl_touch] frame
        [14:      wl_pointer] motion: time: 2519455; x, y: 12.000000, 14.000000
        [15:        wl_touch] motion: time: 2519460; id: 0; x, y: 437.000000, 330.500000
        [15:        wl_touch] frame
        [15:        wl_touch] up: serial: 3143; time: 2519521; id: 0
        [15:        wl_touch] frame

        """.write(toFile: log, atomically: true, encoding: .utf8)
        let output = dir + "/imported.touches"
        let run = try Self.touchkit(["import-wev", log, "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let recording = try TouchRecording(contentsOf: output)
        #expect(recording.windowSize == Size(width: 800, height: 600))
        #expect(recording.seatName == "seat0")
        #expect(recording.events.map(\.kind.verb) == ["down", "frame", "motion", "frame", "up", "frame"])
        #expect(recording.duration == 78)

        // A malformed wl_touch line: file:line, exit 1, nothing written.
        try "[15:        wl_touch] frame\n[15:        wl_touch] up: serial: 1; id: 0\n".write(
            toFile: log, atomically: true, encoding: .utf8)
        let bad = try Self.touchkit(["import-wev", log, "-o", dir + "/bad.touches"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(log):2:"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.touches"))
    }

    @Test func recordNamesTheMissingSocket() throws {
        let dir = try Self.directory("record-no-socket")
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = "touchkit-no-such-socket"
        environment["XDG_RUNTIME_DIR"] = dir
        let run = try Self.touchkit(["record", "-o", dir + "/x.touches", "--", "true"], environment: environment)
        #expect(run.status == 1)
        #expect(run.stderr.contains(dir + "/touchkit-no-such-socket"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.touches"))

        environment["WAYLAND_DISPLAY"] = nil
        let unset = try Self.touchkit(["record", "-o", dir + "/x.touches", "--", "true"], environment: environment)
        #expect(unset.status == 1)
        #expect(unset.stderr.contains("WAYLAND_DISPLAY"))
    }

    @Test func everySubcommandHasHelp() throws {
        for (command, words) in [
            ("record", ["TOUCHKIT_RECORD", "--output", "after --"]),
            ("show", ["100 ms", "--output", "--size"]),
            ("import-wev", ["wev -f wl_touch", "--output"]),
        ] {
            let run = try Self.touchkit([command, "--help"])
            #expect(run.status == 0)
            for word in words { #expect(run.stdout.contains(word), "\(command) --help lacks \(word)") }
        }
    }

    @MainActor
    @Test func recordWritesTheTouchesTouchDotsReceives() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.touchDots) else {
            Issue.record("\(Self.touchDots) is missing: build it with 'swift build --product TouchDots'")
            return
        }
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            Issue.record("\(Self.binary) is missing: build it with 'swift build --product touchkit'")
            return
        }
        let dir = try Self.directory("record")
        let session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: dir))
        defer { session.stop() }
        let file = dir + "/tap.touches"
        // launch gives it the session's WAYLAND_DISPLAY and XDG_RUNTIME_DIR, as a
        // user's shell would give it theirs.
        let record = try session.launch(
            executable: Self.binary, arguments: ["record", "-o", file, "--", Self.touchDots])
        let window: Toplevel
        do {
            window = try session.waitForToplevel(timeout: 60)
        } catch {
            Issue.record("no TouchDots window: \(error); touchkit record: \(record.standardError)")
            return
        }
        #expect(window.pid != record.pid)  // the app, not touchkit

        var script = RecordingScript(windowSize: window.frame.size)
        script.tap(0, at: Point(x: window.frame.size.width / 2, y: window.frame.size.height / 2), duration: 40)
        try session.replay(script.recording, into: window, options: .fast())
        // The recorder writes at every frame; give TouchDots a moment to read the tap.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").contains(" up ") {
            try session.sync()
            usleep(10_000)
        }
        kill(window.pid, SIGTERM)
        let status = record.waitForExit(timeout: 60)
        #expect(status != nil, "touchkit record did not exit after its app did")
        record.terminate()

        let recording = try TouchRecording(contentsOf: file)
        #expect(recording.events.contains { if case .down = $0.kind { true } else { false } })
        #expect(recording.events.contains { if case .up = $0.kind { true } else { false } })
        // SIGTERM ended TouchDots (exit 143), or it exited by itself (0 and a count).
        if status == 0 {
            #expect(try String(contentsOfFile: record.stdoutPath, encoding: .utf8).contains("recorded"))
        } else {
            #expect(status == 128 + SIGTERM, "\(record.standardError)")
            #expect(record.standardError.contains("signal 15"))
        }
    }
}
