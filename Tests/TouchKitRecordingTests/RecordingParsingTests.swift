import Foundation
import Testing
import TouchKit
import TouchKitRecording

/// Reading and writing the `touchkit-recording 1` format.
@Suite("Recording format: parsing, writing, errors")
struct RecordingParsingTests {
    // MARK: - Real recordings

    @Test("the real recordings directory exists and every .touches file in it parses")
    func everyRealRecordingParses() throws {
        try #require(
            RecordingFixtures.directoryExists,
            "the real recordings directory is missing: \(RecordingFixtures.directory)")
        let files = RecordingFixtures.recordingFiles()
        try #require(!files.isEmpty, "no .touches files in \(RecordingFixtures.directory)")
        for file in files {
            let path = "\(RecordingFixtures.directory)/\(file)"
            #expect(throws: Never.self, "\(file)") { _ = try TouchRecording(contentsOf: path) }
        }
    }

    @Test("each real recording has the counts its README gives", arguments: RecordingFixtures.expected)
    func realRecordingCounts(_ expected: RecordingFixtures.Expected) throws {
        let recording = try TouchRecording(contentsOf: expected.path)
        #expect(recording.version == 1)
        #expect(recording.windowSize == Size(width: 1024, height: 640))
        #expect(recording.seatName == nil)
        #expect(recording.count("frame") == expected.frames)
        #expect(recording.count("down") == expected.downs)
        #expect(recording.count("up") == expected.downs)
        #expect(recording.count("shape") == expected.shapes)
        #expect(recording.count("cancel") == 0)
        #expect(abs(recording.duration - expected.durationMilliseconds) < 0.05)
        #expect(!recording.comments.isEmpty, "the provenance comments are kept")
        #expect(recording.comments.allSatisfy { $0.position == 0 })
        #expect(recording.events.first?.line != nil)
    }

    @Test("real recordings survive parse -> text -> parse unchanged", arguments: RecordingFixtures.expected)
    func realRecordingRoundTrip(_ expected: RecordingFixtures.Expected) throws {
        let recording = try TouchRecording(contentsOf: expected.path)
        let again = try TouchRecording(parsing: recording.text, fileName: "round-trip")
        #expect(again == recording)
        #expect(again.text == recording.text)
    }

    // MARK: - Format details

    static let sample = """
        # a comment before the header
        touchkit-recording 1
        # source: made by hand
        # window 400x300.5
        # seat  seat 1

        0 down 3 10 20
        0.000 frame
        #between events
        16.5 motion 3 -4.25 1e-3
        16.5 shape 3 12 8
        16.5 orientation 3 -30
        16.5 frame
        20 up 3
        20 frame
        33.333 cancel
        #
        """

    @Test("header fields, comments anywhere, blank lines, decimals and exponents")
    func sampleParses() throws {
        let recording = try TouchRecording(parsing: Self.sample, fileName: "sample.touches")
        #expect(recording.windowSize == Size(width: 400, height: 300.5))
        #expect(recording.seatName == "seat 1")
        #expect(
            recording.comments == [
                .init("a comment before the header"), .init("source: made by hand"),
                .init("between events", position: 2), .init("", position: 9),
            ])
        #expect(
            recording.events == [
                .init(time: 0, kind: .down(id: 3, x: 10, y: 20)),
                .init(time: 0, kind: .frame),
                .init(time: 16.5, kind: .motion(id: 3, x: -4.25, y: 0.001)),
                .init(time: 16.5, kind: .shape(id: 3, major: 12, minor: 8)),
                .init(time: 16.5, kind: .orientation(id: 3, degrees: -30)),
                .init(time: 16.5, kind: .frame),
                .init(time: 20, kind: .up(id: 3)),
                .init(time: 20, kind: .frame),
                .init(time: 33.333, kind: .cancel),
            ])
        #expect(recording.events.map(\.line) == [7, 8, 10, 11, 12, 13, 14, 15, 16])
    }

    @Test("text writes the header, then comments and events in place, numbers compactly")
    func sampleText() throws {
        let recording = try TouchRecording(parsing: Self.sample, fileName: "sample.touches")
        #expect(
            recording.text == """
                touchkit-recording 1
                # window 400x300.5
                # seat seat 1
                # a comment before the header
                # source: made by hand
                0 down 3 10 20
                0 frame
                # between events
                16.5 motion 3 -4.25 0.001
                16.5 shape 3 12 8
                16.5 orientation 3 -30
                16.5 frame
                20 up 3
                20 frame
                33.333 cancel
                #

                """)
        #expect(try TouchRecording(parsing: recording.text, fileName: "again") == recording)
    }

    @Test("numbers are written as the shortest decimal that reads back exactly")
    func numberFormatting() throws {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (150, "150"), (150.4, "150.4"), (-3.5, "-3.5"), (0.1 + 0.2, "0.30000000000000004"),
            (1e-5, "0.00001"), (1.5e-7, "0.00000015"), (1e16, "10000000000000000"), (123.453125, "123.453125"),
        ]
        for (value, text) in cases {
            let event = TouchRecording.Event(time: 2, kind: .motion(id: 1, x: value, y: 0))
            #expect(event.description == "2 motion 1 \(text) 0")
            let back = try TouchRecording(parsing: "touchkit-recording 1\n\(event)\n", fileName: "n")
            #expect(back.events.first == event)
        }
    }

    @Test("Windows line endings and tabs are accepted")
    func crlfAndTabs() throws {
        let recording = try TouchRecording(
            parsing: "touchkit-recording 1\r\n# window 10x20\r\n1\tdown\t0\t2\t3\r\n1 frame\r\n", fileName: "crlf")
        #expect(recording.windowSize == Size(width: 10, height: 20))
        #expect(recording.events.map(\.kind) == [.down(id: 0, x: 2, y: 3), .frame])
        #expect(recording.events.map(\.line) == [3, 4])
    }

    @Test("equal times are allowed; events made in code equal parsed ones")
    func equalTimes() throws {
        let parsed = try TouchRecording(parsing: "touchkit-recording 1\n5 frame\n5 frame\n", fileName: "t")
        #expect(parsed == TouchRecording(events: [.init(time: 5, kind: .frame), .init(time: 5, kind: .frame)]))
    }

    // MARK: - Errors

    struct Malformed: Sendable, CustomStringConvertible {
        var text: String
        var error: String
        var description: String { error }
    }

    static let malformed: [Malformed] = [
        Malformed(
            text: "0 down 0 1 2\n",
            error: "demo.touches:1: expected the header 'touchkit-recording 1', got '0 down 0 1 2'"),
        Malformed(
            text: "", error: "demo.touches:1: expected the header 'touchkit-recording 1', got the end of the file"),
        Malformed(
            text: "# only\n# comments\n",
            error: "demo.touches:3: expected the header 'touchkit-recording 1', got the end of the file"),
        Malformed(
            text: "touchkit-recording 2\n0 frame\n",
            error: "demo.touches:1: unsupported recording version 2; this TouchKit reads version 1"),
        Malformed(
            text: "touchkit-recording 1\n# c\n0 down 1 2 3\ndown 1 2\n",
            error: "demo.touches:4: expected '<ms> down <id> <x> <y>', got 'down 1 2'"),
        Malformed(
            text: "touchkit-recording 1\n0 down 1 2\n",
            error: "demo.touches:2: expected '<ms> down <id> <x> <y>', got '0 down 1 2'"),
        Malformed(
            text: "touchkit-recording 1\n0 frame 7\n",
            error: "demo.touches:2: expected '<ms> frame', got '0 frame 7'"),
        Malformed(
            text: "touchkit-recording 1\n0 down 0 1 2\n\n10 frame\n9.5 up 0\n",
            error: "demo.touches:5: time 9.5 goes backwards: the event on line 4 is at 10"),
        Malformed(
            text: "touchkit-recording 1\n0 tap 0 1 2\n",
            error:
                "demo.touches:2: unknown event 'tap'; expected down, motion, up, shape, orientation, cancel, frame, key, button, hover, axis, axis-stop, pen, pen-button or touchpad"
        ),
        Malformed(
            text: "touchkit-recording 1\nhello\n",
            error: "demo.touches:2: expected '<ms> <event> ...', got 'hello'"),
        Malformed(
            text: "touchkit-recording 1\n0 motion 0 1.2.3 4\n",
            error: "demo.touches:2: bad number '1.2.3' for <x> in '<ms> motion <id> <x> <y>'"),
        Malformed(
            text: "touchkit-recording 1\n0 motion 0 nan 4\n",
            error: "demo.touches:2: bad number 'nan' for <x> in '<ms> motion <id> <x> <y>'"),
        Malformed(
            text: "touchkit-recording 1\n0 shape 0 0x10 4\n",
            error: "demo.touches:2: bad number '0x10' for <major> in '<ms> shape <id> <major> <minor>'"),
        Malformed(
            text: "touchkit-recording 1\nsoon frame\n",
            error: "demo.touches:2: bad number 'soon' for <ms> in '<ms> frame'"),
        Malformed(
            text: "touchkit-recording 1\n0 up 1.5\n",
            error: "demo.touches:2: bad touch id '1.5' for <id> in '<ms> up <id>' (a whole number is expected)"),
        Malformed(
            text: "touchkit-recording 1\n-1 frame\n",
            error: "demo.touches:2: time -1 is negative; times are milliseconds from the start"),
        Malformed(
            text: "touchkit-recording 1\n# window big\n",
            error: "demo.touches:2: expected '# window <width>x<height>', got '# window big'"),
        Malformed(
            text: "touchkit-recording 1\n# window 10x10\n# window 20x20\n",
            error: "demo.touches:3: the window size is given twice (first on line 2)"),
        Malformed(
            text: "touchkit-recording 1\n# seat\n",
            error: "demo.touches:2: expected '# seat <name>', got '# seat'"),
    ]

    @Test("a malformed file gives file:line: message and nothing else", arguments: Self.malformed)
    func malformedFile(_ malformed: Malformed) {
        do {
            let recording = try TouchRecording(parsing: malformed.text, fileName: "demo.touches")
            Issue.record("parsed \(recording.events.count) events instead of failing")
        } catch {
            #expect(error.description == malformed.error)
            #expect(error.file == "demo.touches")
        }
    }

    @Test("a missing file names its path")
    func missingFile() {
        let path = "/nonexistent/dir/missing.touches"
        #expect(throws: RecordingError(file: path, line: 0, message: "no such recording file")) {
            try TouchRecording(contentsOf: path)
        }
        #expect(
            RecordingError(file: path, line: 0, message: "no such recording file").description
                == "/nonexistent/dir/missing.touches: no such recording file")
    }

    @Test("a malformed file on disk reports its path and line")
    func malformedFileOnDisk() throws {
        let path = RecordingFixtures.temporaryPath("bad.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "touchkit-recording 1\n0 frame\nbogus\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: RecordingError(file: path, line: 3, message: "expected '<ms> <event> ...', got 'bogus'")) {
            try TouchRecording(contentsOf: path)
        }
    }

    @Test("write(to:) writes text that reads back equal")
    func writeAndRead() throws {
        let recording = try TouchRecording(parsing: Self.sample, fileName: "sample.touches")
        let path = RecordingFixtures.temporaryPath("written.touches")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recording.write(to: path)
        #expect(try TouchRecording(contentsOf: path) == recording)
        #expect(throws: RecordingError.self) { try recording.write(to: "/nonexistent/dir/x.touches") }
    }
}
