/// The phase of a touch in its sequence.
///
/// A touch goes `began` → (`moved` | `stationary`)* → `ended` or `cancelled`
/// (SPEC T1, F5). `stationary` marks a finger that is down but did not change in
/// the frame being dispatched (SPEC W2); no touch method is called for it.
public enum TouchPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// The finger touched the surface in this frame.
    case began
    /// The finger moved, or its shape or orientation changed, in this frame.
    case moved
    /// The finger is down and did not change in this frame.
    case stationary
    /// The finger lifted in this frame.
    case ended
    /// The system cancelled the touch (compositor cancel, window closed, view removed).
    case cancelled

    /// Whether this phase ends the touch's sequence.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
