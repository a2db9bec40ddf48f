import Foundation
import Testing
import TouchKit
import TouchKitTesting
import Wayland

/// The Form example, the real binary, against TouchKitTesting's ``MockCompositor``
/// playing an input method over text-input-v3: Arabic and Japanese preedit and commits
/// into its fields, with the caret the input method is told of (SPEC X13, X19), and the
/// window shrunk for the keyboard as KWin does (SPEC X17).
@MainActor
@Suite("Form with an input method over text-input-v3 (mock compositor)", .serialized)
struct FormInputMethodTests {
    /// The mock with touch, a clipboard and text-input-v3, and Form on it.
    @MainActor
    final class Scene {
        let compositor: MockCompositor
        let process: Process
        let stdoutPath: String

        init() throws {
            compositor = try MockCompositor(
                offering: MockCompositor.standardGlobals + [
                    (ZwpTextInputManagerV3.interface, 1), (WlDataDeviceManager.interface, 3),
                ])
            let directory = NSTemporaryDirectory() + "touchkit-tests/form-im-\(getpid())"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            stdoutPath = directory + "/stdout.txt"
            guard FileManager.default.createFile(atPath: stdoutPath, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: stdoutPath])
            }
            process = Process()
            process.executableURL = URL(fileURLWithPath: try PointerAndKeyReplayTests.executable("Form"))
            var environment = ProcessInfo.processInfo.environment
            environment["WAYLAND_DISPLAY"] = compositor.socketPath
            process.environment = environment
            process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
            process.standardError = FileHandle(forWritingAtPath: directory + "/stderr.txt")
            try process.run()
        }

        /// Waits until `done` holds, or `seconds` of wall-clock time have passed: far
        /// beyond what any step needs even on a busy machine, so only a state that never
        /// comes fails.
        @discardableResult
        func wait(_ seconds: Double = 60, until done: () -> Bool) -> Bool {
            waitForState(seconds, polling: 0.01, until: done)
        }

        /// The requests named so, once `count` of them came.
        func requests(_ name: String, atLeast count: Int) -> [MockCompositor.Request] {
            wait { compositor.requests(named: name).count >= count }
            return compositor.requests(named: name)
        }

        /// Form's standard output, as lines.
        var lines: [String] {
            ((try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// The caret the input method was told of last: x, y, width, height.
        var lastCursor: [Int64] {
            compositor.requests(named: "zwp_text_input_v3.set_cursor_rectangle").last?.integers ?? []
        }

        /// Sends an update and waits for the app's answer (its state and `commit`).
        func update(
            preedit: String? = nil, cursorBegin: Int32 = 0, cursorEnd: Int32 = 0, commit: String? = nil
        ) {
            let commits = compositor.requests(named: "zwp_text_input_v3.commit").count
            compositor.textInputUpdate(preedit: preedit, cursorBegin: cursorBegin, cursorEnd: cursorEnd, commit: commit)
            wait { compositor.requests(named: "zwp_text_input_v3.commit").count > commits }
        }

        /// A tap of finger 0 at a point of the window.
        func tap(_ x: Double, _ y: Double) {
            compositor.touchDown(0, x: x, y: y)
            compositor.touchUp(0)
        }

        /// Ends Form with SIGKILL: a child of the test process inherits its blocked
        /// SIGTERM, so `terminate()` would not end it.
        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            wait(30) { !process.isRunning }
            compositor.stop()
        }

        /// Form mapped at 480 by 640, with touch, its name field editing and the text input entered.
        static func started() throws -> Scene {
            let scene = try Scene()
            #expect(
                scene.wait { !scene.compositor.requests(named: "xdg_toplevel.set_title").isEmpty }, "Form connected")
            scene.compositor.announceSeatCapabilities(4)
            scene.compositor.configureWindows(width: 480, height: 640)
            #expect(scene.wait { !scene.compositor.requests(named: "wl_surface.attach").isEmpty }, "Form drew")
            scene.compositor.textInputEnter()
            #expect(
                !scene.requests("zwp_text_input_v3.enable", atLeast: 1).isEmpty, "the name field asked for the keyboard"
            )
            return scene
        }
    }

    /// The byte length of a string, as text-input-v3 counts.
    static func bytes(_ string: String) -> Int32 { Int32(string.utf8.count) }

    @Test("X19: Arabic preedit in Form's name field: the caret goes left as it grows, the commit is the text")
    func arabic() throws {
        let scene = try Scene.started()
        defer { scene.stop() }
        let word = "مرحبا"
        scene.update(preedit: word, cursorBegin: 0, cursorEnd: 0)
        let atStart = scene.lastCursor
        scene.update(preedit: word, cursorBegin: Self.bytes(word), cursorEnd: Self.bytes(word))
        let atEnd = scene.lastCursor
        #expect(atStart.count == 4 && atEnd.count == 4)
        #expect(atEnd[0] < atStart[0], "right to left: the preedit's end is left of its start (\(atStart), \(atEnd))")
        let surrounding = scene.compositor.requests(named: "zwp_text_input_v3.set_surrounding_text").last
        #expect(surrounding?.strings == [""], "the preedit is not surrounding text")
        scene.update(commit: word)
        #expect(scene.wait { scene.lines.contains("name=\(word)") }, "\(scene.lines)")
        #expect(scene.compositor.requests(named: "zwp_text_input_v3.set_surrounding_text").last?.strings == [word])
        #expect(scene.process.isRunning)
    }

    @Test(
        "X19: Japanese preedit into Form's e-mail field after a tap: the caret goes right; the commit replaces the preedit"
    )
    func japanese() throws {
        let scene = try Scene.started()
        defer { scene.stop() }
        let enables = scene.compositor.requests(named: "zwp_text_input_v3.set_content_type").count
        scene.tap(240, 134)  // the e-mail field (116 to 152 points down)
        let types = scene.requests("zwp_text_input_v3.set_content_type", atLeast: enables + 1)
        #expect(types.last?.integers.last == 6, "the e-mail field asks for the e-mail purpose (6)")
        let reading = "にほんご"
        scene.update(preedit: reading, cursorBegin: 0, cursorEnd: 0)
        let atStart = scene.lastCursor
        scene.update(preedit: reading, cursorBegin: Self.bytes(reading), cursorEnd: Self.bytes(reading))
        let atEnd = scene.lastCursor
        #expect(atEnd.count == 4 && atStart.count == 4 && atEnd[0] > atStart[0], "\(atStart), \(atEnd)")
        #expect(!scene.lines.contains { $0.hasPrefix("email=に") }, "preedit sends no editingChanged (X5)")
        scene.update(preedit: nil, commit: "日本語")
        #expect(scene.wait { scene.lines.contains("email=日本語") }, "\(scene.lines)")
        #expect(scene.process.isRunning)
    }

    @Test("X17: Form's notes stay above the keyboard when the window is shrunk for it, as KWin does")
    func shrunkForTheKeyboard() throws {
        let scene = try Scene.started()
        defer { scene.stop() }
        let cursors = scene.compositor.requests(named: "zwp_text_input_v3.set_cursor_rectangle").count
        scene.tap(240, 380)  // the notes (326 to 446 points down)
        _ = scene.requests("zwp_text_input_v3.set_cursor_rectangle", atLeast: cursors + 1)
        let before = scene.lastCursor
        #expect(before.count == 4 && before[1] > 300, "the notes' caret starts below 300: \(before)")
        let count = scene.compositor.requests(named: "zwp_text_input_v3.set_cursor_rectangle").count
        scene.compositor.configureWindows(width: 480, height: 300)
        _ = scene.requests("zwp_text_input_v3.set_cursor_rectangle", atLeast: count + 1)
        let after = scene.lastCursor
        #expect(after.count == 4 && after[1] + after[3] <= 300, "the caret shows in the shrunk window: \(after)")
        #expect(scene.process.isRunning)
    }
}
