import Testing
import TouchKit
import TouchKitRecording

@testable import touchkit

/// Importing `wev` logs. The samples use wev's own printf formats (wev.c):
/// `"[%02u:%16s] %s%s"` then, for wl_touch, `down: "serial: %d; time: %d; surface: %d;
/// id: %d; x, y: %f, %f"`, `up: "serial: %d; time: %d; id: %d"`, `motion: "time: %d;
/// id: %d; x, y: %f, %f"`, `shape: "id: %d; major, minor: %f, %f"`, orientation logged
/// as `shape: "id: %d; orientation: %f"`, and bare `frame` / `cancel`.
@Suite("Recording import from wev logs")
struct RecordingWevTests {
    static let log = """
        [07:         wl_seat] capabilities: pointer keyboard touch 
        [07:         wl_seat] name: seat0
        [12:    xdg_toplevel] configure: width: 0; height: 0
        [11:     xdg_surface] configure: serial: 2
        [12:    xdg_toplevel] configure: width: 800; height: 600
                              activated 
        [11:     xdg_surface] configure: serial: 5
        [15:        wl_touch] down: serial: 3140; time: 2519443; surface: 3; id: 0; x, y: 435.839844, 323.199219
        [15:        wl_touch] shape: id: 0; major, minor: 12.000000, 8.000000
        [15:        wl_touch] shape: id: 0; orientation: 30.500000
        [15:        wl_touch] frame
        [13:     wl_keyboard] key: serial: 3141; time: 2519450; key: 30; state: 1 (pressed)
                              sym: a            (97), utf8: 'a'
        [14:      wl_pointer] motion: time: 2519455; x, y: 12.000000, 14.000000
        [15:        wl_touch] motion: time: 2519460; id: 0; x, y: 437.000000, 330.500000
        [15:        wl_touch] down: serial: 3142; time: 2519461; surface: 3; id: 1; x, y: 100.250000, 200.750000
        [15:        wl_touch] frame
        [15:        wl_touch] up: serial: 3143; time: 2519521; id: 0
        [15:        wl_touch] frame
        [15:        wl_touch] cancel
        [12:    xdg_toplevel] configure: width: 1024; height: 768
        """

    @Test("wl_touch lines become events; seat name and window size become the header")
    func importsWevLog() throws {
        let recording = try TouchRecording(importingWev: Self.log, fileName: "wev.log")
        #expect(recording.seatName == "seat0")
        #expect(recording.windowSize == Size(width: 800, height: 600))
        #expect(
            recording.events == [
                .init(time: 0, kind: .down(id: 0, x: 435.839844, y: 323.199219)),
                .init(time: 0, kind: .shape(id: 0, major: 12, minor: 8)),
                .init(time: 0, kind: .orientation(id: 0, degrees: 30.5)),
                .init(time: 0, kind: .frame),
                .init(time: 17, kind: .motion(id: 0, x: 437, y: 330.5)),
                .init(time: 18, kind: .down(id: 1, x: 100.25, y: 200.75)),
                .init(time: 18, kind: .frame),
                .init(time: 78, kind: .up(id: 0)),
                .init(time: 78, kind: .frame),
                .init(time: 78, kind: .cancel),
            ])
        #expect(recording.events.map(\.line) == [8, 9, 10, 11, 15, 16, 17, 18, 19, 20])
        #expect(try TouchRecording(parsing: recording.text, fileName: "imported") == recording)
        let frames = recording.frames(window: WindowID(rawValue: 1))
        #expect(
            frames.map { $0.points.map(\.phase) } == [
                [.began], [.moved, .began], [.ended, .stationary], [.cancelled],
            ])
    }

    @Test("times wev prints negative (%d of a large uint32) wrap around correctly")
    func wrappedTimes() throws {
        let log = """
            [15:        wl_touch] down: serial: 1; time: -2; surface: 3; id: 0; x, y: 1.000000, 2.000000
            [15:        wl_touch] frame
            [15:        wl_touch] up: serial: 2; time: 3; id: 0
            [15:        wl_touch] frame
            """
        let recording = try TouchRecording(importingWev: log, fileName: "wev.log")
        #expect(recording.events.map(\.time) == [0, 0, 5, 5])
        #expect(recording.windowSize == nil)
    }

    @Test("a wl_touch line not in wev's format is an error with file and line")
    func malformedWevLine() {
        let log = """
            [07:         wl_seat] name: seat0
            [15:        wl_touch] frame
            [15:        wl_touch] down: serial: 1; time: 5; surface: 3; id: 0
            """
        #expect(
            throws: RecordingError(
                file: "wev.log", line: 3,
                message:
                    "expected a wev wl_touch line 'down: serial: <n>; time: <ms>; surface: <n>; id: <id>; x, y: <x>, <y>', got '[15:        wl_touch] down: serial: 1; time: 5; surface: 3; id: 0'"
            )
        ) {
            try TouchRecording(importingWev: log, fileName: "wev.log")
        }
        #expect(throws: RecordingError.self) {
            try TouchRecording(importingWev: "[15:        wl_touch] wiggle: id: 0", fileName: "wev.log")
        }
        #expect(throws: RecordingError.self) {
            try TouchRecording(
                importingWev: "[15:        wl_touch] motion: time: x; id: 0; x, y: 1.0, 2.0", fileName: "w")
        }
    }

    @Test("a log without wl_touch lines gives an empty recording")
    func noTouches() throws {
        let recording = try TouchRecording(
            importingWev: "[07:         wl_seat] name: seat0\nrandom text\n", fileName: "wev.log")
        #expect(recording.events.isEmpty)
        #expect(recording.seatName == "seat0")
    }

    @Test("a seat name with two spaces, imported from wev, reads back with two spaces")
    func seatNameKeepsInnerSpaces() throws {
        let recording = try TouchRecording(
            importingWev: "[07:         wl_seat] name: front  panel\n", fileName: "wev.log")
        #expect(recording.seatName == "front  panel")
        #expect(try TouchRecording(parsing: recording.text, fileName: "seat").seatName == "front  panel")
    }
}
