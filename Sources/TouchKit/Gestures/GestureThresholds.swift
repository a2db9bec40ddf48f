/// The distances and times the built-in gesture recognizers and tap counting decide
/// by (SPEC T6, G23-G29), in one place. Apple documents none of them: each is a choice,
/// named in docs/BEHAVIOUR.md. The recognizers' own constants
/// (``PanGestureRecognizer/hysteresis``, ``TapThresholds/maximumInterval``, ...) are
/// these values under the names the rules use.
public enum GestureThresholds {
    /// The longest time from one tap's lift to the next touch down for the taps to
    /// count together, in seconds (T6, G23; 0.35 s).
    public static let tapInterval: Double = 0.35
    /// The farthest a finger may be from the previous tap, and move during a tap, in
    /// points (T6, G23; 45 pt).
    public static let tapDistance: Double = 45
    /// The longest a tap may be held, in seconds (G23; 1.5 s: a 5-second hold never taps).
    public static let tapPressDuration: Double = 1.5
    /// How far a pan's centroid moves before it begins, in points (G24; 10 pt).
    public static let panHysteresis: Double = 10
    /// How much a pinch's finger distance changes before it begins, in points (G26; 8 pt).
    public static let pinchHysteresis: Double = 8
    /// How far a rotation's fingers turn before it begins, in radians (G27; 0.07, about
    /// 4 degrees).
    public static let rotationHysteresis: Double = 0.07
    /// How far a swipe's fingers must travel, in points (G25; 50 pt).
    public static let swipeDistance: Double = 50
    /// How long a finger must stay still for its velocity to be zero, in seconds (G24;
    /// 40 ms, as Android's `ASSUME_POINTER_STOPPED_TIME`).
    public static let velocityStopTime: Double = 0.04
}

/// The limits within which successive taps count up ``Touch/tapCount`` (SPEC T6):
/// ``GestureThresholds``' tap values.
///
/// A touch that begins on the same view as the previous tap, at most
/// ``maximumInterval`` seconds after that tap lifted and at most ``maximumDistance``
/// points from where it lifted, gets the previous tap's count plus one; otherwise its
/// count is 1. A touch that moved farther than ``maximumDistance`` from where it began
/// is not a tap: the next touch starts again at 1.
public enum TapThresholds {
    /// The longest time from one tap's lift to the next touch down, in seconds
    /// (``GestureThresholds/tapInterval``).
    public static let maximumInterval: Double = GestureThresholds.tapInterval
    /// The farthest a finger may be from the previous tap, and move during a tap, in
    /// points (``GestureThresholds/tapDistance``).
    public static let maximumDistance: Double = GestureThresholds.tapDistance
}
