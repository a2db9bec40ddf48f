import TouchKit

/// A scroll view delegate that zooms its first subview (which may go away, S16) and
/// edits the world from inside its calls now and then.
@MainActor
final class FuzzScrollDelegate: ScrollViewDelegate {
    var edit: (@MainActor () -> Void)?
    var zooms = true
    func viewForZooming(in scrollView: ScrollView) -> View? { zooms ? scrollView.subviews.first : nil }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { edit?() }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) { edit?() }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { edit?() }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { edit?() }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { edit?() }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) { edit?() }
}

extension FuzzWorld {
    /// A scroll view of random configuration: one or both axes, paging, bounces,
    /// directional lock, content-touch delays, and sometimes zooming (its delegate zooms
    /// its first subview); content views with recognizers, a control, and at the top
    /// level sometimes a nested scroll view.
    func makeScrollView(nested: Bool) -> ScrollView {
        let n = roll()
        let scroll = ScrollView(
            frame: Rect(x: Double(n % 3) * 60, y: Double(n / 3 % 3) * 60, width: 180 + Double(n % 5) * 40, height: 220))
        switch roll() % 3 {
        case 0: scroll.contentSize = Size(width: scroll.bounds.width, height: 600 + Double(roll() % 2000))
        case 1: scroll.contentSize = Size(width: 500 + Double(roll() % 1500), height: scroll.bounds.height)
        default: scroll.contentSize = Size(width: 400 + Double(roll() % 800), height: 400 + Double(roll() % 800))
        }
        scroll.isPagingEnabled = roll() % 4 == 0
        scroll.bounces = roll() % 5 != 0
        scroll.isDirectionalLockEnabled = roll() % 3 == 0
        scroll.delaysContentTouches = roll() % 4 != 0
        scroll.canCancelContentTouches = roll() % 5 != 0
        scroll.decelerationRate = roll() % 2 == 0 ? .normal : .fast
        if roll() % 4 == 0 { scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 5) }
        let delegate = FuzzScrollDelegate()
        delegate.edit = { [weak self] in
            guard let self, roll() % 11 == 0 else { return }
            edit()
        }
        scrollDelegates.append(delegate)
        scroll.delegate = delegate
        for _ in 0..<(1 + roll() % 3) { scroll.addSubview(makeView()) }
        if roll() % 2 == 0 { scroll.addSubview(makeControl()) }
        if !nested && roll() % 3 == 0 { scroll.addSubview(makeScrollView(nested: true)) }
        if roll() % 3 == 0 {
            scroll.minimumZoomScale = [0.5, 1][roll() % 2]
            scroll.maximumZoomScale = [2, 3][roll() % 2]
            scroll.bouncesZoom = roll() % 4 != 0
            scroll.delegate = delegate  // asks for the view to zoom again
        } else {
            delegate.zooms = false
        }
        if roll() % 3 == 0 {
            // The pan (and the pinch) may recognize with the content's recognizers.
            scroll.panGestureRecognizer.delegate = stableDelegate
        }
        if roll() % 4 == 0 { scroll.panGestureRecognizer.minimumNumberOfTouches = 2 }
        views.append(scroll)
        return scroll
    }

    /// A button, switch or slider whose events the checks follow (R4).
    func makeControl() -> Control {
        let n = roll()
        let frame = Rect(x: Double(n % 4) * 80, y: Double(n / 4 % 4) * 80, width: 90, height: 44)
        let control: Control
        switch roll() % 3 {
        case 0: control = Button(frame: frame, title: "b")
        case 1: control = Switch(frame: frame)
        default: control = Slider(frame: frame)
        }
        let ledgerChecks = checks
        for events: ControlEvents in [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel] {
            control.addAction(for: events) { control in ledgerChecks.recordControl(control, events) }
        }
        control.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self, roll() % 9 == 0 else { return }
            edit()
        }
        views.append(control)
        return control
    }

    /// An edit of a scroll view: scrolling in code, its content size or inset, its
    /// zoom, turning scrolling off or on.
    func editScrollView() {
        guard let scroll = pick(views.compactMap { $0 as? ScrollView }) else { return }
        // (Content set anywhere in code rests there: the at-rest check skips it.)
        checks.editedGeometry.insert(ObjectIdentifier(scroll))
        switch roll() % 6 {
        case 0: scroll.setContentOffset(Point(x: value(), y: value()), animated: roll() % 2 == 0)
        case 1: scroll.contentSize = Size(width: Double(roll() % 2000), height: Double(roll() % 2000))
        case 2: scroll.zoomScale = [0.2, 1, 1.5, 4][roll() % 4]
        case 3: scroll.isScrollEnabled.toggle()
        case 4: scroll.contentInset = EdgeInsets(top: value(), left: 0, bottom: 0, right: 0)
        default: scroll.isPagingEnabled.toggle()
        }
    }
}
