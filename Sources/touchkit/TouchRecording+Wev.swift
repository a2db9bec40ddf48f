import Foundation
import TouchKit
import TouchKitRecording

extension TouchRecording {
    /// Turns a log of `wev` (the Wayland event viewer) into a recording.
    ///
    /// `wev` prints each event as `[<object id>:<interface>] <event>: <arguments>`,
    /// the interface right-aligned in 16 columns. The `wl_touch` lines become events:
    ///
    /// ```
    /// [14:        wl_touch] down: serial: 3140; time: 2519443; surface: 3; id: 0; x, y: 435.839844, 323.199219
    /// [14:        wl_touch] motion: time: 2519460; id: 0; x, y: 437.000000, 330.500000
    /// [14:        wl_touch] shape: id: 0; major, minor: 12.000000, 8.000000
    /// [14:        wl_touch] shape: id: 0; orientation: 30.000000
    /// [14:        wl_touch] up: serial: 3141; time: 2519521; id: 0
    /// [14:        wl_touch] frame
    /// [14:        wl_touch] cancel
    /// ```
    ///
    /// (`wev` logs `orientation` under the name `shape`; both names are read.) Times
    /// become milliseconds since the first `wl_touch` time; `frame`, `cancel`, `shape`
    /// and `orientation` carry none and take the latest. The seat name
    /// (`wl_seat` `name`) and the last `xdg_toplevel` `configure` before the first
    /// touch become the header; every other line is skipped.
    /// - Parameters:
    ///   - text: The output of `wev`, e.g. `wev -f wl_touch -f wl_seat > log.txt`.
    ///   - fileName: The name errors give for the text.
    /// - Throws: ``RecordingError`` for a `wl_touch` line that is not in `wev`'s format.
    public init(importingWev text: String, fileName: String) throws(RecordingError) {
        var importer = WevImporter(fileName: fileName)
        self = try importer.run(text)
    }
}

/// Reads `wev` output; see ``TouchRecording/init(importingWev:fileName:)``.
private struct WevImporter {
    let fileName: String
    var recording = TouchRecording()
    var clock = RecordingClock()
    var sawTouch = false

    init(fileName: String) {
        self.fileName = fileName
        recording.comments = [TouchRecording.Comment("imported from the wev log \(fileName)")]
    }

    mutating func run(_ text: String) throws(RecordingError) -> TouchRecording {
        // Lines end at `\n` only, as editors count them.
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let message = Self.split(line) else { continue }
            switch message.interface {
            case "wl_touch":
                try touch(message, line: index + 1)
            case "wl_seat" where message.event == "name" && recording.seatName == nil:
                let name = String(message.arguments.trimmedOfWhitespace)
                if !name.isEmpty { recording.seatName = name }
            case "xdg_toplevel" where message.event == "configure" && !sawTouch:
                let fields = Self.fields(message.arguments)
                if let width = fields["width"].flatMap({ Int($0) }), let height = fields["height"].flatMap({ Int($0) })
                {
                    // wev draws 640x480 when the compositor leaves the size to it.
                    recording.windowSize =
                        width > 0 && height > 0
                        ? Size(width: Double(width), height: Double(height)) : Size(width: 640, height: 480)
                }
            default:
                break
            }
        }
        return recording
    }

    /// One `wev` line: `[14:        wl_touch] down: serial: ...`.
    struct Message {
        var interface: Substring
        var event: Substring
        var arguments: Substring
        var text: Substring
    }

    static func split(_ line: Substring) -> Message? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == "[", let close = text.firstIndex(of: "]"),
            let colon = text[..<close].firstIndex(of: ":"),
            text[text.index(after: text.startIndex)..<colon].allSatisfy(\.isNumber)
        else { return nil }
        let interface = text[text.index(after: colon)..<close].trimmedOfWhitespace
        let rest = text[text.index(after: close)...].trimmedOfWhitespace
        let event: Substring
        var arguments: Substring = ""
        if let separator = rest.range(of: ": ") {
            event = rest[..<separator.lowerBound]
            arguments = rest[separator.upperBound...]
        } else {
            event = rest.hasSuffix(":") ? rest.dropLast() : rest
        }
        return Message(
            interface: interface, event: event.trimmedOfWhitespace, arguments: arguments,
            text: text.trimmedOfWhitespace)
    }

    /// `serial: 3; time: 5; x, y: 1.0, 2.0` as `["serial": "3", "time": "5", "x, y": "1.0, 2.0"]`.
    static func fields(_ arguments: Substring) -> [Substring: Substring] {
        var result: [Substring: Substring] = [:]
        for part in arguments.split(separator: ";") {
            guard let separator = part.range(of: ": ") else { continue }
            let key = part[..<separator.lowerBound].trimmedOfWhitespace
            result[key] = part[separator.upperBound...].trimmedOfWhitespace
        }
        return result
    }

    private static let formats: [Substring: String] = [
        "down": "serial: <n>; time: <ms>; surface: <n>; id: <id>; x, y: <x>, <y>",
        "motion": "time: <ms>; id: <id>; x, y: <x>, <y>",
        "up": "serial: <n>; time: <ms>; id: <id>",
        "shape": "id: <id>; major, minor: <major>, <minor>' or 'id: <id>; orientation: <degrees>",
        "orientation": "id: <id>; orientation: <degrees>",
    ]

    private mutating func touch(_ message: Message, line: Int) throws(RecordingError) {
        let fields = Self.fields(message.arguments)
        let expected = Self.formats[message.event].map { "\(message.event): \($0)" } ?? "\(message.event)"
        func fail() -> RecordingError {
            RecordingError(
                file: fileName, line: line,
                message: "expected a wev wl_touch line '\(expected)', got '\(RecordingError.excerpt(message.text))'")
        }
        func id() throws(RecordingError) -> Int32 {
            guard let value = fields["id"].flatMap({ Int32($0) }) else { throw fail() }
            return value
        }
        func pair(_ key: Substring) throws(RecordingError) -> (Double, Double) {
            let values = fields[key]?.split(separator: ",").map { $0.trimmedOfWhitespace } ?? []
            guard values.count == 2, let a = RecordingNumber.parse(values[0]), let b = RecordingNumber.parse(values[1])
            else { throw fail() }
            return (a, b)
        }
        func time() throws(RecordingError) -> Double {
            // wev prints the unsigned time with %d, so late times come out negative.
            guard let raw = fields["time"].flatMap({ Int64($0) }), raw >= Int64(Int32.min), raw <= Int64(UInt32.max)
            else { throw fail() }
            return clock.milliseconds(for: UInt32(truncatingIfNeeded: raw))
        }

        sawTouch = true
        let kind: TouchRecording.Event.Kind
        var at = clock.elapsed
        switch message.event {
        case "down":
            at = try time()
            let (x, y) = try pair("x, y")
            kind = .down(id: try id(), x: x, y: y)
        case "motion":
            at = try time()
            let (x, y) = try pair("x, y")
            kind = .motion(id: try id(), x: x, y: y)
        case "up":
            at = try time()
            kind = .up(id: try id())
        case "shape" where fields["orientation"] != nil, "orientation":
            guard let degrees = fields["orientation"].flatMap({ RecordingNumber.parse($0) }) else { throw fail() }
            kind = .orientation(id: try id(), degrees: degrees)
        case "shape":
            let (major, minor) = try pair("major, minor")
            kind = .shape(id: try id(), major: major, minor: minor)
        case "frame":
            guard message.arguments.isEmpty else { throw fail() }
            kind = .frame
        case "cancel":
            guard message.arguments.isEmpty else { throw fail() }
            kind = .cancel
        default:
            throw RecordingError(
                file: fileName, line: line,
                message:
                    "unknown wl_touch event '\(message.event)' in '\(message.text)'; expected down, motion, up, shape, orientation, cancel or frame"
            )
        }
        recording.events.append(TouchRecording.Event(time: at, kind: kind, line: line))
    }
}

extension Substring {
    /// The text without leading and trailing whitespace.
    fileprivate var trimmedOfWhitespace: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }
}
