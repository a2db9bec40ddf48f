/// What hosts a ``Window`` on screen: the seam between the event model and a
/// backend such as TouchKitWayland.
///
/// The window tells its host when it needs drawing, layout or closing; the host
/// decides when (at the compositor's next frame callback), draws the damaged areas
/// (``Window/takeDamage()``) and reports them to the compositor.
@MainActor
public protocol WindowHost: AnyObject {
    /// The window has new damage or needs layout; draw at the next opportunity.
    func windowNeedsDisplay(_ window: Window)
    /// The window's title changed.
    func windowTitleDidChange(_ window: Window)
    /// The window closed; release its surface.
    func windowDidClose(_ window: Window)
    /// When the window's next frame is expected on screen after `time` (seconds on the
    /// compositor's input clock), from the compositor's presentation feedback; `nil`
    /// when unknown (no feedback yet, or the compositor gives none). Used by
    /// ``Event/predictedTouches(for:)``.
    func nextPresentationTime(after time: Double) -> Double?
}

extension WindowHost {
    /// Unknown by default: hosts without presentation feedback predict one frame ahead.
    public func nextPresentationTime(after time: Double) -> Double? { nil }
}
