import TouchKit

/// One gesture recognizer line from a TouchKit app's `TOUCHKIT_TRACE` file (SPEC G32):
/// a touch call to a recognizer, a state transition, or an action call.
///
/// The lines look like this (see `TouchTrace` in TouchKit):
///
/// ```json
/// {"time":1.2,"recognizer":"TapGestureRecognizer","name":"tap","view":"card","method":"touchesBegan","touches":[…]}
/// {"time":1.3,"recognizer":"TapGestureRecognizer","name":"tap","view":"card","transition":"possible->ended"}
/// {"time":1.3,"recognizer":"TapGestureRecognizer","name":"tap","view":"card","action":"ended"}
/// ```
///
/// `time` is the timestamp of the last touch event the application dispatched, also
/// for a transition a timer caused.
public struct RecognizerTraceRecord: Sendable, Hashable, Decodable {
    /// What the line records.
    public enum Kind: Sendable, Hashable {
        /// A touch method called on the recognizer, with the touches passed.
        case touches(TraceRecord.Method, [TraceRecord.Touch])
        /// A state change.
        case transition(from: GestureRecognizer.State, to: GestureRecognizer.State)
        /// The recognizer's actions were called; the state they saw.
        case action(GestureRecognizer.State)
    }

    /// The timestamp of the event being dispatched (compositor seconds).
    public var time: Double
    /// The recognizer's type name.
    public var recognizer: String
    /// The recognizer's `name`, if it has one.
    public var name: String?
    /// The accessibility identifier of the recognizer's view, if any.
    public var view: String?
    /// What the line records.
    public var kind: Kind
    /// The 1-based line in the trace file (not part of the JSON).
    public var line: Int = 0

    /// The transition as the trace writes it, e.g. `possible->began`, or `nil`.
    public var transition: String? {
        guard case .transition(let from, let to) = kind else { return nil }
        return "\(from)->\(to)"
    }

    /// The state an action call saw, or `nil` for other lines.
    public var action: GestureRecognizer.State? {
        guard case .action(let state) = kind else { return nil }
        return state
    }

    /// Creates a record.
    /// - Parameters:
    ///   - time: The event's timestamp.
    ///   - recognizer: The type name.
    ///   - name: The recognizer's name.
    ///   - view: Its view's accessibility identifier.
    ///   - kind: What the line records.
    public init(time: Double, recognizer: String, name: String?, view: String?, kind: Kind) {
        self.time = time
        self.recognizer = recognizer
        self.name = name
        self.view = view
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey {
        case time, recognizer, name, view, method, touches, transition, action
    }

    /// Reads one line; exactly one of `method` (with `touches`), `transition` and
    /// `action` must be present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .time)
        recognizer = try container.decode(String.self, forKey: .recognizer)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        view = try container.decodeIfPresent(String.self, forKey: .view)
        if let method = try container.decodeIfPresent(TraceRecord.Method.self, forKey: .method) {
            kind = .touches(method, try container.decode([TraceRecord.Touch].self, forKey: .touches))
        } else if let text = try container.decodeIfPresent(String.self, forKey: .transition) {
            let parts = text.split(separator: "-", maxSplits: 1)
            guard parts.count == 2, parts[1].hasPrefix(">"), let from = Self.state(named: parts[0]),
                let to = Self.state(named: parts[1].dropFirst())
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .transition, in: container, debugDescription: "not a transition: \(text)")
            }
            kind = .transition(from: from, to: to)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .action) {
            guard let state = Self.state(named: text[...]) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .action, in: container, debugDescription: "not a state: \(text)")
            }
            kind = .action(state)
        } else {
            throw DecodingError.keyNotFound(
                CodingKeys.method,
                DecodingError.Context(
                    codingPath: [], debugDescription: "a recognizer line has a method, a transition or an action"))
        }
    }

    private static let states: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    private static func state(named name: Substring) -> GestureRecognizer.State? {
        states.first { $0.description == name }
    }
}
