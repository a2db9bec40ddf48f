import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// TouchInspector's settings, a ``Slider`` and a ``Switch``, under headless Weston:
/// `Recordings/TouchInspector/controls.touches` (written with `touchkit script` from
/// `controls.txt`) drags the slider's thumb and taps the switch.
@MainActor
@Suite("TouchInspector's Slider and Switch under headless Weston", .serialized)
struct TouchInspectorControlsReplayTests {
    /// The slider's minimum track colour and the switch's on colour (their defaults).
    static let sliderTint = Color(red: 0.0, green: 0.48, blue: 1.0)
    static let switchOn = Color(red: 0.20, green: 0.78, blue: 0.35)
    /// Where the controls are in a 1024x640 window.
    static let sliderArea = Rect(x: 692, y: 10, width: 170, height: 31)
    static let switchArea = Rect(x: 958, y: 10, width: 51, height: 31)

    @Test("R4, H1: dragging the slider's thumb and tapping the switch change the log, as valueChanged says")
    func sliderAndSwitch() throws {
        let run = try ExampleRun(
            "TouchInspector", replaying: "TouchInspector/controls.touches",
            options: ReplayOptions(captureAt: [200], captureAtEnd: true))
        // Each control tracked its own finger (H1): it never reached the inspector.
        let slider = run.trace.records(identifier: "linesSlider").map(\.method)
        #expect(slider.first == .touchesBegan && slider.last == .touchesEnded && slider.contains(.touchesMoved))
        #expect(run.trace.records(identifier: "printSwitch").map(\.method) == [.touchesBegan, .touchesEnded])
        let inspector = run.trace.records(identifier: "inspector").filter { $0.method == .touchesBegan }
        #expect(inspector.count == 2, "the two taps on the canvas, not the controls' touches")

        let before = try run.image(at: 200)
        let after = try run.image(at: nil)
        #expect(
            before.count(of: Self.sliderTint, tolerance: 0.05, in: Self.sliderArea) > 300,
            "the track is tinted up to the thumb")
        #expect(
            after.count(of: Self.sliderTint, tolerance: 0.05, in: Self.sliderArea) < 20, "the thumb is at the left end")
        #expect(before.count(of: Self.switchOn, tolerance: 0.05, in: Self.switchArea) > 500, "on")
        #expect(after.count(of: Self.switchOn, tolerance: 0.05, in: Self.switchArea) == 0, "off")
        #expect(TouchInspectorReplayTests.logLines(in: before) == 5)
        #expect(TouchInspectorReplayTests.logLines(in: after) == 2, "the slider's minimum, 2 lines")

        // Printing was switched off before the last tap: standard output lacks its lines.
        let printed = try String(contentsOfFile: run.app.stdoutPath, encoding: .utf8)
        #expect(printed.components(separatedBy: " began ").count - 1 == 2, "\(printed)")
    }
}
