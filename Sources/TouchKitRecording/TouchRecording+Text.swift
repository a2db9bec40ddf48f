import TouchKit

extension TouchRecording {
    /// The recording in the `touchkit-recording 1` text format.
    ///
    /// The header comes first (`touchkit-recording 1`, then `# window`, `# seat` and `# end`
    /// when known), then the comments, keys and events in order. Numbers are written as the
    /// shortest decimal that reads back exactly, so parsing the text gives an equal
    /// recording.
    public var text: String {
        var out = "touchkit-recording \(version)\n"
        if let windowSize {
            out += "# window \(RecordingNumber.format(windowSize.width))x\(RecordingNumber.format(windowSize.height))\n"
        }
        if let seatName { out += "# seat \(seatName)\n" }
        if let endTime { out += "# end \(RecordingNumber.format(endTime))\n" }
        let notes = comments.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
        var next = 0
        func writeComments(upTo position: Int) {
            while next < notes.count, notes[next].position <= position {
                for line in notes[next].text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                    out += line.isEmpty ? "#\n" : "# \(line)\n"
                }
                next += 1
            }
        }
        var nextKey = 0
        func writeKeys(upTo position: Int) {
            while nextKey < keys.count, keys[nextKey].position <= position {
                out += keys[nextKey].description + "\n"
                nextKey += 1
            }
        }
        var nextPointer = 0
        func writePointer(upTo position: Int) {
            while nextPointer < pointerEvents.count, pointerEvents[nextPointer].position <= position {
                out += pointerEvents[nextPointer].description + "\n"
                nextPointer += 1
            }
        }
        for (index, event) in events.enumerated() {
            writeComments(upTo: index)
            writeKeys(upTo: index)
            writePointer(upTo: index)
            out += event.description
            out += "\n"
        }
        writeComments(upTo: Int.max)
        writeKeys(upTo: Int.max)
        writePointer(upTo: Int.max)
        return out
    }

    /// Writes ``text`` to a file, replacing it.
    /// - Parameter path: Where to write.
    /// - Throws: ``RecordingError`` with line 0 when the file cannot be written.
    public func write(to path: String) throws(RecordingError) {
        do {
            try PosixFile.write(Array(text.utf8), toPath: path, atomically: true)
        } catch {
            throw RecordingError(file: path, line: 0, message: "cannot write the recording: \(error)")
        }
    }
}
