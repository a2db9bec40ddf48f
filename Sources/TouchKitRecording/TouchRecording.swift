import TouchKit

/// A touch recording: the raw `wl_touch` events of one seat on one window, with
/// their times, in the `touchkit-recording 1` text format.
///
/// A recording is the unit of replay. It is made by hand or with
/// `RecordingScript`, captured from a live app with ``TouchRecorder``, imported
/// from a `wev` log with `touchkit import-wev`, or read from a file with
/// ``init(contentsOf:)``. It is played into the event model with ``RecordingPlayer``.
///
/// The text format, one event per line:
///
/// ```
/// touchkit-recording 1
/// # window 1024x640
/// # seat seat0
/// # end 1300
/// # any other comment, anywhere
/// 0.000 down 0 435.84 323.20
/// 0.000 frame
/// 95.572 motion 0 436 330.5
/// 95.572 shape 0 12 8
/// 95.572 orientation 0 30
/// 95.572 frame
/// 120 up 0
/// 120 frame
/// 300 cancel
/// ```
///
/// `<ms>` counts milliseconds from the start of the recording (decimals allowed,
/// never decreasing); coordinates are surface-local logical pixels. The window size
/// and seat name are header comments written before the first event.
///
/// See also: ``RecordingError``, ``RecordingPlayer``, ``TouchRecorder``.
public struct TouchRecording: Sendable, Hashable {
    /// The format version this code reads and writes.
    public static let currentVersion = 1

    /// The format version of the file the recording came from.
    public private(set) var version: Int
    /// The size of the window the recording was made on, from `# window <w>x<h>`.
    public var windowSize: Size?
    /// The name of the seat the recording was made on, from `# seat <name>`.
    public var seatName: String?
    /// The other comment lines, kept so that a recording survives a round trip.
    public var comments: [Comment]
    /// The events, in order.
    public var events: [Event]
    /// The keys of the keyboard, each at its place among ``events`` (see ``KeyEvent``).
    public var keys: [KeyEvent] = []
    /// When the recording ends, in milliseconds, from the header comment `# end <ms>`:
    /// a recording whose last gesture is followed by a pause (a `touchkit script`'s
    /// trailing `wait`) lasts that much longer than its last event, and a replay's end
    /// capture waits for it. `nil` when the recording ends with its last event.
    public var endTime: Double?
    /// The pointer's other buttons, hover and scrolling, each at its place among
    /// ``events`` (see ``PointerEvent``; SPEC P1, P8, P10).
    public var pointerEvents: [PointerEvent] = []

    /// Creates a recording.
    /// - Parameters:
    ///   - windowSize: The window size, written as `# window <w>x<h>`.
    ///   - seatName: The seat name, written as `# seat <name>`.
    ///   - comments: Comment lines to keep.
    ///   - events: The events, with times that never decrease.
    public init(
        windowSize: Size? = nil, seatName: String? = nil, comments: [Comment] = [],
        events: [Event] = []
    ) {
        self.version = Self.currentVersion
        self.windowSize = windowSize
        self.seatName = seatName
        self.comments = comments
        self.events = events
    }

    /// The latest time a recording may have, in milliseconds: 24 hours. The parser
    /// refuses later times, which would overflow the nanosecond and microsecond clocks
    /// of replays and make a paced replay wait for ever.
    public static let maximumTime: Double = 86_400_000

    /// The time of the last event, key or pointer event in milliseconds, or ``endTime``
    /// when that is later; 0 for an empty recording.
    public var duration: Double {
        max(events.last?.time ?? 0, keys.last?.time ?? 0, pointerEvents.last?.time ?? 0, endTime ?? 0)
    }
}

extension TouchRecording {
    /// One line of a recording: what happened, and when.
    ///
    /// Two events are equal when their time, kind and touch type are; the source line
    /// is bookkeeping for error messages and is left out, so a recording built in code
    /// equals the same recording read from a file.
    ///
    /// An event of type `TouchType.pointer` is the primary pointer button acting as a
    /// finger (SPEC W10): its line ends in the word `pointer` (`12 down 0 40 50 pointer`),
    /// and its id names the pointer's finger, apart from the `wl_touch` ids. Only
    /// `down`, `motion`, `up` and `cancel` can be pointer events; a pointer `cancel`
    /// takes only the pointer's finger (the pointer left the window while pressed).
    public struct Event: Sendable, Hashable, CustomStringConvertible {
        /// Milliseconds since the start of the recording.
        public var time: Double
        /// What happened.
        public var kind: Kind
        /// The line of the file the event came from, or `nil` for an event made in code.
        public var line: Int?
        /// Whether a touchscreen (`.direct`, `wl_touch`) or the pointer acting as a
        /// finger (`.pointer`, SPEC W10) made the event.
        public var touchType: TouchType

        /// Creates an event.
        /// - Parameters:
        ///   - time: Milliseconds since the start of the recording.
        ///   - kind: What happened.
        ///   - line: The source line, when the event was read from a file.
        ///   - touchType: `.pointer` for the pointer acting as a finger; only `down`,
        ///     `motion`, `up` and `cancel` can be pointer events.
        public init(time: Double, kind: Kind, line: Int? = nil, touchType: TouchType = .direct) {
            self.time = time
            self.kind = kind
            self.line = line
            self.touchType = touchType
        }

        /// Compares time, kind and touch type, not the source line.
        public static func == (lhs: Event, rhs: Event) -> Bool {
            lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.touchType == rhs.touchType
        }

        /// Hashes time, kind and touch type, not the source line.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(time)
            hasher.combine(kind)
            hasher.combine(touchType)
        }

        /// The event's line in the text format, e.g. `95.572 motion 0 436 330.5`, or
        /// `95.572 motion 0 436 330.5 pointer` for the pointer acting as a finger.
        public var description: String {
            "\(RecordingNumber.format(time)) \(kind)\(touchType == .pointer ? " pointer" : "")"
        }
    }
}

extension TouchRecording.Event {
    /// The `wl_touch` events a recording holds.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// `wl_touch.down`: finger `id` touched the window at (`x`, `y`).
        case down(id: Int32, x: Double, y: Double)
        /// `wl_touch.motion`: finger `id` moved to (`x`, `y`).
        case motion(id: Int32, x: Double, y: Double)
        /// `wl_touch.up`: finger `id` lifted.
        case up(id: Int32)
        /// `wl_touch.shape`: the contact ellipse of finger `id` has these axis lengths.
        case shape(id: Int32, major: Double, minor: Double)
        /// `wl_touch.orientation`: the contact ellipse of finger `id` turned to `degrees`.
        case orientation(id: Int32, degrees: Double)
        /// `wl_touch.cancel`: the compositor took every finger of the seat.
        case cancel
        /// `wl_touch.frame`: the events since the last frame belong together.
        case frame

        /// The word that names the event in the text format, e.g. `motion`.
        public var verb: String {
            switch self {
            case .down: "down"
            case .motion: "motion"
            case .up: "up"
            case .shape: "shape"
            case .orientation: "orientation"
            case .cancel: "cancel"
            case .frame: "frame"
            }
        }

        /// The finger the event is about, or `nil` for `cancel` and `frame`.
        public var touchID: Int32? {
            switch self {
            case .down(let id, _, _), .motion(let id, _, _), .up(let id),
                .shape(let id, _, _), .orientation(let id, _):
                id
            case .cancel, .frame:
                nil
            }
        }

        /// The event in the text format without its time, e.g. `motion 0 436 330.5`.
        public var description: String {
            let n = RecordingNumber.format
            return switch self {
            case .down(let id, let x, let y): "down \(id) \(n(x)) \(n(y))"
            case .motion(let id, let x, let y): "motion \(id) \(n(x)) \(n(y))"
            case .up(let id): "up \(id)"
            case .shape(let id, let major, let minor): "shape \(id) \(n(major)) \(n(minor))"
            case .orientation(let id, let degrees): "orientation \(id) \(n(degrees))"
            case .cancel: "cancel"
            case .frame: "frame"
            }
        }
    }
}

extension TouchRecording {
    /// A comment line (`# ...`) that is not a header field, and where it stood.
    public struct Comment: Sendable, Hashable {
        /// The text after `#` and one space.
        public var text: String
        /// How many events came before the comment; 0 puts it in the header.
        public var position: Int

        /// Creates a comment.
        /// - Parameters:
        ///   - text: The text after `# `; it must not contain a line break.
        ///   - position: How many events come before it.
        public init(_ text: String, position: Int = 0) {
            self.text = text
            self.position = position
        }
    }
}
