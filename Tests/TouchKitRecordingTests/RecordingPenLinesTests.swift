import Testing
import TouchKit
import TouchKitRecording

/// The recording format's pen and touchpad lines (SPEC P73).
@Suite("Recording pen and touchpad lines (SPEC P73)")
struct RecordingPenLinesTests {
    static let text = """
        touchkit-recording 1
        # window 400x300
        0 pen 1 hover 10 20 0 30 0 0.5
        16 pen-button 1 331 down
        16 pen 1 down 10 20 0.25 30 0 0
        32 pen 1 move 40 20 0.75 30 -10 0
        48 pen 1 up 40 20 0 30 -10 0
        64 pen 2 leave 40 20 0 0 0 1 eraser
        70 down 0 100 100
        70 frame
        80 touchpad pinch begin 2
        96 touchpad pinch update 0 0 1.5 10
        112 touchpad pinch end
        120 touchpad swipe begin 3
        136 touchpad swipe update -5 2.5
        150 touchpad swipe cancel
        160 touchpad hold begin 2
        170 touchpad hold end
        180 up 0
        180 frame

        """

    @Test("P73: pen and touchpad lines read at their places and write back the same")
    func p73RoundTrip() throws {
        let recording = try TouchRecording(parsing: Self.text, fileName: "pen.touches")
        #expect(recording.events.count == 4)
        let kinds = recording.pointerEvents.map(\.kind)
        #expect(kinds.count == 14)
        #expect(
            kinds.first
                == .pen(
                    TouchRecording.PenFrame(
                        tool: 1, phase: .hover, x: 10, y: 20, pressure: 0, tiltX: 30, tiltY: 0, distance: 0.5)))
        #expect(kinds[1] == .penButton(tool: 1, code: 331, pressed: true))
        #expect(
            kinds[5]
                == .pen(TouchRecording.PenFrame(tool: 2, phase: .leave, x: 40, y: 20, distance: 1, isEraser: true)))
        #expect(
            kinds[7]
                == .touchpad(
                    TouchRecording.TouchpadStep(kind: .pinch, phase: .update(dx: 0, dy: 0, scale: 1.5, rotation: 10))))
        #expect(
            kinds[10]
                == .touchpad(
                    TouchRecording.TouchpadStep(kind: .swipe, phase: .update(dx: -5, dy: 2.5, scale: 1, rotation: 0))))
        #expect(kinds[11] == .touchpad(TouchRecording.TouchpadStep(kind: .swipe, phase: .end(cancelled: true))))
        #expect(recording.pointerEvents.map(\.position) == [0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2])
        #expect(recording.text == Self.text)
        #expect(try TouchRecording(parsing: recording.text, fileName: "again") == recording)
    }

    @Test(
        "P73: a malformed pen or touchpad line names its file and line",
        arguments: [
            ("0 pen 1 hover 10 20 0 0 0", "expected '<ms> pen <tool>"),
            ("0 pen 1 float 10 20 0 0 0 0", "bad pen phase 'float'"),
            ("0 pen 1 move 10 20 1.5 0 0 0", "pressure and distance must be from 0 to 1"),
            ("0 pen x move 10 20 0 0 0 0", "bad tool 'x'"),
            ("0 pen 1 move 10 y 0 0 0 0", "bad number 'y'"),
            ("0 pen 1 move 10 20 0 0 0 0 pencil", "expected '<ms> pen <tool>"),
            ("0 pen-button 1 331 sideways", "bad button state 'sideways'"),
            ("0 touchpad twist begin 2", "expected '<ms> touchpad"),
            ("0 touchpad pinch begin 0", "expected '<ms> touchpad"),
            ("0 touchpad hold update 1 2", "expected '<ms> touchpad"),
            ("0 touchpad pinch update 1 2 3", "expected '<ms> touchpad"),
            ("0 touchpad swipe end now", "expected '<ms> touchpad"),
        ])
    func p73Malformed(line: String, message: String) {
        do {
            _ = try TouchRecording(parsing: "touchkit-recording 1\n\(line)\n", fileName: "bad.touches")
            Issue.record("'\(line)' was accepted")
        } catch {
            #expect(error.description.hasPrefix("bad.touches:2: "), "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }
}
