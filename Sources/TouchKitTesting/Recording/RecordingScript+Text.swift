import Foundation
import TouchKit
import TouchKitRecording

/// A small text description of gestures, turned into a recording (`touchkit script`).
///
/// One command a line; `#` starts a comment; numbers are points and milliseconds:
///
/// ```text
/// window 1024x640                          # optional, first; 1024x640 by default
/// tap 512,320                              # one finger, 50 ms
/// wait 300
/// tap 512,320 fingers 2 duration 80
/// drag 100,200 to 600,200 duration 300     # fingers 1 by default
/// swipe left from 800,320 distance 400 duration 150 fingers 2
/// pinch 512,320 from 80 to 300 duration 400
/// hold 512,320 duration 1000               # rests, then lifts; fingers 1 by default
/// long-press 512,320 to 700,320            # rests 800 ms, then drags (optional) and lifts
/// rotate 512,320 by 90 radius 100 duration 400   # two fingers, clockwise for a positive angle
/// wait 500                                 # a trailing wait is kept: the recording ends later
/// ```
///
/// Gestures follow each other with no pause: `wait` moves the clock (two taps
/// without a wait between them are a double tap). Motion frames come every
/// ``frameInterval`` ms. Multi-finger gestures put their fingers in a row
/// ``fingerSpacing`` points apart, centred on the point given; `swipe` starts at the
/// window's centre unless `from` says otherwise and travels 300 points by default;
/// `pinch` moves two fingers on a horizontal line from one distance apart to another;
/// `rotate` turns two fingers on a circle. A `wait` after the last gesture sets the
/// recording's `TouchRecording/endTime`.
/// `hover` moves the pointer with no button down; `scroll` turns a wheel a number of
/// steps (50 ms apart), or with `touchpad` scrolls two fingers a distance and lifts
/// them (SPEC P12):
///
/// ```text
/// hover 100,100 to 300,200 duration 200
/// scroll 512,320 down steps 3
/// scroll 512,320 up touchpad distance 200 duration 150
/// ```
///
/// `pen` draws a stroke with a tablet pen (hovering first, pressure rising and falling,
/// then lifting and leaving), and `pinch-pad` pinches and turns two fingers on a
/// touchpad with the pointer at a point (SPEC P73):
///
/// ```text
/// pen 100,100 to 400,120 pressure 0.8 tilt 30,0 duration 300
/// pen 200,100 to 200,300 eraser
/// pinch-pad 512,320 scale 2 rotate 30 duration 400
/// ```
extension RecordingScript {
    /// The window size a description names when it has no `window` line.
    public static let defaultWindowSize = Size(width: 1024, height: 640)

    /// Reads a gesture description.
    /// - Parameters:
    ///   - text: The description.
    ///   - fileName: The name errors give.
    /// - Throws: `RecordingError` with the line of the first command that is malformed
    ///   or that touches outside the window.
    public init(describedBy text: String, fileName: String) throws(RecordingError) {
        self.init(windowSize: Self.defaultWindowSize)
        var gestures = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            var command = GestureCommand(
                words: Array(words.dropFirst()), line: index + 1, file: fileName, text: String(raw))
            let size = recording.windowSize ?? Self.defaultWindowSize
            let before = recording.events.count
            switch verb {
            case "window":
                guard gestures == 0, recording.events.isEmpty, time == 0 else {
                    throw command.error("'window' must come before the first gesture")
                }
                self = RecordingScript(windowSize: try command.size())
                try command.finish("window <width>x<height>")
                continue
            case "wait":
                let milliseconds = try command.number("wait <ms>")
                try command.finish("wait <ms>")
                wait(milliseconds)
                continue
            case "tap":
                let usage = "tap <x>,<y> [fingers <n>] [duration <ms>]"
                let point = try command.point(usage)
                let options = try command.options(["fingers", "duration"], usage)
                tap(at: point, fingers: try command.fingers(options), duration: options["duration"] ?? 50)
            case "drag":
                let usage = "drag <x>,<y> to <x>,<y> [fingers <n>] [duration <ms>]"
                let start = try command.point(usage)
                try command.keyword("to", usage)
                let end = try command.point(usage)
                let options = try command.options(["fingers", "duration"], usage)
                drag(from: start, to: end, fingers: try command.fingers(options), duration: options["duration"] ?? 300)
            case "swipe":
                let usage = "swipe left|right|up|down [from <x>,<y>] [distance <points>] [fingers <n>] [duration <ms>]"
                let direction = try command.direction(usage)
                var start = Point(x: size.width / 2, y: size.height / 2)
                if command.peek == "from" {
                    try command.keyword("from", usage)
                    start = try command.point(usage)
                }
                let options = try command.options(["distance", "fingers", "duration"], usage)
                let distance = options["distance"] ?? 300
                let end = Point(x: start.x + direction.x * distance, y: start.y + direction.y * distance)
                drag(from: start, to: end, fingers: try command.fingers(options), duration: options["duration"] ?? 150)
            case "pinch":
                let usage = "pinch <x>,<y> from <distance> to <distance> [duration <ms>]"
                let center = try command.point(usage)
                try command.keyword("from", usage)
                let from = try command.number(usage)
                try command.keyword("to", usage)
                let to = try command.number(usage)
                let options = try command.options(["duration"], usage)
                pinch(at: center, from: from, to: to, duration: options["duration"] ?? 400)
            case "hold":
                let usage = "hold <x>,<y> [fingers <n>] [duration <ms>]"
                let point = try command.point(usage)
                let options = try command.options(["fingers", "duration"], usage)
                hold(
                    at: point, fingers: try command.fingers(options), duration: options["duration"] ?? Self.holdDuration
                )
            case "long-press":
                let usage = "long-press <x>,<y> [to <x>,<y>] [fingers <n>] [duration <ms>]"
                let point = try command.point(usage)
                var end: Point?
                if command.peek == "to" {
                    try command.keyword("to", usage)
                    end = try command.point(usage)
                }
                let options = try command.options(["fingers", "duration"], usage)
                longPress(
                    at: point, to: end, fingers: try command.fingers(options),
                    duration: options["duration"] ?? Self.longPressDuration)
            case "rotate":
                let usage = "rotate <x>,<y> by <degrees> [radius <points>] [duration <ms>]"
                let center = try command.point(usage)
                try command.keyword("by", usage)
                let degrees = try command.signedNumber(usage)
                let options = try command.options(["radius", "duration"], usage)
                rotate(at: center, by: degrees, radius: options["radius"] ?? 100, duration: options["duration"] ?? 400)
            case "hover":
                let usage = "hover <x>,<y> [to <x>,<y>] [duration <ms>]"
                let start = try command.point(usage)
                var end = start
                if command.peek == "to" {
                    try command.keyword("to", usage)
                    end = try command.point(usage)
                }
                let options = try command.options(["duration"], usage)
                hover(from: start, to: end, duration: options["duration"] ?? 0)
                try Self.checkInside([start, end], size, command)
            case "scroll":
                let usage =
                    "scroll <x>,<y> up|down|left|right [steps <n>] [touchpad] [distance <points>] [duration <ms>]"
                let point = try command.point(usage)
                let direction = try command.direction(usage)
                var touchpad = false
                if command.peek == "touchpad" {
                    try command.keyword("touchpad", usage)
                    touchpad = true
                }
                let options = try command.options(["steps", "distance", "duration"], usage)
                if touchpad {
                    touchpadScroll(
                        at: point, direction: direction, distance: options["distance"] ?? 200,
                        duration: options["duration"] ?? 200)
                } else {
                    wheel(at: point, direction: direction, steps: Int(options["steps"] ?? 1))
                }
                try Self.checkInside([point], size, command)
            case "pen":
                let usage = "pen <x>,<y> to <x>,<y> [pressure <0-1>] [tilt <x>,<y>] [duration <ms>] [eraser]"
                let start = try command.point(usage)
                try command.keyword("to", usage)
                let end = try command.point(usage)
                var tilt = Point.zero
                var eraser = false
                var options: [String: Double] = [:]
                while let word = command.peek {
                    if word == "tilt", !options.keys.contains("tilt") {
                        try command.keyword("tilt", usage)
                        tilt = try command.point(usage)
                        options["tilt"] = 0
                    } else if word == "eraser", !eraser {
                        try command.keyword("eraser", usage)
                        eraser = true
                    } else if word == "pressure" || word == "duration", options[word] == nil {
                        try command.keyword(word, usage)
                        options[word] = try command.number(usage)
                    } else {
                        throw command.expected(usage)
                    }
                }
                guard (options["pressure"] ?? 0.5) <= 1, abs(tilt.x) <= 90, abs(tilt.y) <= 90 else {
                    throw command.error("pressure goes from 0 to 1 and tilt from -90 to 90 degrees")
                }
                penStroke(
                    from: start, to: end, pressure: options["pressure"] ?? 0.5, tilt: (tilt.x, tilt.y),
                    duration: options["duration"] ?? 300, eraser: eraser)
                try Self.checkInside([start, end], size, command)
            case "pinch-pad":
                let usage = "pinch-pad <x>,<y> [scale <s>] [rotate <degrees>] [duration <ms>]"
                let point = try command.point(usage)
                var options: [String: Double] = [:]
                while let word = command.peek {
                    guard ["scale", "rotate", "duration"].contains(word), options[word] == nil else {
                        throw command.expected(usage)
                    }
                    try command.keyword(word, usage)
                    if word == "rotate" {
                        options[word] = try command.signedNumber(usage)
                    } else {
                        options[word] = try command.number(usage)
                    }
                }
                guard (options["scale"] ?? 2) > 0 else { throw command.error("scale must be above 0") }
                touchpadPinch(
                    at: point, scale: options["scale"] ?? 2, rotation: options["rotate"] ?? 0,
                    duration: options["duration"] ?? 400)
                try Self.checkInside([point], size, command)
            default:
                throw command.error(
                    "unknown command '\(verb)'; expected window, wait, tap, hold, long-press, drag, swipe, pinch, rotate, hover, scroll, pen or pinch-pad"
                )
            }
            gestures += 1
            let added = TouchRecording(events: Array(recording.events[before...]))
            let outside = added.positions(outside: size).outside
            if outside > 0 {
                throw command.error(
                    "\(outside) position\(outside == 1 ? "" : "s") of this gesture fall outside the "
                        + "\(RecordingNumber.format(size.width))x\(RecordingNumber.format(size.height)) window")
            }
        }
    }
}

extension RecordingScript {
    /// Refuses a pointer position outside the window (a `hover` or `scroll` line).
    fileprivate static func checkInside(_ points: [Point], _ size: Size, _ command: GestureCommand)
        throws(RecordingError)
    {
        for p in points where !(0...size.width).contains(p.x) || !(0...size.height).contains(p.y) {
            throw command.error(
                "\(RecordingNumber.format(p.x)),\(RecordingNumber.format(p.y)) falls outside the "
                    + "\(RecordingNumber.format(size.width))x\(RecordingNumber.format(size.height)) window")
        }
    }
}

/// One line of a gesture description being read.
private struct GestureCommand {
    var words: [String]
    let line: Int
    let file: String
    let text: String

    var peek: String? { words.first }

    func error(_ message: String) -> RecordingError {
        RecordingError(file: file, line: line, message: message)
    }

    func expected(_ usage: String) -> RecordingError {
        error("expected '\(usage)', got '\(text.trimmingCharacters(in: .whitespaces))'")
    }

    mutating func take(_ usage: String) throws(RecordingError) -> String {
        guard !words.isEmpty else { throw expected(usage) }
        return words.removeFirst()
    }

    mutating func number(_ usage: String) throws(RecordingError) -> Double {
        guard let value = Double(try take(usage)), value.isFinite, value >= 0 else { throw expected(usage) }
        return value
    }

    mutating func signedNumber(_ usage: String) throws(RecordingError) -> Double {
        guard let value = Double(try take(usage)), value.isFinite else { throw expected(usage) }
        return value
    }

    mutating func point(_ usage: String) throws(RecordingError) -> Point {
        let parts = try take(usage).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw expected(usage)
        }
        return Point(x: x, y: y)
    }

    mutating func size() throws(RecordingError) -> Size {
        let usage = "window <width>x<height>"
        let parts = try take(usage).split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite, h.isFinite
        else { throw expected(usage) }
        return Size(width: w, height: h)
    }

    mutating func keyword(_ word: String, _ usage: String) throws(RecordingError) {
        guard try take(usage) == word else { throw expected(usage) }
    }

    mutating func direction(_ usage: String) throws(RecordingError) -> Point {
        switch try take(usage) {
        case "left": Point(x: -1, y: 0)
        case "right": Point(x: 1, y: 0)
        case "up": Point(x: 0, y: -1)
        case "down": Point(x: 0, y: 1)
        default: throw expected(usage)
        }
    }

    /// `name value` pairs, each name at most once, until the end of the line.
    mutating func options(_ names: Set<String>, _ usage: String) throws(RecordingError) -> [String: Double] {
        var values: [String: Double] = [:]
        while let name = words.first {
            guard names.contains(name), values[name] == nil else { throw expected(usage) }
            words.removeFirst()
            values[name] = try number(usage)
        }
        return values
    }

    func fingers(_ options: [String: Double]) throws(RecordingError) -> Int {
        let count = options["fingers"] ?? 1
        guard count >= 1, count <= 10, count == count.rounded() else {
            throw error("fingers takes a whole number from 1 to 10, got \(RecordingNumber.format(count))")
        }
        return Int(count)
    }

    func finish(_ usage: String) throws(RecordingError) {
        guard words.isEmpty else { throw expected(usage) }
    }
}
