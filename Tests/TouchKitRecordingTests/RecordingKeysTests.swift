import Foundation
import Testing
import TouchKit
import TouchKitRecording

/// Keys in the recording format (`<ms> key <code> down|up`): read, written back, and
/// refused with `file:line` when malformed (issue 15, section 7).
@Suite("Recording format: keys")
struct RecordingKeysTests {
    static let text = """
        touchkit-recording 1
        # window 1024x640
        0 key 42 down
        10 down 0 100 100 pointer
        10 frame
        20 key 30 down
        20 motion 0 120 110 pointer
        20 frame
        400 key 30 up
        410 up 0 pointer
        410 frame
        500 key 42 up

        """

    @Test("keys are read at their place among the events, and written back the same")
    func roundTrip() throws {
        let recording = try TouchRecording(parsing: Self.text, fileName: "keys.touches")
        #expect(recording.events.count == 6)
        #expect(
            recording.keys.map(\.description) == ["0 key 42 down", "20 key 30 down", "400 key 30 up", "500 key 42 up"])
        #expect(recording.keys.map(\.position) == [0, 2, 4, 6])
        #expect(recording.keys.map(\.line) == [3, 6, 9, 12])
        #expect(recording.text == Self.text)
        #expect(try TouchRecording(parsing: recording.text, fileName: "again") == recording)
        #expect(recording.duration == 500, "a key after the last event counts in the duration")
    }

    @Test("a recording of keys alone is a recording")
    func keysAlone() throws {
        let recording = try TouchRecording(
            parsing: "touchkit-recording 1\n0 key 30 down\n1000 key 30 up\n", fileName: "hold.touches")
        #expect(recording.events.isEmpty && recording.keys.count == 2)
        #expect(recording.keys.allSatisfy { $0.position == 0 })
    }

    @Test(
        "a malformed key line is refused with file:line",
        arguments: [
            ("10 key 30", "keys.touches:3: expected '<ms> key <code> down|up', got '10 key 30'"),
            (
                "10 key thirty down",
                "keys.touches:3: bad key code 'thirty' in '<ms> key <code> down|up' (a Linux input event code, 0...65535)"
            ),
            (
                "10 key 70000 down",
                "keys.touches:3: bad key code '70000' in '<ms> key <code> down|up' (a Linux input event code, 0...65535)"
            ),
            ("10 key 30 pressed", "keys.touches:3: bad key state 'pressed' in '<ms> key <code> down|up' (down or up)"),
            ("1 key 30 down", "keys.touches:3: time 1 goes backwards: the event on line 2 is at 5"),
            ("x key 30 down", "keys.touches:3: bad number 'x' for <ms> in '<ms> key <code> down|up'"),
            (
                "10 key 30 down pointer",
                "keys.touches:3: expected '<ms> key <code> down|up', got '10 key 30 down pointer'"
            ),
        ])
    func malformed(_ line: String, _ message: String) {
        let text = "touchkit-recording 1\n5 frame\n\(line)\n"
        #expect(throws: RecordingError.self) { try TouchRecording(parsing: text, fileName: "keys.touches") }
        do {
            _ = try TouchRecording(parsing: text, fileName: "keys.touches")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("the recorder writes keys on the touches' clock, at their place, and they read back")
    func recorderWritesKeys() throws {
        let path = RecordingFixtures.temporaryPath("keys.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TouchRecorder(path: path)
        recorder.recordKey(code: 42, pressed: true, compositorTime: 5_000)
        recorder.record(.down(id: 0, x: 10, y: 20), compositorTime: 5_010)
        recorder.record(.frame)
        recorder.recordKey(code: 30, pressed: true, compositorTime: 5_020)
        recorder.recordKey(code: 30, pressed: false, compositorTime: 5_100)
        recorder.record(.up(id: 0), compositorTime: 5_110)
        recorder.record(.frame)
        recorder.recordKey(code: 42, pressed: false, compositorTime: 5_200)
        recorder.close()
        let recording = try TouchRecording(contentsOf: path)
        #expect(
            recording.keys.map(\.description) == ["0 key 42 down", "20 key 30 down", "100 key 30 up", "200 key 42 up"])
        #expect(recording.keys.map(\.position) == [0, 2, 2, 4])
        #expect(recording.events.count == 4)
    }
}
