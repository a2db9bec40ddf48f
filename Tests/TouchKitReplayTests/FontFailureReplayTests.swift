import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A font that fails to load (issue: resource exhaustion): with no font installed, an app
/// lays its text out as missing-glyph boxes, logs one line that says why, and runs on.
@MainActor
@Suite("No font can be loaded", .serialized)
struct FontFailureReplayTests {
    @Test(
        "a font that fails to load: under a fontconfig with no fonts, Settings runs its replay, switches to dark and logs one line naming the cause"
    )
    func noFonts() throws {
        let directory = NSTemporaryDirectory() + "touchkit-tests/no-fonts-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let config = directory + "/fonts.conf"
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><cachedir>\(directory)/cache</cachedir></fontconfig>
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let run = try ExampleRun(
            "Settings", replaying: "Settings/dark-switch-and-page.touches",
            options: ReplayOptions(captureAtEnd: true, captureToplevelOnly: true),
            environment: ["TOUCHKIT_APPEARANCE": "light", "FONTCONFIG_FILE": config])
        // The app ran the whole replay (ExampleRun checks it is still running) and its
        // switch still worked: the screen is dark at the end.
        let after = try run.image(at: nil)
        let dark = Color.systemGroupedBackground.resolved(for: .dark)
        let background = after.color(x: 10, y: 620)
        #expect(abs(background.red - dark.red) < 0.02 && abs(background.blue - dark.blue) < 0.02, "\(background)")
        let lines = run.app.stderrTail(lines: 200).split(separator: "\n").filter { $0.contains("no installed font") }
        #expect(lines.count == 1, "one line about the fonts: \(lines)")
        #expect(lines.first?.contains("fontconfig found no fonts") == true, "\(lines)")
    }
}
