import TouchKit

extension TouchRecording {
    /// A key of the keyboard going down or up, in a recording (`<ms> key <code> down`).
    ///
    /// Keys are kept apart from the touch ``events``: each stands at a ``position``
    /// among them (how many events come before it), as comments do, so a recording with
    /// keys reads, writes and replays with its events in the order of the file. The code
    /// is the Linux input event code that `wl_keyboard.key` carries (`KEY_A` is 30), so
    /// the keymap of the compositor replaying it decides the characters.
    ///
    /// `touchkit replay` and `HeadlessSession` inject keys through the replay module
    /// (`key` request), where the compositor's keyboard focus, modifiers and the app's
    /// key repeat apply; ``RecordingPlayer``, which has no keymap, plays touches only.
    public struct KeyEvent: Sendable, Hashable, CustomStringConvertible {
        /// Milliseconds since the start of the recording.
        public var time: Double
        /// The Linux input event code of the key (evdev; xkb codes are 8 more).
        public var code: UInt32
        /// Whether the key went down (`down`) or up (`up`).
        public var isPressed: Bool
        /// How many touch events come before the key.
        public var position: Int
        /// The line of the file the key came from, or `nil` for one made in code.
        public var line: Int?

        /// Creates a key event.
        /// - Parameters:
        ///   - time: Milliseconds since the start of the recording.
        ///   - code: The Linux input event code of the key.
        ///   - isPressed: Whether the key went down.
        ///   - position: How many touch events come before it.
        ///   - line: The source line, when read from a file.
        public init(time: Double, code: UInt32, isPressed: Bool, position: Int, line: Int? = nil) {
            self.time = time
            self.code = code
            self.isPressed = isPressed
            self.position = position
            self.line = line
        }

        /// Compares time, code, state and position, not the source line.
        public static func == (lhs: KeyEvent, rhs: KeyEvent) -> Bool {
            lhs.time == rhs.time && lhs.code == rhs.code && lhs.isPressed == rhs.isPressed
                && lhs.position == rhs.position
        }

        /// Hashes time, code, state and position, not the source line.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(time)
            hasher.combine(code)
            hasher.combine(isPressed)
            hasher.combine(position)
        }

        /// The key's line in the text format, e.g. `120 key 30 down`.
        public var description: String {
            "\(RecordingNumber.format(time)) key \(code) \(isPressed ? "down" : "up")"
        }

        /// The usage the parser quotes in its errors.
        static let usage = "<ms> key <code> down|up"

        /// Reads the fields of a `key` line after its time: `<code> down|up`.
        /// - Parameters:
        ///   - words: The line's words; `words[1]` is `key`.
        ///   - text: The whole line, for the error's excerpt.
        ///   - time: The line's time, already read and checked.
        ///   - position: How many events came before it.
        ///   - line: The line's number.
        ///   - fileName: The name errors give.
        /// - Throws: ``RecordingError`` (`file:line: message`) for a wrong field count, a
        ///   code that is not a whole number up to 65535, or a state other than `down`/`up`.
        static func parse(
            _ words: [Substring], text: String, time: Double, position: Int, line: Int, fileName: String
        ) throws(RecordingError) -> KeyEvent {
            guard words.count == 4 else {
                throw RecordingError(
                    file: fileName, line: line, message: "expected '\(usage)', got '\(RecordingError.excerpt(text))'")
            }
            guard let code = UInt32(words[2]), code <= 0xFFFF else {
                throw RecordingError(
                    file: fileName, line: line,
                    message:
                        "bad key code '\(RecordingError.excerpt(words[2]))' in '\(usage)' (a Linux input event code, 0...65535)"
                )
            }
            guard words[3] == "down" || words[3] == "up" else {
                throw RecordingError(
                    file: fileName, line: line,
                    message: "bad key state '\(RecordingError.excerpt(words[3]))' in '\(usage)' (down or up)")
            }
            return KeyEvent(time: time, code: code, isPressed: words[3] == "down", position: position, line: line)
        }
    }
}
