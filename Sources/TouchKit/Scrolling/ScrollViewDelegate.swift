/// An object told about a scroll view's scrolling and zooming (SPEC S13, S16).
///
/// The counterpart of `UIScrollViewDelegate`; every method has an empty default. The
/// order of a drag that flings is
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll`… → `scrollViewWillEndDragging`
/// → `scrollViewDidEndDragging` → `scrollViewWillBeginDecelerating` →
/// `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, a bounce or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted: `velocity` is in points per *millisecond*, signed like the
    /// offset's change; `targetContentOffset` is where the content will rest, and may
    /// be changed.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after the drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation of `setContentOffset(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view to scale when zooming, or `nil` for no zooming (SPEC S16).
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No zooming.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
