import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The mouse and the keyboard under headless Weston: the replay module's pointer and
/// key injection (`pointer_motion`, `pointer_button`, `key`) reach apps through
/// Weston's own input path, so these tests see what a real mouse and keyboard give
/// (SPEC W10, R3, R5).
@MainActor
@Suite("Pointer and keys under headless Weston", .serialized)
struct PointerAndKeyReplayTests {
    /// A built executable of the package, or a recorded issue and a stop.
    static func executable(_ name: String) throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(name) is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        return path
    }

    static func session(_ name: String) throws -> HeadlessSession {
        let out = NSTemporaryDirectory() + "touchkit-tests/\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        return try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
    }

    /// The app's standard output, as lines.
    static func lines(of app: AppProcess) throws -> [String] {
        try String(contentsOfFile: app.stdoutPath, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Drags the mouse with the primary button from `start` to `end` in `steps` moves,
    /// capturing the window before the button is released.
    static func mouseDrag(
        in session: HeadlessSession, _ window: Toplevel, from start: Point, to end: Point, steps: Int = 20
    ) throws -> ImageSurface {
        var time = 1000.0
        session.movePointer(to: start, in: window, time: time)
        time += 16
        session.pointerButton(pressed: true, time: time)
        for step in 1...steps {
            time += 16
            let f = Double(step) / Double(steps)
            session.movePointer(
                to: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f), in: window,
                time: time)
            if step % 5 == 0 { try session.waitUntilDispatched(window) }
        }
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 0.3)  // the placard's grow animation ends
        try session.waitUntilDispatched(window)
        let image = try session.capture(to: session.outputDirectory + "/drag.png", toplevel: window).image()
        session.pointerButton(pressed: false, time: time + 16)
        try session.waitUntilDispatched(window)
        try session.checkInputRejections()
        return image
    }

    @Test("W10, E1: a mouse drag in MoveMe moves the placard, as a finger would")
    func mouseDragMovesThePlacard() throws {
        let session = try Self.session("mouse-drag")
        defer { session.stop() }
        let app = try session.launch(executable: try Self.executable("MoveMe"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        let image = try Self.mouseDrag(in: session, window, from: MoveMeReplayTests.home, to: Point(x: 780, y: 470))
        let placard = try MoveMeReplayTests.placard(in: image)
        #expect(MoveMeReplayTests.isNear(placard.center, Point(x: 780, y: 470), 6), "under the mouse: \(placard)")
        let trace = try DispatchTrace(contentsOf: try #require(app.tracePath))
        let placardCalls = trace.records(identifier: "placard")
        #expect(placardCalls.first?.method == .touchesBegan && placardCalls.contains { $0.method == .touchesMoved })
        #expect(placardCalls.last?.method == .touchesEnded, "the release ends the touch: \(placardCalls.map(\.method))")
        #expect(app.isRunning, "MoveMe still runs: \(app.stderrTail())")
    }

    @Test("W10: with TOUCHKIT_POINTER_AS_TOUCH=0 the same mouse drag reaches no view and the placard stays")
    func pointerAsTouchOff() throws {
        let session = try Self.session("mouse-drag-off")
        defer { session.stop() }
        let app = try session.launch(
            executable: try Self.executable("MoveMe"), environment: ["TOUCHKIT_POINTER_AS_TOUCH": "0"])
        let window = try session.waitForToplevel(of: app, timeout: 10)
        let image = try Self.mouseDrag(in: session, window, from: MoveMeReplayTests.home, to: Point(x: 780, y: 470))
        let placard = try MoveMeReplayTests.placard(in: image)
        #expect(MoveMeReplayTests.isNear(placard.center, MoveMeReplayTests.home, 3), "the placard stays: \(placard)")
        let trace = try DispatchTrace(contentsOf: try #require(app.tracePath))
        #expect(trace.records.isEmpty, "no touch reached any responder: \(trace.records.count) calls")
        #expect(app.isRunning, "MoveMe still runs: \(app.stderrTail())")
    }

    @Test("W10: the pointer's finger is a touch of type pointer, in window coordinates")
    func pointerTouchType() throws {
        let session = try Self.session("pointer-type")
        defer { session.stop() }
        let app = try session.launch(executable: try Self.executable("KeyField"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        _ = try Self.mouseDrag(in: session, window, from: Point(x: 100, y: 100), to: Point(x: 200, y: 150), steps: 5)
        let touches = try Self.lines(of: app).filter { $0.hasPrefix("touch ") }
        #expect(touches.first == "touch began pointer 100,100", "\(touches)")
        #expect(touches.last == "touch ended pointer 200,150", "\(touches)")
        #expect(touches.allSatisfy { $0.contains(" pointer ") })
    }

    @Test("R3: typed keys reach the first responder with their characters, shift included, and are recorded")
    func typedKeys() throws {
        let session = try Self.session("typed-keys")
        defer { session.stop() }
        let recorded = session.outputDirectory + "/typed.touches"
        let app = try session.launch(
            executable: try Self.executable("KeyField"), environment: ["TOUCHKIT_RECORD": recorded])
        let window = try session.waitForToplevel(of: app, timeout: 10)
        var time = 1000.0
        func tap(_ code: UInt32) {
            session.key(code, pressed: true, time: time)
            session.key(code, pressed: false, time: time + 30)
            time += 60
        }
        tap(HeadlessSession.InputCode.a)
        tap(HeadlessSession.InputCode.b)
        session.key(HeadlessSession.InputCode.leftShift, pressed: true, time: time)
        tap(HeadlessSession.InputCode.c)
        session.key(HeadlessSession.InputCode.leftShift, pressed: false, time: time)
        try session.waitUntilDispatched(window)
        try session.checkInputRejections()
        let presses = try Self.lines(of: app).filter { !$0.hasPrefix("touch") && $0 != "ready" }
        #expect(
            presses.filter { !$0.hasSuffix(" ") } == [
                "began a", "ended a", "began b", "ended b", "began C", "ended C",
            ],
            "\(presses)")
        #expect(presses.filter { $0.hasPrefix("began") }.count == presses.filter { $0.hasPrefix("ended") }.count)
        // TOUCHKIT_RECORD writes the keys the app received as `key` lines.
        let recording = try TouchRecording(contentsOf: recorded)
        #expect(
            recording.keys.map { "\($0.code) \($0.isPressed ? "down" : "up")" }
                == ["30 down", "30 up", "48 down", "48 up", "42 down", "46 down", "46 up", "42 up"],
            "\(recording.text)")
    }

    @Test("R3, R5: a held key repeats at the compositor's rate after its delay, and stops at its release")
    func heldKeyRepeats() throws {
        let session = try Self.session("key-repeat")
        defer { session.stop() }
        let app = try session.launch(executable: try Self.executable("KeyField"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        session.key(HeadlessSession.InputCode.a, pressed: true, time: 1000)
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 1.0)
        session.key(HeadlessSession.InputCode.a, pressed: false, time: 2000)
        try session.waitUntilDispatched(window)
        try session.dispatch(for: 0.3)
        let presses = try Self.lines(of: app).filter { $0 != "ready" }
        let repeats = presses.filter { $0 == "changed a" }.count
        // Weston repeats after 400 ms at 40 keys per second: about 24 in the second held.
        #expect((5...40).contains(repeats), "\(repeats) repeats: \(presses)")
        #expect(presses.first == "began a" && presses.last == "ended a", "\(presses)")
    }

    @Test("R5: a key held when focus arrives delivers nothing; focus leaving cancels the key held and stops its repeat")
    func keyHeldAcrossFocus() throws {
        let session = try Self.session("key-focus")
        defer { session.stop() }
        let path = try Self.executable("KeyField")
        let first = try session.launch(executable: path, arguments: ["first"])
        let firstWindow = try session.waitForToplevel(of: first, timeout: 10)
        session.key(HeadlessSession.InputCode.a, pressed: true, time: 1000)
        try session.waitUntilDispatched(firstWindow)
        // A second window maps; kiosk-shell gives it keyboard focus with the key still down.
        let second = try session.launch(executable: path, arguments: ["second"])
        let secondWindow = try session.waitForToplevel(of: second, timeout: 10)
        try session.waitUntilDispatched(secondWindow)
        try session.dispatch(for: 0.6)  // past the repeat delay: neither window may repeat
        session.key(HeadlessSession.InputCode.a, pressed: false, time: 2000)
        session.key(HeadlessSession.InputCode.b, pressed: true, time: 2100)
        session.key(HeadlessSession.InputCode.b, pressed: false, time: 2150)
        try session.waitUntilDispatched(secondWindow)
        try session.waitUntilDispatched(firstWindow)
        try session.checkInputRejections()
        let firstLines = try Self.lines(of: first).filter { $0 != "ready" }
        let secondLines = try Self.lines(of: second).filter { $0 != "ready" }
        #expect(firstLines.first == "began a", "\(firstLines)")
        #expect(firstLines.last == "cancelled a", "focus left with the key down: \(firstLines)")
        #expect(firstLines.filter { $0.hasPrefix("cancelled") || $0.hasPrefix("ended") }.count == 1, "\(firstLines)")
        #expect(secondLines == ["began b", "ended b"], "the key held at focus delivers nothing: \(secondLines)")
    }

    @Test("W10, R3: a recording's pointer lines replay as a mouse and its key lines as keys, at their recorded times")
    func recordingWithPointerAndKeys() throws {
        let recording = try TouchRecording(
            parsing: """
                touchkit-recording 1
                # window 1024x640
                0 down 0 100 100 pointer
                0 frame
                16 motion 0 150 120 pointer
                16 frame
                32 up 0 pointer
                32 frame
                100 key 42 down
                120 key 30 down
                150 key 30 up
                160 key 42 up
                200 key 48 down
                900 key 48 up

                """, fileName: "mouse-and-keys.touches")
        let session = try Self.session("recording-pointer-keys")
        defer { session.stop() }
        let app = try session.launch(executable: try Self.executable("KeyField"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        let result = try session.replay(recording, into: window, options: ReplayOptions(pacing: .recorded(speed: 1)))
        #expect(result.duration >= 0.85, "the held key waited for its release time: \(result.duration) s")
        try session.dispatch(for: 0.2)
        let lines = try Self.lines(of: app).filter { $0 != "ready" && !$0.hasSuffix(" ") }
        #expect(
            lines.prefix(3) == [
                "touch began pointer 100,100", "touch moved pointer 150,120", "touch ended pointer 150,120",
            ],
            "\(lines)")
        #expect(lines.dropFirst(3).prefix(3) == ["began A", "ended A", "began b"], "\(lines)")
        let repeats = lines.filter { $0 == "changed b" }.count
        #expect(repeats >= 5, "b held 700 ms repeats: \(lines)")
        #expect(lines.last == "ended b")
    }
}
