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
    /// The 1-based line in the trace file (not part of the JSON).
    public var line: Int = 0

    private enum CodingKeys: String, CodingKey {
        case time, window, responder, identifier, method, touches
    }
}
