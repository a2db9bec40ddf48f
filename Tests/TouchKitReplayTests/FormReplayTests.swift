import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The Form example under headless Weston, typed into through the replay module's key
/// injection, with the clipboard shared with wl-clipboard's `wl-copy` and `wl-paste`
/// (SPEC X8, X10, X12, E).
@MainActor
@Suite("Form under headless Weston", .serialized)
struct FormReplayTests {
    /// Linux input codes (`linux/input-event-codes.h`).
    enum Code {
        static let backspace: UInt32 = 14, tab: UInt32 = 15, enter: UInt32 = 28, leftCtrl: UInt32 = 29
        static let leftShift: UInt32 = 42, two: UInt32 = 3, dot: UInt32 = 52
        static let letters: [Character: UInt32] = [
            "a": 30, "b": 48, "c": 46, "d": 32, "e": 18, "o": 24, "v": 47, "x": 45, "y": 21, "z": 44,
        ]
    }

    /// Presses and releases keys, holding `modifiers` around them.
    static func press(
        _ codes: [UInt32], with modifiers: [UInt32] = [], in session: HeadlessSession, _ window: Toplevel,
        time: inout Double
    ) throws {
        for modifier in modifiers {
            session.key(modifier, pressed: true, time: time)
            time += 10
        }
        for code in codes {
            session.key(code, pressed: true, time: time)
            session.key(code, pressed: false, time: time + 30)
            time += 60
        }
        for modifier in modifiers.reversed() {
            session.key(modifier, pressed: false, time: time)
            time += 10
        }
        try session.waitUntilDispatched(window)
        try session.checkInputRejections()
    }

    /// Types lower-case letters.
    static func type(_ text: String, in session: HeadlessSession, _ window: Toplevel, time: inout Double) throws {
        try press(text.map { Code.letters[$0]! }, in: session, window, time: &time)
    }

    /// Runs a wl-clipboard tool against the session's compositor and returns its output.
    /// `wl-copy` leaves a child serving the text: its output goes nowhere, so that no
    /// read waits for that child.
    static func clipboardTool(
        _ name: String, _ arguments: [String], in session: HeadlessSession, directory: String = "/usr/bin/"
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: directory + name)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = session.socketName
        environment["XDG_RUNTIME_DIR"] = session.runtimeDirectory
        process.environment = environment
        let output = Pipe()
        let captures = name != "wl-copy"
        process.standardOutput = captures ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/wl-copy") else {
            Issue.record("wl-clipboard is missing: install it (make deps)")
            throw CancellationError()
        }
        try process.run()
        var waited = 0.0
        while process.isRunning && waited < 5 {
            try session.dispatch(for: 0.05)
            waited += 0.05
        }
        if process.isRunning {
            process.terminate()
            Issue.record("\(name) did not finish within 5 s")
        }
        guard captures else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }

    /// The app's standard output, as lines.
    static func lines(of app: AppProcess) throws -> [String] {
        try String(contentsOfFile: app.stdoutPath, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test("X8, X10: keys typed into Form fill its fields, Return and Tab move on, Backspace and Ctrl+Z edit")
    func typingFillsTheForm() throws {
        let session = try PointerAndKeyReplayTests.session("form-typing")
        defer { session.stop() }
        let app = try session.launch(executable: try PointerAndKeyReplayTests.executable("Form"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        try session.dispatch(for: 0.3)
        var time = 1000.0
        try Self.type("abc", in: session, window, time: &time)
        try Self.press([Code.backspace], in: session, window, time: &time)
        try Self.press([Code.enter], in: session, window, time: &time)
        try Self.type("x", in: session, window, time: &time)
        try Self.press([Code.two], with: [Code.leftShift], in: session, window, time: &time)
        try Self.type("y", in: session, window, time: &time)
        try Self.press([Code.dot], in: session, window, time: &time)
        try Self.type("z", in: session, window, time: &time)
        try Self.press([Code.tab], in: session, window, time: &time)
        try Self.type("e", in: session, window, time: &time)
        try Self.press([Code.letters["z"]!], with: [Code.leftCtrl], in: session, window, time: &time)
        try session.dispatch(for: 0.2)
        let lines = try Self.lines(of: app)
        #expect(lines.contains("name=ab"), "\(lines)")
        #expect(lines.contains("email=x@y.z"), "\(lines)")
        #expect(lines.contains("password=e") && lines.last == "password=", "Ctrl+Z undid the typing: \(lines)")
        let image = try session.capture(to: session.outputDirectory + "/form.png", toplevel: window).image()
        // The name field (the first, 46 to 82 points down, centred as the form lays it
        // out in the window's width) shows dark text where "ab" is.
        let width = Double(image.width)
        let left = Int((width - min(width - 40, 440)) / 2) + 8
        var dark = 0
        for y in 52..<76 {
            for x in left..<(left + 50) where image.color(x: x, y: y).red < 0.4 { dark += 1 }
        }
        #expect(dark > 10, "the name field's text is drawn")
        #expect(app.isRunning, "Form still runs: \(app.stderrTail())")
    }

    @Test("X12: text copied in Form (Ctrl+A, Ctrl+C) is read by wl-paste")
    func copyToWlPaste() throws {
        let session = try PointerAndKeyReplayTests.session("form-copy")
        defer { session.stop() }
        let app = try session.launch(executable: try PointerAndKeyReplayTests.executable("Form"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        try session.dispatch(for: 0.3)
        var time = 1000.0
        try Self.type("abba", in: session, window, time: &time)
        try Self.press(
            [Code.letters["a"]!, Code.letters["c"]!], with: [Code.leftCtrl], in: session, window, time: &time)
        try session.dispatch(for: 0.2)
        let pasted = try Self.clipboardTool("wl-paste", ["--no-newline"], in: session)
        #expect(pasted == "abba")
        #expect(app.isRunning, "Form still runs: \(app.stderrTail())")
    }

    @Test("X18, X12: text copied with wl-copy is pasted into Form with Ctrl+V (the offer is kept alive until read)")
    func pasteFromWlCopy() throws {
        let session = try PointerAndKeyReplayTests.session("form-paste")
        defer { session.stop() }
        let app = try session.launch(executable: try PointerAndKeyReplayTests.executable("Form"))
        let window = try session.waitForToplevel(of: app, timeout: 10)
        try session.dispatch(for: 0.3)
        // `wl-copy --foreground` serves the text until it is killed: without it, the
        // forking wl-copy started from this test process does not exit within 5 s.
        let copier = Process()
        copier.executableURL = URL(fileURLWithPath: "/usr/bin/wl-copy")
        copier.arguments = ["--foreground", "--", "from wl-copy"]
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = session.socketName
        environment["XDG_RUNTIME_DIR"] = session.runtimeDirectory
        copier.environment = environment
        copier.standardOutput = FileHandle.nullDevice
        copier.standardError = FileHandle.nullDevice
        try copier.run()
        defer {
            kill(copier.processIdentifier, SIGKILL)  // it inherits this process's blocked SIGTERM
            copier.waitUntilExit()
        }
        try session.dispatch(for: 1)
        var time = 1000.0
        try Self.press([Code.letters["v"]!], with: [Code.leftCtrl], in: session, window, time: &time)
        try session.dispatch(for: 0.2)
        let lines = try Self.lines(of: app)
        #expect(lines.contains("name=from wl-copy"), "\(lines)")
        #expect(app.isRunning, "Form still runs: \(app.stderrTail())")
    }
}
