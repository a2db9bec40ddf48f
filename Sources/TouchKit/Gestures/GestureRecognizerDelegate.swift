/// An object that refines how a gesture recognizer takes part in arbitration (SPEC
/// G3, G13, G15, G16).
///
/// The counterpart of `UIGestureRecognizerDelegate`. Every method has a default, so
/// implement only those you need:
///
/// ```swift
/// extension PhotoController: GestureRecognizerDelegate {
///     func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
///         true   // pinch and rotate the same photo together
///     }
/// }
/// ```
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `possible` (SPEC G13). `true` by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch`; asked before its `touchesBegan` (SPEC
    /// G3). `true` by default.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the two may recognize together; one `true` from either delegate is
    /// enough (SPEC G15). `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer waits for `otherGestureRecognizer` to fail (SPEC G16).
    /// Asked once per attempt. `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for this recognizer to fail (SPEC G16).
    /// Asked once per attempt. `false` by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `true`: the recognizer receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }
    /// `false`: recognizers exclude each other.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `false`: no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `false`: no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}
