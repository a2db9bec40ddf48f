/// A view that lays out a row or a column of views (UIKit's `UIStackView`, SPEC K1-K4).
///
/// Add views with ``addArrangedSubview(_:)``; the stack places them one after the other
/// along its ``axis`` with ``spacing`` between them, sizes them along the axis by its
/// ``distribution`` and across it by its ``alignment``, and lays them out again whenever
/// its size, its settings or one of them changes (hiding one collapses its place). Each
/// view's natural size is its ``View/intrinsicContentSize`` where it has one, else its
/// ``View/sizeThatFits(_:)`` (a plain view's current size).
///
/// ```swift
/// let row = StackView(arrangedSubviews: [label, toggle])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// ```
///
/// TouchKit has no Auto Layout: a stack lays out by frames in ``layoutSubviews()``, and
/// its own size comes from ``sizeThatFits(_:)`` (or set its frame). Nest stacks to build
/// a form.
@MainActor
open class StackView: View {
    /// The direction views are arranged in (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How the length along the axis is shared (UIKit's `UIStackView.Distribution`, SPEC K2).
    public enum Distribution: Hashable, Sendable {
        /// Natural lengths; the space left over (or missing) goes to one view: the
        /// first with no intrinsic length on the axis, else the first **(choice)**.
        case fill
        /// Equal lengths filling the stack.
        case fillEqually
        /// Lengths in proportion to the natural ones, filling the stack.
        case fillProportionally
        /// Natural lengths with equal gaps, at least ``spacing``, filling the stack.
        case equalSpacing
        /// Natural lengths with centres equally far apart, gaps at least ``spacing``.
        case equalCentering
    }

    /// Where views sit across the axis (UIKit's `UIStackView.Alignment`, SPEC K3).
    public enum Alignment: Hashable, Sendable {
        /// Stretched to the stack's width (vertical) or height (horizontal).
        case fill
        /// Against the left edge (vertical stacks) or the top (horizontal ones).
        case leading
        /// The same as ``leading`` (a name for horizontal stacks).
        case top
        /// Centred.
        case center
        /// Against the right edge (vertical stacks) or the bottom (horizontal ones).
        case trailing
        /// The same as ``trailing`` (a name for horizontal stacks).
        case bottom
    }

    /// Creates a horizontal stack of `views`, in order.
    ///
    /// - Parameter views: The arranged subviews.
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal stack with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The direction; ``Axis/horizontal`` by default.
    public var axis: Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }

    /// How lengths along the axis are shared; ``Distribution/fill`` by default.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsLayout() } }
    }

    /// Where views sit across the axis; ``Alignment/fill`` by default.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }

    /// The gap between neighbours, in points (the least gap for the equal
    /// distributions); 0 by default.
    public var spacing: Double = 0 {
        didSet { if spacing != oldValue { setNeedsLayout() } }
    }

    /// The views the stack lays out, in order: a subset of its subviews.
    public private(set) var arrangedSubviews: [View] = []

    /// Adds `view` at the end of the arrangement (and as the front-most subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped), adding it as a subview
    /// when it is not one.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - index: Its position among the arranged subviews.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (call
    /// ``View/removeFromSuperview()`` to remove it altogether, which also does this).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// A removed subview leaves the arrangement too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            setNeedsLayout()
        }
    }

    /// An arranged subview was shown or hidden: lay out again, at once inside an
    /// animation block so that its neighbours move with the animation (SPEC K1).
    override func subviewVisibilityDidChange(_ subview: View) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsLayout()
        if Animator.recording != nil { layoutIfNeeded() }
    }

    /// Places the arranged subviews (SPEC K1-K3).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = StackLayout(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
            natural: visibleArranged.map { naturalSize(of: $0) })
        for (view, frame) in zip(visibleArranged, layout.frames(in: bounds)) {
            view.frame = frame
        }
    }

    /// The size the arranged subviews need: their natural lengths and the gaps along
    /// the axis (equal lengths for ``Distribution/fillEqually``), the largest across.
    open override func sizeThatFits(_ size: Size) -> Size {
        StackLayout(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
            natural: visibleArranged.map { naturalSize(of: $0) }
        ).fittingSize
    }

    /// ``sizeThatFits(_:)`` with no limit.
    open override var intrinsicContentSize: Size {
        sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
    }

    /// The arranged subviews that take part: the shown ones.
    private var visibleArranged: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// A view's natural size: its intrinsic size where it has one, else what
    /// `sizeThatFits` answers; each dimension with no preference is `nil`.
    private func naturalSize(of view: View) -> StackLayout.Natural {
        let intrinsic = view.intrinsicContentSize
        let hasWidth = intrinsic.width != View.noIntrinsicMetric
        let hasHeight = intrinsic.height != View.noIntrinsicMetric
        if hasWidth && hasHeight { return StackLayout.Natural(size: intrinsic, intrinsicAlongAxis: true) }
        let fits = view.sizeThatFits(bounds.size)
        let size = Size(
            width: hasWidth ? intrinsic.width : fits.width, height: hasHeight ? intrinsic.height : fits.height)
        return StackLayout.Natural(size: size, intrinsicAlongAxis: axis == .horizontal ? hasWidth : hasHeight)
    }
}
