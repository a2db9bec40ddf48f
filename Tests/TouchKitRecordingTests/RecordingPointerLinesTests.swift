import Testing
import TouchKit
import TouchKitRecording

/// The recording format's pointer lines: other buttons, hover and scrolling (SPEC P12).
@Suite("Recording pointer lines (SPEC P12)")
struct RecordingPointerLinesTests {
    static let text = """
        touchkit-recording 1
        # window 400x300
        0 hover 10 20
        5 button 273 down
        5 down 0 10 20
        5 frame
        40 up 0
        40 frame
        41 button 273 up
        50 axis wheel 0 10 0 1
        60 axis finger 1.5 -3.25
        70 axis wheel-tilt 10 0 0.5 0
        80 axis-stop finger

        """

    @Test("P12: pointer lines read at their places among the events and write back the same")
    func roundTrip() throws {
        let recording = try TouchRecording(parsing: Self.text, fileName: "pointer.touches")
        #expect(recording.events.count == 4)
        #expect(
            recording.pointerEvents.map(\.kind) == [
                .hover(x: 10, y: 20), .button(code: 273, pressed: true), .button(code: 273, pressed: false),
                .axis(source: .wheel, delta: Point(x: 0, y: 10), steps: Point(x: 0, y: 1)),
                .axis(source: .finger, delta: Point(x: 1.5, y: -3.25), steps: nil),
                .axis(source: .wheelTilt, delta: Point(x: 10, y: 0), steps: Point(x: 0.5, y: 0)),
                .axisStop(source: .finger),
            ])
        #expect(recording.pointerEvents.map(\.position) == [0, 0, 4, 4, 4, 4, 4])
        #expect(recording.text == Self.text)
        #expect(try TouchRecording(parsing: recording.text, fileName: "again") == recording)
        #expect(recording.duration == 80)
    }

    @Test("P12: a recording without pointer lines reads as before")
    func oldRecordings() throws {
        let old = try TouchRecording(
            parsing: "touchkit-recording 1\n0 down 0 1 2\n0 frame\n9 up 0\n9 frame\n", fileName: "old.touches")
        #expect(old.pointerEvents.isEmpty && old.events.count == 4)
    }

    @Test(
        "P12: a malformed pointer line names its file and line",
        arguments: [
            ("0 button 273 sideways", "bad button state 'sideways'"),
            ("0 button 99999 down", "bad button code '99999'"),
            ("0 hover 1", "expected '<ms> hover <x> <y>'"),
            ("0 axis knob 0 1", "bad scroll source 'knob'"),
            ("0 axis wheel 0 x", "bad number 'x'"),
            ("0 axis wheel 0 10 1", "expected '<ms> axis"),
            ("0 axis-stop", "expected '<ms> axis-stop"),
        ])
    func malformed(line: String, message: String) {
        do {
            _ = try TouchRecording(parsing: "touchkit-recording 1\n\(line)\n", fileName: "bad.touches")
            Issue.record("'\(line)' was accepted")
        } catch {
            #expect(error.description.hasPrefix("bad.touches:2: "), "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }
}
