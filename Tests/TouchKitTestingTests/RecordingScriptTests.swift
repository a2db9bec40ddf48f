import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Building recordings in code with `RecordingScript`.
@Suite("Recording script builder")
struct RecordingScriptTests {
    @Test("each call appends exactly its event at the current time")
    func scriptAppendsWhatItSays() {
        var script = RecordingScript(windowSize: Size(width: 320, height: 200), seatName: "seat0")
        script.down(0, at: Point(x: 10, y: 20))
        script.frame()
        script.wait(16)
        script.move(0, to: Point(x: 12.5, y: 20))
        script.shape(0, major: 9, minor: 7)
        script.orientation(0, degrees: 15)
        script.frame()
        script.comment("lift")
        script.wait(16)
        script.up(0)
        script.frame()
        script.wait(0.5)
        script.cancel()
        #expect(script.time == 32.5)
        let recording = script.recording
        #expect(recording.windowSize == Size(width: 320, height: 200))
        #expect(recording.seatName == "seat0")
        #expect(recording.comments == [TouchRecording.Comment("lift", position: 6)])
        #expect(
            recording.events == [
                .init(time: 0, kind: .down(id: 0, x: 10, y: 20)),
                .init(time: 0, kind: .frame),
                .init(time: 16, kind: .motion(id: 0, x: 12.5, y: 20)),
                .init(time: 16, kind: .shape(id: 0, major: 9, minor: 7)),
                .init(time: 16, kind: .orientation(id: 0, degrees: 15)),
                .init(time: 16, kind: .frame),
                .init(time: 32, kind: .up(id: 0)),
                .init(time: 32, kind: .frame),
                .init(time: 32.5, kind: .cancel),
            ])
        #expect(recording.events.allSatisfy { $0.line == nil })
        #expect(
            recording.text == """
                touchkit-recording 1
                # window 320x200
                # seat seat0
                0 down 0 10 20
                0 frame
                16 motion 0 12.5 20
                16 shape 0 9 7
                16 orientation 0 15
                16 frame
                # lift
                32 up 0
                32 frame
                32.5 cancel

                """)
    }

    @Test("tap and drag write down, motions and up, each with a frame")
    func tapAndDrag() {
        var script = RecordingScript()
        script.tap(1, at: Point(x: 5, y: 5), duration: 80)
        script.wait(100)
        script.drag(2, from: Point(x: 0, y: 0), to: Point(x: 40, y: 20), steps: 4, duration: 40)
        let events = script.recording.events
        #expect(events.count == 4 + 2 + 4 * 2 + 2)
        #expect(events[0...3].map(\.kind) == [.down(id: 1, x: 5, y: 5), .frame, .up(id: 1), .frame])
        #expect(events[2].time == 80)
        #expect(events[4].time == 180)
        #expect(events.last?.time == 220)
        #expect(events.filter { $0.kind.verb == "motion" }.map(\.kind).last == .motion(id: 2, x: 40, y: 20))
        let frames = script.recording.frames(window: WindowID(rawValue: 1))
        #expect(frames.count == 2 + 1 + 4 + 1)
    }

    @Test("a scripted recording survives the text round trip")
    func scriptRoundTrip() throws {
        var script = RecordingScript()
        script.drag(0, from: Point(x: 1.25, y: 3), to: Point(x: 100, y: 33.3), steps: 3, duration: 50)
        let again = try TouchRecording(parsing: script.recording.text, fileName: "script")
        #expect(again == script.recording)
    }
}
