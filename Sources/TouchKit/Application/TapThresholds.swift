/// The limits within which successive taps count up ``Touch/tapCount`` (SPEC T6).
///
/// A touch that begins on the same view as the previous tap, at most
/// ``maximumInterval`` seconds after that tap lifted and at most ``maximumDistance``
/// points from where it lifted, gets the previous tap's count plus one; otherwise its
/// count is 1. A touch that moved farther than ``maximumDistance`` from where it began
/// is not a tap: the next touch starts again at 1.
public enum TapThresholds {
    /// The longest time from one tap's lift to the next touch down, in seconds.
    public static let maximumInterval: Double = 0.35
    /// The farthest a finger may be from the previous tap, and move during a tap, in points.
    public static let maximumDistance: Double = 45
}
