import TouchKit

extension TouchRecording {
    /// Reads a recording from a `touchkit-recording 1` file.
    ///
    /// The whole file is checked before anything is returned: a malformed file gives
    /// an error naming the file and line, and no events.
    /// - Parameter path: The file's path; errors name it as given.
    /// - Throws: ``RecordingError`` when the file is missing, unreadable or malformed.
    public init(contentsOf path: String) throws(RecordingError) {
        guard let kind = PosixFile.kind(atPath: path) else {
            throw RecordingError(file: path, line: 0, message: "no such recording file")
        }
        guard kind != .directory else {
            throw RecordingError(file: path, line: 0, message: "is a directory, not a recording file")
        }
        guard let data = PosixFile.read(atPath: path) else {
            throw RecordingError(file: path, line: 0, message: "cannot read the recording file")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw RecordingError(file: path, line: 0, message: "the recording file is not UTF-8 text")
        }
        try self.init(parsing: text, fileName: path)
    }

    /// Reads a recording from text in the `touchkit-recording 1` format.
    ///
    /// Blank lines are skipped; `#` lines are comments. Before the first event, the
    /// comments `# window <width>x<height>`, `# seat <name>` and `# end <ms>` set
    /// ``TouchRecording/windowSize``, ``TouchRecording/seatName`` (the rest of the line,
    /// inner spaces kept) and ``TouchRecording/endTime`` (not before the last event); every other
    /// comment is kept in ``comments``. Lines end at `\n` only (a `\r` before it is
    /// dropped), so line numbers are an editor's. Times are at most
    /// ``TouchRecording/maximumTime`` (24 hours). An error quotes at most a short,
    /// escaped excerpt of the line (``RecordingError/excerpt(_:)``).
    /// - Parameters:
    ///   - text: The recording.
    ///   - fileName: The name errors give for the text, e.g. `demo.touches`.
    /// - Throws: ``RecordingError`` for the first malformed line: a missing header,
    ///   an unknown event, a wrong number of fields, a bad number, a time that goes
    ///   backwards or is over ``TouchRecording/maximumTime``.
    public init(parsing text: String, fileName: String) throws(RecordingError) {
        var parser = RecordingParser(fileName: fileName)
        self = try parser.parse(text)
    }
}

/// Reads the text format line by line; see ``TouchRecording/init(parsing:fileName:)``.
private struct RecordingParser {
    let fileName: String
    var recording = TouchRecording()
    var sawHeader = false
    var windowLine: Int?
    var seatLine: Int?
    var endLine: Int?
    var previousEvent: (time: Double, line: Int)?

    init(fileName: String) {
        self.fileName = fileName
    }

    mutating func parse(_ text: String) throws(RecordingError) -> TouchRecording {
        var lineCount = 0
        for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            lineCount = index + 1
            var bytes = rawLine
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            let line = String(Substring(bytes)).trimmingSpaces
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                try comment(line.dropFirst(), line: lineCount)
            } else if !sawHeader {
                try header(line, line: lineCount)
            } else {
                try event(line, line: lineCount)
            }
        }
        guard sawHeader else {
            throw error(
                max(lineCount, 1),
                "expected the header 'touchkit-recording \(TouchRecording.currentVersion)', got the end of the file")
        }
        if let endLine, let end = recording.endTime, let last = previousEvent, last.time > end {
            throw error(
                endLine,
                "the end time \(RecordingNumber.format(end)) ms comes before the event at "
                    + "\(RecordingNumber.format(last.time)) ms on line \(last.line)")
        }
        return recording
    }

    private func error(_ line: Int, _ message: String) -> RecordingError {
        RecordingError(file: fileName, line: line, message: message)
    }

    private mutating func header(_ text: String, line: Int) throws(RecordingError) {
        let words = text.split(whereSeparator: \.isWhitespace)
        let expected = "touchkit-recording \(TouchRecording.currentVersion)"
        guard words.count == 2, words[0] == "touchkit-recording", let version = Int(words[1]) else {
            throw error(line, "expected the header '\(expected)', got '\(RecordingError.excerpt(text))'")
        }
        guard version == TouchRecording.currentVersion else {
            throw error(
                line,
                "unsupported recording version \(version); this TouchKit reads version \(TouchRecording.currentVersion)"
            )
        }
        sawHeader = true
    }

    private mutating func comment(_ body: Substring, line: Int) throws(RecordingError) {
        let text = body.hasPrefix(" ") ? body.dropFirst() : body
        let words = text.split(whereSeparator: \.isWhitespace)
        if recording.events.isEmpty, let keyword = words.first {
            switch keyword {
            case "window":
                try windowSize(words, text: text, line: line)
                return
            case "seat":
                try seatName(words, text: text, line: line)
                return
            case "end":
                try endTime(words, text: text, line: line)
                return
            default:
                break
            }
        }
        recording.comments.append(TouchRecording.Comment(String(text), position: recording.events.count))
    }

    private mutating func windowSize(_ words: [Substring], text: Substring, line: Int) throws(RecordingError) {
        if let windowLine {
            throw error(line, "the window size is given twice (first on line \(windowLine))")
        }
        let sides = words.count == 2 ? words[1].split(separator: "x", omittingEmptySubsequences: false) : []
        guard sides.count == 2, let width = RecordingNumber.parse(sides[0]),
            let height = RecordingNumber.parse(sides[1]), width > 0, height > 0
        else {
            throw error(line, "expected '# window <width>x<height>', got '# \(RecordingError.excerpt(text))'")
        }
        recording.windowSize = Size(width: width, height: height)
        windowLine = line
    }

    private mutating func seatName(_ words: [Substring], text: Substring, line: Int) throws(RecordingError) {
        if let seatLine {
            throw error(line, "the seat is given twice (first on line \(seatLine))")
        }
        guard words.count >= 2 else {
            throw error(line, "expected '# seat <name>', got '# seat'")
        }
        // The rest of the line after `seat`, as written: a name may hold several spaces.
        let rest = text.drop { $0.isWhitespace }.dropFirst("seat".count)
        recording.seatName = rest.trimmingSpaces
        seatLine = line
    }

    private mutating func endTime(_ words: [Substring], text: Substring, line: Int) throws(RecordingError) {
        if let endLine {
            throw error(line, "the end time is given twice (first on line \(endLine))")
        }
        guard words.count == 2, let time = RecordingNumber.parse(words[1]), time >= 0,
            time <= TouchRecording.maximumTime
        else {
            throw error(
                line,
                "expected '# end <ms>' (0 to \(RecordingNumber.format(TouchRecording.maximumTime))), got '# \(RecordingError.excerpt(text))'"
            )
        }
        recording.endTime = time
        endLine = line
    }

    private static let verbs =
        ["down", "motion", "up", "shape", "orientation", "cancel", "frame", "key"]
        + TouchRecording.PointerEvent.verbs

    private static func usage(_ verb: Substring) -> String {
        switch verb {
        case "down", "motion": "<ms> \(verb) <id> <x> <y>"
        case "up": "<ms> up <id>"
        case "shape": "<ms> shape <id> <major> <minor>"
        case "orientation": "<ms> orientation <id> <degrees>"
        case "key": TouchRecording.KeyEvent.usage
        case "button", "hover", "axis", "axis-stop", "pen", "pen-button", "touchpad":
            TouchRecording.PointerEvent.usage(verb)
        default: "<ms> \(verb)"
        }
    }

    private mutating func event(_ text: String, line: Int) throws(RecordingError) {
        var words = text.split(whereSeparator: \.isWhitespace)
        // A trailing `pointer` marks the pointer acting as a finger (SPEC W10).
        var touchType = TouchType.direct
        if words.count >= 3, words.last == "pointer", ["down", "motion", "up", "cancel"].contains(words[1]) {
            touchType = .pointer
            words.removeLast()
        }
        guard words.count >= 2, Self.verbs.contains(String(words[1])) else {
            if Self.verbs.contains(String(words[0])) {
                throw error(line, "expected '\(Self.usage(words[0]))', got '\(RecordingError.excerpt(text))'")
            }
            if words.count >= 2, RecordingNumber.parse(words[0]) != nil {
                throw error(
                    line,
                    "unknown event '\(RecordingError.excerpt(words[1]))'; expected down, motion, up, shape, orientation, cancel, frame, key, button, hover, axis, axis-stop, pen, pen-button or touchpad"
                )
            }
            throw error(line, "expected '<ms> <event> ...', got '\(RecordingError.excerpt(text))'")
        }
        let verb = words[1]
        if verb == "key" {
            // A key of the keyboard (TouchRecording+Keys), kept among the events in order.
            let time = try eventTime(words[0], usage: TouchRecording.KeyEvent.usage, line: line)
            recording.keys.append(
                try TouchRecording.KeyEvent.parse(
                    words, text: text, time: time, position: recording.events.count, line: line, fileName: fileName))
            previousEvent = (time, line)
            return
        }
        if TouchRecording.PointerEvent.verbs.contains(String(verb)) {
            // The pointer's other buttons, hover and scrolling (TouchRecording+Pointer).
            let time = try eventTime(words[0], usage: Self.usage(verb), line: line)
            recording.pointerEvents.append(
                try TouchRecording.PointerEvent.parse(
                    words, text: text, time: time, position: recording.events.count, line: line, fileName: fileName))
            previousEvent = (time, line)
            return
        }
        let usage = Self.usage(verb)
        let fieldNames = usage.split(separator: " ")
        guard words.count == fieldNames.count else {
            throw error(line, "expected '\(usage)', got '\(RecordingError.excerpt(text))'")
        }
        func number(_ index: Int) throws(RecordingError) -> Double {
            guard let value = RecordingNumber.parse(words[index]) else {
                throw error(
                    line, "bad number '\(RecordingError.excerpt(words[index]))' for \(fieldNames[index]) in '\(usage)'")
            }
            return value
        }
        func id() throws(RecordingError) -> Int32 {
            guard let value = RecordingNumber.parseID(words[2]) else {
                throw error(
                    line,
                    "bad touch id '\(RecordingError.excerpt(words[2]))' for <id> in '\(usage)' (a whole number is expected)"
                )
            }
            return value
        }

        let time = try eventTime(words[0], usage: usage, line: line)
        let kind: TouchRecording.Event.Kind
        switch verb {
        case "down": kind = .down(id: try id(), x: try number(3), y: try number(4))
        case "motion": kind = .motion(id: try id(), x: try number(3), y: try number(4))
        case "up": kind = .up(id: try id())
        case "shape": kind = .shape(id: try id(), major: try number(3), minor: try number(4))
        case "orientation": kind = .orientation(id: try id(), degrees: try number(3))
        case "cancel": kind = .cancel
        default: kind = .frame
        }
        recording.events.append(TouchRecording.Event(time: time, kind: kind, line: line, touchType: touchType))
        previousEvent = (time, line)
    }

    /// An event's time: a number of milliseconds, 0 up to ``TouchRecording/maximumTime``,
    /// not before the previous event's.
    private func eventTime(_ word: Substring, usage: String, line: Int) throws(RecordingError) -> Double {
        guard let time = RecordingNumber.parse(word) else {
            throw error(line, "bad number '\(RecordingError.excerpt(word))' for <ms> in '\(usage)'")
        }
        let shownTime = RecordingError.excerpt(word)
        guard time >= 0 else {
            throw error(line, "time \(shownTime) is negative; times are milliseconds from the start")
        }
        guard time <= TouchRecording.maximumTime else {
            throw error(
                line,
                "time \(shownTime) is too late: a recording lasts at most \(RecordingNumber.format(TouchRecording.maximumTime)) ms (24 hours)"
            )
        }
        if let previousEvent, time < previousEvent.time {
            throw error(
                line,
                "time \(shownTime) goes backwards: the event on line \(previousEvent.line) is at \(RecordingNumber.format(previousEvent.time))"
            )
        }
        return time
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Foundation's
    /// `trimmingCharacters(in: .whitespaces)`: white space other than line breaks).
    fileprivate var trimmingSpaces: String {
        func isSpace(_ c: Character) -> Bool { c.isWhitespace && !c.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...lastIndex(where: { !isSpace($0) })!])
    }
}
