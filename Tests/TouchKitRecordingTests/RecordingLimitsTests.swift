import Foundation
import Testing
import TouchKit
import TouchKitRecording

/// Recordings at their limits: huge times, huge or hostile lines, odd line breaks,
/// seat names with inner spaces, and what a compositor would refuse, all caught
/// while reading with `file:line`, before anything is launched.
@Suite("Recording format: limits and early checks")
struct RecordingLimitsTests {
    static func error(_ text: String) -> RecordingError? {
        do {
            _ = try TouchRecording(parsing: text, fileName: "limits.touches")
            return nil
        } catch {
            return error
        }
    }

    @Test("times over 24 hours are refused with file:line", arguments: ["1.8e13", "1e17", "86400000.001"])
    func hugeTimesAreRefused(_ time: String) throws {
        let error = try #require(Self.error("touchkit-recording 1\n0 down 0 1 1\n0 frame\n\(time) up 0\n"))
        #expect(error.line == 4)
        #expect(error.description.hasPrefix("limits.touches:4: time \(time) is too late"), "\(error)")
        #expect(Self.error("touchkit-recording 1\n86400000 frame\n") == nil)
    }

    @Test("RecordingPlayer survives times no parser would let through (made in code)")
    func playerSurvivesHugeTimes() {
        let recording = TouchRecording(
            windowSize: nil, seatName: nil, comments: [],
            events: [
                TouchRecording.Event(time: 0, kind: .down(id: 0, x: 1, y: 1)),
                TouchRecording.Event(time: 0, kind: .frame),
                TouchRecording.Event(time: 1.8e13, kind: .up(id: 0)),
                TouchRecording.Event(time: .infinity, kind: .frame),
            ])
        var player = RecordingPlayer(window: WindowID(rawValue: 1))
        let frames = player.play(recording)
        #expect(frames.count == 2)
        #expect(frames.last?.frame.points.first?.phase == .ended)
    }

    @Test("a parse error quotes a short excerpt of a huge line, never the whole line")
    func hugeLineGivesShortError() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let error = try #require(Self.error("touchkit-recording 1\n0 down 0 1 \(huge)\n"))
        #expect(error.line == 2)
        #expect(error.description.count < 300, "\(error.description.count) characters")
        #expect(error.description.contains("…"))
    }

    @Test("control characters in a quoted excerpt are escaped, so the terminal gets none")
    func controlBytesAreEscaped() throws {
        let error = try #require(Self.error("touchkit-recording 1\n0 down 0 1 \u{1B}[2J\u{07}\u{202E}x\n"))
        let text = error.description
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x202E }, "\(text)")
        #expect(text.contains("\\u{1B}[2J\\u{7}\\u{202E}x"), "\(text)")
        let header = try #require(Self.error("touchkit-recording\u{1B}]0;pwned\u{07} 1\n"))
        #expect(header.description.contains("\\u{1B}]0;pwned\\u{7}"), "\(header)")
    }

    @Test("lines are counted at \\n only, as editors count them; \\r\\n files read too")
    func linesAreCountedAtNewlineOnly() throws {
        // U+2028, a form feed, a vertical tab and a lone \r are not line ends.
        let error = try #require(
            Self.error("touchkit-recording 1\n# a\u{2028}b\u{0C}c\u{0B}d\re\n0 down 0 1 1\n0 frame\n5 bogus\n"))
        #expect(error.line == 5, "\(error)")
        let crlf = try TouchRecording(
            parsing: "touchkit-recording 1\r\n# window 10x10\r\n0 down 0 1 1\r\n0 frame\r\n", fileName: "crlf")
        #expect(crlf.events.count == 2 && crlf.windowSize == Size(width: 10, height: 10))
    }

    @Test("a seat name with two spaces reads back with two spaces")
    func seatNameKeepsInnerSpaces() throws {
        let recording = TouchRecording(windowSize: nil, seatName: "my  seat", comments: [], events: [])
        let again = try TouchRecording(parsing: recording.text, fileName: "seat")
        #expect(again.seatName == "my  seat")
        // The same for a seat name imported from wev: RecordingWevTests (touchkitTests).
    }

    // MARK: - What a compositor would refuse, found before launching

    static func replayError(_ text: String) throws -> RecordingError? {
        let recording = try TouchRecording(parsing: text, fileName: "early.touches")
        do {
            try recording.checkForReplay(fileName: "early.touches")
            return nil
        } catch {
            return error
        }
    }

    @Test("an id that goes down again while down is refused before launching")
    func reusedIDIsRefused() throws {
        let error = try #require(
            try Self.replayError("touchkit-recording 1\n0 down 3 1 1\n0 frame\n5 down 3 2 2\n5 frame\n"))
        #expect(
            error.line == 4 && error.message.contains("touch id 3 goes down again") && error.message.contains("line 2"))
    }

    @Test(
        "events for an id that is not down are refused before launching",
        arguments: [
            "5 motion 7 1 1", "5 up 7", "5 shape 7 1 1", "5 orientation 7 10",
        ])
    func unknownIDIsRefused(_ line: String) throws {
        let error = try #require(try Self.replayError("touchkit-recording 1\n0 down 3 1 1\n0 frame\n\(line)\n"))
        #expect(error.line == 4 && error.message.contains("7, which is not down"), "\(error)")
    }

    @Test(
        "a down outside the window is refused before launching",
        arguments: [
            "0 down 0 -1 5", "0 down 0 5 -0.5", "0 down 0 100 5", "0 down 0 5 80",
        ])
    func downOutsideTheWindowIsRefused(_ line: String) throws {
        let error = try #require(try Self.replayError("touchkit-recording 1\n# window 100x80\n\(line)\n"))
        #expect(error.line == 3 && error.message.contains("outside"), "\(error)")
    }

    @Test("moves outside the window, ids reused after their up, cancels and pointer ids pass")
    func validSequencesPass() throws {
        #expect(
            try Self.replayError(
                """
                touchkit-recording 1
                # window 100x80
                0 down 0 1 1
                0 down 0 2 2 pointer
                0 frame
                5 motion 0 -50 500
                5 frame
                6 up 0
                6 frame
                7 down 0 3 3
                7 frame
                8 cancel
                9 down 0 4 4
                9 frame
                9 up 0 pointer
                """) == nil)
    }

    @Test("every committed recording passes the early checks")
    func committedRecordingsPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Recordings").path
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".touches") }
        #expect(files.count > 30)
        for file in files {
            let recording = try TouchRecording(contentsOf: root + "/" + file)
            #expect(throws: Never.self, "\(file)") { try recording.checkForReplay(fileName: file) }
        }
    }
}
