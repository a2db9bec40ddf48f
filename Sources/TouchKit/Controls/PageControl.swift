/// A row of dots showing which page of several is shown (UIKit's `UIPageControl`,
/// SPEC K4).
///
/// Set ``numberOfPages`` and keep ``currentPage`` in step with a paging scroll view
/// (in ``ScrollViewDelegate/scrollViewDidScroll(_:)``, or with
/// ``follow(_:)`` which does it for you). A tap on the control moves one page towards
/// the side of the current dot it lands on; a drag along the dots moves the current
/// page to the dot under the finger. Each change by touch sends
/// ``ControlEvents/valueChanged``: move the scroll view there in its action. Setting
/// ``currentPage`` in code sends nothing.
///
/// ```swift
/// pager.addAction(for: .valueChanged) { [unowned self] _ in
///     scrollView.setContentOffset(Point(x: Double(pager.currentPage) * scrollView.bounds.width, y: 0), animated: true)
/// }
/// ```
@MainActor
open class PageControl: Control {
    /// The diameter of a dot, in points **(choice)**.
    public static let dotDiameter = 7.0
    /// The distance from one dot's centre to the next, in points **(choice)**.
    public static let dotPitch = 16.0
    /// The control's height when it sizes itself, in points (UIKit's is about 26)
    /// **(choice)**.
    public static let preferredHeight = 26.0

    /// How many dots there are; 0 by default. ``currentPage`` stays within them.
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            setNeedsDisplay()
        }
    }

    /// The page whose dot is highlighted, from 0; kept within ``numberOfPages``.
    public var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the dots are hidden when there is only one page; `false` by default.
    public var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the other dots; `nil` for `Color.tertiaryLabel`.
    public var pageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the current page's dot; `nil` for `Color.label`.
    public var currentPageIndicatorTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The size the dots of `pageCount` pages need.
    ///
    /// - Parameter pageCount: A number of pages.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let count = Double(max(pageCount, 0))
        return Size(
            width: count > 0 ? (count - 1) * Self.dotPitch + Self.dotDiameter + 16 : 0, height: Self.preferredHeight)
    }

    /// The dots' size for ``numberOfPages``.
    open override func sizeThatFits(_ size: Size) -> Size { self.size(forNumberOfPages: numberOfPages) }

    /// The dots' size for ``numberOfPages``.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    /// Keeps ``currentPage`` on the page `scrollView` shows most of (its offset over its
    /// width, rounded), as `scrollViewDidScroll` would; call it from there.
    ///
    /// - Parameter scrollView: A horizontally paging scroll view.
    public func follow(_ scrollView: ScrollView) {
        let width = scrollView.bounds.width
        guard width > 0, scrollView.contentOffset.x.isFinite else { return }
        currentPage = Int((scrollView.contentOffset.x / width).rounded())
    }

    // MARK: - Geometry

    /// The centre of page `index`'s dot, in the control's coordinates.
    public func centerOfDot(at index: Int) -> Point {
        let width = Double(max(numberOfPages - 1, 0)) * Self.dotPitch
        return Point(x: bounds.midX - width / 2 + Double(index) * Self.dotPitch, y: bounds.midY)
    }

    /// The page whose dot is nearest to `x` along the row.
    private func page(nearestTo x: Double) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let first = centerOfDot(at: 0).x
        let index = ((x - first) / Self.dotPitch).rounded()
        return Int(min(max(index, 0), Double(numberOfPages - 1)))
    }

    // MARK: - Touches

    /// Whether the finger has moved along the dots (a drag) since it went down.
    private var isScrubbing = false
    /// Where the finger went down.
    private var downX = 0.0

    /// Starts tracking a finger on the control when there is more than one page.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        guard numberOfPages > 1 else { return false }
        isScrubbing = false
        downX = touch.location(in: self).x
        return true
    }

    /// A drag of more than half a pitch scrubs: the current page follows the finger.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let x = touch.location(in: self).x
        if !isScrubbing, abs(x - downX) > Self.dotPitch / 2 { isScrubbing = true }
        if isScrubbing { setPageByTouch(page(nearestTo: x), event: event) }
        return true
    }

    /// A tap moves one page towards its side of the current dot.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, !isScrubbing, isTouchInside else { return }
        let x = touch.location(in: self).x
        let current = centerOfDot(at: currentPage).x
        if x > current + Self.dotDiameter / 2 {
            setPageByTouch(currentPage + 1, event: event)
        } else if x < current - Self.dotDiameter / 2 {
            setPageByTouch(currentPage - 1, event: event)
        }
    }

    private func setPageByTouch(_ page: Int, event: Event?) {
        let old = currentPage
        currentPage = page
        if currentPage != old { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: - Drawing

    /// Draws the dots: the current one in ``currentPageIndicatorTintColor``.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current, numberOfPages > 0,
            !(hidesForSinglePage && numberOfPages == 1)
        else { return }
        let radius = Self.dotDiameter / 2
        for index in 0..<numberOfPages {
            let centre = centerOfDot(at: index)
            context.fillColor =
                index == currentPage
                ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            context.fillEllipse(
                in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }
}
