import Graphics

/// What the tree says about one node (SPEC A3, A8, A9): compared between two readings
/// to find the events to send (SPEC A12).
public struct AccessibilityNodeInfo: Equatable, Sendable {
    /// The role.
    public var role: AccessibilityRole
    /// The name (the label), safe to send (SPEC A13).
    public var name: String
    /// The description (the hint).
    public var description: String
    /// The value.
    public var value: String
    /// The identifier.
    public var identifier: String
    /// The states.
    public var states: Set<AccessibilityState>
    /// The frame in window coordinates.
    public var frame: Rect
    /// The names of its actions, in order: "activate", "increment", "decrement", then
    /// the custom actions' (SPEC A6).
    public var actions: [String]
    /// A slider's value and range, for AT-SPI's `Value`.
    public var numericValue: NumericValue?

    /// A value within a range.
    public struct NumericValue: Equatable, Sendable {
        /// The current value.
        public var current: Double
        /// The smallest.
        public var minimum: Double
        /// The largest.
        public var maximum: Double
        /// One increment.
        public var increment: Double
    }
}
