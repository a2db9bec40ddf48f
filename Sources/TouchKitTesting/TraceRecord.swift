import TouchKit

/// One touch method call from a TouchKit app's `TOUCHKIT_TRACE` file.
///
/// See `TouchTrace` in TouchKit for the line format.
public struct TraceRecord: Sendable, Hashable, Decodable {
    /// The touch method called.
    public enum Method: String, Sendable, Hashable, Decodable, CaseIterable {
        /// `touchesBegan(_:with:)`.
        case touchesBegan
        /// `touchesMoved(_:with:)`.
        case touchesMoved
        /// `touchesEnded(_:with:)`.
        case touchesEnded
        /// `touchesCancelled(_:with:)`.
        case touchesCancelled
        /// `touchesStationary` (traced for completeness).
        case touchesStationary
    }

    /// One touch passed to the method.
    public struct Touch: Sendable, Hashable, Decodable {
        /// The touch's identifier as the app printed it.
        public var id: String
        /// Its phase.
        public var phase: TouchPhase
        /// Its tap count.
        public var tapCount: Int
        /// Window x.
        public var x: Double
        /// Window y.
        public var y: Double
        /// Creates a touch record.
        public init(id: String, phase: TouchPhase, tapCount: Int, x: Double, y: Double) {
            self.id = id
            self.phase = phase
            self.tapCount = tapCount
            self.x = x
            self.y = y
        }

        /// (`x`, `y`).
        public var location: Point { Point(x: x, y: y) }
    }

    /// The event's timestamp (compositor seconds).
    public var time: Double
    /// The window's title, or its identifier when untitled.
    public var window: String
    /// The responder's type name.
    public var responder: String
    /// The responder's accessibility identifier, if any.
    public var identifier: String?
    /// The method called.
    public var method: Method
    /// The touches passed, sorted by identifier.
    public var touches: [Touch]
    /// Whether the phase was withheld by a gesture recognizer and delivered late
    /// (SPEC G11; the line's `"late":true`).
    public var isLate = false
    /// The 1-based line in the trace file (not part of the JSON).
    public var line: Int = 0

    private enum CodingKeys: String, CodingKey {
        case time, window, responder, identifier, method, late, touches
    }

    /// Reads one line; `late` may be missing (it is written only when true).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .time)
        window = try container.decode(String.self, forKey: .window)
        responder = try container.decode(String.self, forKey: .responder)
        identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
        method = try container.decode(Method.self, forKey: .method)
        isLate = try container.decodeIfPresent(Bool.self, forKey: .late) ?? false
        touches = try container.decode([Touch].self, forKey: .touches)
    }
}
