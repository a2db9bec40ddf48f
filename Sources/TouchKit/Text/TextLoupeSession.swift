/// Shows the loupe: a magnifier above the finger with the text around the caret, while
/// a finger moves the caret or a selection handle (UIKit's `UITextLoupeSession`,
/// SPEC X20).
///
/// ```swift
/// // In a pan gesture recognizer's action:
/// switch pan.state {
/// case .began:
///     loupe = TextLoupeSession.begin(at: pan.location(in: self), fromSelectionWidgetView: nil, in: self)
/// case .changed:
///     loupe?.move(to: pan.location(in: self), withCaretRect: caretRect, trackingCaret: true)
/// default:
///     loupe?.invalidate()
/// }
/// ```
///
/// ``TextField`` and ``TextView`` show it themselves during a long press and a caret or
/// handle drag (SPEC X14). The loupe is a view over the window's other views that
/// touches pass through; it draws the window's content magnified
/// ``magnification`` times, centred on the point it magnifies.
@MainActor
public final class TextLoupeSession {
    /// The loupe's size, in points **(choice: a capsule about a line of text high, as
    /// UIKit's loupe since iOS 17)**.
    public static let loupeSize = Size(width: 120, height: 44)
    /// How much larger the loupe shows the text **(choice)**.
    public static let magnification = 1.5
    /// The gap between the loupe's bottom edge and the top of the caret it tracks (or
    /// the finger), in points, so the finger does not cover it **(choice)**.
    public static let gap = 16.0

    /// The view the session was begun in: the coordinates of ``move(to:withCaretRect:trackingCaret:)``.
    public private(set) weak var interactionView: View?
    /// Whether the loupe shows: from ``begin(at:fromSelectionWidgetView:in:)`` until
    /// ``invalidate()`` (or the view leaves its window).
    public var isValid: Bool { loupe.superview != nil && interactionView?.window != nil }
    /// The point magnified now, in the window's coordinates.
    public var magnifiedPoint: Point { loupe.magnifiedPoint }
    /// The loupe's frame in the window's coordinates.
    public var loupeFrame: Rect { loupe.frame }

    private let loupe: TextLoupeView

    private init(interactionView: View, window: Window) {
        self.interactionView = interactionView
        loupe = TextLoupeView(frame: Rect(origin: .zero, size: Self.loupeSize))
        window.addSubview(loupe)
    }

    /// Shows the loupe at `point` in `interactionView`, magnifying what is there ("Creates
    /// a new loupe session and displays the loupe at the specified location in your
    /// view"). `selectionWidget`, the view of the caret UIKit's animation starts from,
    /// is not used: TouchKit's loupe appears without an animation.
    ///
    /// - Returns: The session, or `nil` when the view is in no window or `point` is not
    ///   finite.
    public static func begin(
        at point: Point, fromSelectionWidgetView selectionWidget: View?, in interactionView: View
    ) -> TextLoupeSession? {
        guard let window = interactionView.window, !window.isClosed, point.x.isFinite, point.y.isFinite else {
            return nil
        }
        let session = TextLoupeSession(interactionView: interactionView, window: window)
        session.move(to: point, withCaretRect: .null, trackingCaret: false)
        return session
    }

    /// Moves the loupe: it magnifies the caret's centre when `tracksCaret` is true and
    /// `caretRect` (in the interaction view's coordinates) is a rectangle, else `point`;
    /// it stands ``gap`` points above the caret's top (or `point`), centred on it, and
    /// within the window. Non-finite input leaves the loupe where it is.
    public func move(to point: Point, withCaretRect caretRect: Rect, trackingCaret tracksCaret: Bool) {
        guard isValid, let view = interactionView, let window = view.window else { return }
        let tracking = tracksCaret && !caretRect.isNull && caretRect.hasFiniteValues
        let focus = tracking ? Point(x: caretRect.midX, y: caretRect.midY) : point
        let top = tracking ? caretRect.minY : point.y
        guard focus.x.isFinite, focus.y.isFinite, top.isFinite else { return }
        let magnified = view.convert(focus, to: window)
        let anchorTop = view.convert(Point(x: focus.x, y: top), to: window).y
        let size = Self.loupeSize
        var origin = Point(x: magnified.x - size.width / 2, y: anchorTop - Self.gap - size.height)
        let bounds = window.bounds
        origin.x = max(bounds.minX, min(origin.x, bounds.maxX - size.width))
        origin.y = max(bounds.minY, min(origin.y, bounds.maxY - size.height))
        loupe.frame = Rect(origin: origin, size: size)
        loupe.magnifiedPoint = magnified
        loupe.setNeedsDisplay()
        if window.subviews.last !== loupe { window.bringSubviewToFront(loupe) }
    }

    /// Hides the loupe and ends the session; calling it again does nothing.
    public func invalidate() {
        loupe.removeFromSuperview()
    }
}

extension Rect {
    /// Whether every coordinate and side is finite.
    fileprivate var hasFiniteValues: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
