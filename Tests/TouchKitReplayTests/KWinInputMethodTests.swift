import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The Form example under a headless KWin 5.27 with a real input-method client: KWin
/// starts `touchkit-input-method` (meson-helpers, `zwp_input_method_v1`) and relays
/// between it and the app's text-input-v3 (SPEC X13, X19).
@MainActor
@Suite("Form with an input method under KWin", .serialized)
struct KWinInputMethodTests {
    /// The input method's executable: `make module` builds it beside the Weston module;
    /// a checkout without that build gets it in the module's cache.
    static func inputMethodPath() throws -> String {
        let local = ToolLocator.packageRoot + "/meson-helpers/build/touchkit-input-method"
        if FileManager.default.isExecutableFile(atPath: local) { return local }
        try ReplayModuleCache.build()
        return ReplayModuleCache.buildDirectory + "/touchkit-input-method"
    }

    /// The name field's area in the window (Form lays it out 20 points in, 46 down).
    static let nameField = Rect(x: 20, y: 46, width: 440, height: 36)

    /// The longest run of dark pixels along one row of the name field: an underline
    /// spans the preedit, a glyph's row has gaps.
    static func longestDarkRun(_ image: ImageSurface) -> Int {
        var longest = 0
        for y in Int(nameField.minY) + 2..<Int(nameField.maxY) - 2 {
            var run = 0
            for x in Int(nameField.minX) + 2..<Int(nameField.maxX) - 2 {
                let c = image.color(x: x, y: y)
                if c.red < 0.4 && c.green < 0.4 && c.blue < 0.4 {
                    run += 1
                    longest = max(longest, run)
                } else {
                    run = 0
                }
            }
        }
        return longest
    }

    /// The number of dark pixels in the name field (its text).
    static func darkPixels(_ image: ImageSurface) -> Int {
        image.count(of: .black, tolerance: 0.45, in: nameField.insetBy(dx: 2, dy: 2))
    }

    /// Waits (at most `seconds`, polling) until `done` holds.
    @discardableResult
    static func wait(_ seconds: Double = 60, until done: () throws -> Bool) rethrows -> Bool {
        try waitForState(seconds, polling: 0.05, until: done)
    }

    @Test(
        "X13, X19: KWin's input method sends Form's name field a preedit, drawn underlined, then commits and deletes")
    func preeditCommitAndDelete() throws {
        let directory = NSTemporaryDirectory() + "touchkit-tests/kwin-im-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let report = directory + "/input-method.txt"
        try? FileManager.default.removeItem(atPath: report)
        try? FileManager.default.removeItem(atPath: report + ".go")
        let session = try DesktopSession(
            .init(
                compositor: .kwin, width: 480, height: 640, outputDirectory: directory + "/session",
                inputMethod: "\(try Self.inputMethodPath()) \(report)"))
        defer { session.stop() }
        func lines() -> [String] {
            ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        #expect(Self.wait { lines().contains("bound") }, "KWin started the input method: \(lines())")
        let form = try session.launch(executable: try PointerAndKeyReplayTests.executable("Form"))
        let toplevel = try session.waitForToplevel(of: form)
        func output() -> [String] {
            ((try? String(contentsOfFile: form.stdoutPath, encoding: .utf8)) ?? "").split(separator: "\n").map(
                String.init)
        }
        // The name field edits from the start: KWin activates the input method, which
        // is told the field's content type and sends its preedit.
        #expect(Self.wait { lines().contains("preedit") }, "the input method was activated: \(lines())")
        let types = lines().filter { $0.hasPrefix("content_type ") }
        let purpose = types.last?.split(separator: " ").last.map(String.init)
        #expect(purpose == "7", "the name field's purpose is a name (7): \(types)")
        let hint = types.last.flatMap { UInt32($0.split(separator: " ")[1]) } ?? 0
        #expect(hint & 0x20 != 0, "its words are capitalized (titlecase, 0x20): \(types)")
        // The preedit shows, underlined, and is not the user's text yet.
        var underlined = false
        try Self.wait {
            let capture = try session.capture(to: directory + "/preedit.png", toplevel: toplevel)
            underlined = Self.longestDarkRun(try capture.image()) >= 30
            return underlined
        }
        #expect(underlined, "the preedit is drawn with an underline under its 5 characters")
        #expect(!output().contains { $0.hasPrefix("name=") }, "a preedit sends no editingChanged (X5): \(output())")
        // The commit, the deletion and the second commit arrive as the user's text.
        #expect(FileManager.default.createFile(atPath: report + ".go", contents: nil), "the go file is written")
        #expect(Self.wait { output().contains("name=héllo!") }, "\(output()) \(lines())")
        #expect(output().filter { $0.hasPrefix("name=") } == ["name=héllo", "name=héll", "name=héllo!"])
        var plain = false
        try Self.wait {
            let image = try session.capture(to: directory + "/committed.png", toplevel: toplevel).image()
            plain = Self.longestDarkRun(image) < 30 && Self.darkPixels(image) > 40
            return plain
        }
        #expect(plain, "the committed text is drawn without the underline")
        #expect(lines().contains("commit"))
        #expect(form.isRunning)
        // No loop: a done that changes nothing gets no commit, so KWin (which answers
        // every commit with a done) and the app go quiet; a loop makes thousands of lines.
        #expect(lines().count < 100, "KWin and the app stopped talking: \(lines().count) lines")
    }
}
