/// A short-lived window shown over a parent window, anchored to a rectangle in it: a
/// menu (SPEC P60-P69). The Wayland backend shows it as an `xdg_popup` with a grab;
/// without a backend (the test host) it stays in-process, placed by
/// ``placement(size:anchor:within:)``.
///
/// It is key while open, so keys reach it; Escape dismisses it (P66). The compositor
/// may dismiss it at any time (`popup_done`), even at once (P67): the backend then calls
/// ``dismiss()``.
@MainActor
open class PopupWindow: Window {
    /// The window the popup is shown over.
    public private(set) weak var parentWindow: Window?
    /// The rectangle the popup is anchored to, in the parent window's coordinates.
    public let anchorRect: Rect
    /// Where the popup's top-left corner is, in the parent window's coordinates: placed
    /// by ``placement(size:anchor:within:)`` and moved by the backend when the
    /// compositor places it elsewhere.
    public var position: Point
    /// Runs once, when the popup is dismissed (by the app, a tap outside, Escape or
    /// the compositor).
    public var onDismiss: (@MainActor () -> Void)?
    /// Whether the popup is key and grabs the seat (a menu), or leaves the keyboard
    /// with its parent and takes no grab (an edit menu, SPEC X15).
    public let takesFocus: Bool
    /// Whether the popup was dismissed.
    public private(set) var isDismissed = false

    /// Creates a popup of `size` over `parent`, anchored to `anchor` (in the parent's
    /// coordinates), and makes it key unless `takesFocus` is false.
    public init(size: Size, parent: Window, anchor: Rect, takesFocus: Bool = true) {
        parentWindow = parent
        anchorRect = anchor
        self.takesFocus = takesFocus
        position = PopupWindow.placement(size: size, anchor: anchor, within: parent.bounds)
        super.init(frame: Rect(origin: .zero, size: size), application: parent.application)
        // (A backend that cannot show it dismisses it while it registers.)
        guard !isDismissed else { return }
        if takesFocus {
            makeKeyAndVisible()
        } else {
            isHidden = false
            host?.windowNeedsDisplay(self)
        }
    }

    /// Where a popup of `size` goes for `anchor` within `bounds` (SPEC P62, a choice):
    /// below the anchor and centred on it, flipped above when there is no room below
    /// but room above, then slid to stay within the bounds (the top-left wins when it
    /// cannot fit). Non-finite input gives the bounds' origin.
    public static func placement(size: Size, anchor: Rect, within bounds: Rect) -> Point {
        let values = [size.width, size.height, anchor.origin.x, anchor.origin.y, anchor.size.width, anchor.size.height]
        guard values.allSatisfy(\.isFinite), bounds.origin.x.isFinite, bounds.size.width.isFinite else {
            return bounds.origin.x.isFinite && bounds.origin.y.isFinite ? bounds.origin : .zero
        }
        let anchorBottom = anchor.origin.y + anchor.size.height
        var x = anchor.origin.x + anchor.size.width / 2 - size.width / 2
        var y = anchorBottom
        let boundsBottom = bounds.origin.y + bounds.size.height
        if y + size.height > boundsBottom, anchor.origin.y - size.height >= bounds.origin.y {
            y = anchor.origin.y - size.height
        }
        x = max(min(x, bounds.origin.x + bounds.size.width - size.width), bounds.origin.x)
        y = max(min(y, boundsBottom - size.height), bounds.origin.y)
        return Point(x: x, y: y)
    }

    /// A point in the parent window's coordinates, in the popup's.
    public func convertFromParent(_ point: Point) -> Point {
        Point(x: point.x - position.x, y: point.y - position.y)
    }

    /// Closes the popup (its touches are cancelled, F4), gives the parent back the
    /// keyboard and runs ``onDismiss``. Calling it again does nothing.
    public func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        let wasKey = isKeyWindow
        close()
        if wasKey, let parentWindow, !parentWindow.isClosed { application?.keyWindow = parentWindow }
        let handler = onDismiss
        onDismiss = nil
        handler?()
    }

    /// Escape dismisses the popup (SPEC P66); a menu in it takes the keys that move
    /// through it (P70); other keys go on up the chain.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        if presses.contains(where: { $0.key.keysym == PopupWindow.escapeKeysym }) {
            dismiss()
        } else if let menu = subviews.lazy.compactMap({ $0 as? MenuView }).first,
            presses.contains(where: { menu.handleKey(keysym: $0.key.keysym) })
        {
            return
        } else {
            super.pressesBegan(presses, with: event)
        }
    }

    /// XKB's keysym for Escape.
    public static let escapeKeysym: UInt32 = 0xff1b
}
