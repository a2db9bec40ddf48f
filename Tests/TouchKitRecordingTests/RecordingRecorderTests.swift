import Foundation
import Testing
import TouchKit
import TouchKitRecording

/// Recording a live app with `TouchRecorder`.
@Suite("Recording from a live app (TouchRecorder)")
struct RecordingRecorderTests {
    @Test("the recorder writes a file that parses back, with compact numbers")
    func recorderWritesParsableFile() throws {
        let path = RecordingFixtures.temporaryPath("live.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path)
        recorder.windowSize = Size(width: 800, height: 600)
        recorder.seatName = "seat0"
        recorder.record(.down(id: 0, x: 10.00390625, y: 20.5), compositorTime: 1_000_000)
        recorder.record(.shape(id: 0, major: 12.0078125, minor: 8))
        recorder.record(.frame)
        recorder.record(.motion(id: 0, x: 11, y: 21), compositorTime: 1_000_016)
        recorder.record(.orientation(id: 0, degrees: 33.333333))
        recorder.record(.frame)
        recorder.record(.up(id: 0), compositorTime: 1_000_040)
        recorder.record(.frame)
        recorder.close()
        recorder.record(.cancel)  // ignored after close
        #expect(recorder.eventCount == 8)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text == """
                touchkit-recording 1
                # window 800x600
                # seat seat0
                0 down 0 10 20.5
                0 shape 0 12.01 8
                0 frame
                16 motion 0 11 21
                16 orientation 0 33.33
                16 frame
                40 up 0
                40 frame

                """)
        let recording = try TouchRecording(contentsOf: path)
        #expect(recording.events.count == 8)
        #expect(recording.seatName == "seat0")
    }

    @Test("each frame is on disk before close, so a crash leaves a usable file")
    func framesAreWrittenThrough() throws {
        let path = RecordingFixtures.temporaryPath("crash.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path, windowSize: Size(width: 100, height: 100))
        recorder.record(.down(id: 0, x: 1, y: 2), at: 0.5)
        recorder.record(.frame)
        recorder.record(.motion(id: 0, x: 3, y: 4), at: 8.1234)
        // Not closed: the first frame is on disk, the motion without its frame is not yet.
        let early = try TouchRecording(contentsOf: path)
        #expect(early.events.map(\.kind) == [.down(id: 0, x: 1, y: 2), .frame])
        recorder.record(.frame)
        let later = try TouchRecording(contentsOf: path)
        #expect(later.events.last?.time == 8.123)
        #expect(later.events.count == 4)
        withExtendedLifetime(recorder) {}
    }

    @Test("times never go backwards and compositor times wrap around")
    func timesStayOrdered() throws {
        let path = RecordingFixtures.temporaryPath("times.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path)
        recorder.record(.down(id: 0, x: 0, y: 0), compositorTime: UInt32.max - 1)
        recorder.record(.motion(id: 0, x: 1, y: 0), compositorTime: 3)  // wrapped: 5 ms later
        recorder.record(.motion(id: 0, x: 2, y: 0), compositorTime: 1)  // 2 ms back: held at 5
        recorder.record(.frame)
        recorder.record(.up(id: 0), at: 2)  // earlier than 5: held at 5
        recorder.close()
        let recording = try TouchRecording(contentsOf: path)
        #expect(recording.events.map(\.time) == [0, 5, 5, 5, 5])
    }

    @Test("a recorder closed before any event still leaves a valid, empty recording")
    func emptyRecording() throws {
        let path = RecordingFixtures.temporaryPath("empty.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path, seatName: "seat0")
        recorder.close()
        let recording = try TouchRecording(contentsOf: path)
        #expect(recording.events.isEmpty)
        #expect(recording.seatName == "seat0")
    }

    @Test("the header is on disk at once: an app that received no touch leaves a recording that parses")
    func headerAtStart() throws {
        let path = RecordingFixtures.temporaryPath("no-touch.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path)
        // Not closed, no event: the app is still running, or was killed.
        #expect(try TouchRecording(contentsOf: path).events.isEmpty)
        // The window becomes known before the first event: the header is written again.
        recorder.windowSize = Size(width: 320, height: 200)
        let recording = try TouchRecording(contentsOf: path)
        #expect(recording.windowSize == Size(width: 320, height: 200) && recording.events.isEmpty)
        // After the first event the header stays as it was.
        recorder.record(.down(id: 1, x: 5, y: 6), at: 0)
        recorder.record(.frame)
        recorder.windowSize = Size(width: 1, height: 1)
        let later = try TouchRecording(contentsOf: path)
        #expect(later.windowSize == Size(width: 320, height: 200) && later.events.count == 2)
        withExtendedLifetime(recorder) {}
    }

    @Test("W10: the pointer acting as a finger is recorded marked 'pointer' and reads back so")
    func pointerEventsAreMarked() throws {
        let path = RecordingFixtures.temporaryPath("pointer.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path, windowSize: Size(width: 100, height: 80))
        recorder.record(.down(id: 0, x: 10, y: 20), compositorTime: 500, touchType: .pointer)
        recorder.record(.frame)
        recorder.record(.motion(id: 0, x: 12, y: 22), compositorTime: 516, touchType: .pointer)
        recorder.record(.frame)
        recorder.record(.up(id: 0), compositorTime: 530, touchType: .pointer)
        recorder.record(.frame)
        recorder.record(.down(id: 0, x: 1, y: 2), compositorTime: 540)
        recorder.record(.frame)
        recorder.record(.cancel, touchType: .pointer)
        recorder.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\n0 down 0 10 20 pointer\n0 frame\n16 motion 0 12 22 pointer\n"))
        #expect(text.contains("\n30 up 0 pointer\n30 frame\n40 down 0 1 2\n40 frame\n40 cancel pointer\n"))
        let recording = try TouchRecording(contentsOf: path)
        #expect(
            recording.events.map(\.touchType) == [
                .pointer, .direct, .pointer, .direct, .pointer, .direct, .direct, .direct, .pointer,
            ])
        #expect(try TouchRecording(parsing: recording.text, fileName: "again") == recording)
    }

    @Test("fromEnvironment: nil unless TOUCHKIT_RECORD names a file that can be created")
    func fromEnvironment() throws {
        #expect(TouchRecorder.fromEnvironment([:]) == nil)
        #expect(TouchRecorder.fromEnvironment(["TOUCHKIT_RECORD": ""]) == nil)
        #expect(TouchRecorder.fromEnvironment(["TOUCHKIT_RECORD": "/nonexistent/dir/x.touches"]) == nil)
        let path = RecordingFixtures.temporaryPath("env.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try #require(TouchRecorder.fromEnvironment([TouchRecorder.environmentVariable: path]))
        #expect(recorder.path == path)
    }

    @Test("a file that cannot be created is a RecordingError naming it")
    func cannotCreate() {
        #expect(
            throws: RecordingError(
                file: "/nonexistent/dir/x.touches", line: 0, message: "cannot create the recording file")
        ) {
            _ = try TouchRecorder(path: "/nonexistent/dir/x.touches")
        }
    }
}
