import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `touchkit demo`: the README's main job when no compositor runs: a built-in
/// multi-finger recording replayed into an app, with screenshots.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay a built-in three-finger demo into an app and save screenshots.")

    @Option(help: "Where screenshots, the recording and the trace go.")
    var out: String = "out/demo"

    @OptionGroup var target: ReplayTarget

    func run() throws {
        let recording = Self.demoRecording()
        let outDir = URL(fileURLWithPath: out).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        try recording.write(to: outDir + "/demo.touches")
        print("demo recording: \(outDir)/demo.touches")
        let picture = RecordingPicture(recording: recording, title: "demo.touches", width: 1024, height: 640)
        try picture.render().writePNG(to: outDir + "/demo-recording.png")
        print("picture of the recording (touchkit show): \(outDir)/demo-recording.png")
        // Capture while the fingers are down (so the dots show), and at the end.
        let options = ReplayOptions(
            pacing: .recorded, captureAt: [400, 900, 1300], captureAtEnd: true,
            windowSizePolicy: target.session.windowSizePolicy)
        try target.replay(recording, options: options, out: outDir, size: (1024, 640))
        print("pictures are in \(outDir)")
    }

    /// Two fingers sweep across the window, a third joins, all lift, then a double tap.
    static func demoRecording() -> TouchRecording {
        var script = RecordingScript(windowSize: Size(width: 1024, height: 640))
        script.comment("built-in demo of `touchkit demo`: two fingers sweep, a third joins, then a double tap")
        script.down(0, at: Point(x: 200, y: 200))
        script.down(1, at: Point(x: 200, y: 440))
        script.frame()
        for step in 1...60 {
            script.wait(16)
            let t = Double(step) / 60
            script.move(0, to: Point(x: 200 + 600 * t, y: 200 + 80 * sin(t * 2 * .pi)))
            script.move(1, to: Point(x: 200 + 600 * t, y: 440 - 80 * sin(t * 2 * .pi)))
            if step == 20 { script.down(2, at: Point(x: 512, y: 320)) }
            if step > 20 { script.move(2, to: Point(x: 512 + 150 * cos(t * 3), y: 320 + 150 * sin(t * 3))) }
            script.frame()
        }
        script.wait(300)
        script.up(0)
        script.up(1)
        script.up(2)
        script.frame()
        script.wait(200)
        script.tap(3, at: Point(x: 512, y: 320), duration: 60)
        script.wait(120)
        script.tap(3, at: Point(x: 515, y: 322), duration: 60)
        return script.recording
    }
}
