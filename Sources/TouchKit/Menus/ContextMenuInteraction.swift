/// Opens a menu of actions for a view's content on a long press of a finger or pen
/// (UIKit's `UIContextMenuInteraction`, SPEC P60-P69).
///
/// ```swift
/// final class Board: View, ContextMenuInteractionDelegate {
///     func setUp() { addInteraction(ContextMenuInteraction(delegate: self)) }
///     func contextMenuInteraction(
///         _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
///     ) -> ContextMenuConfiguration? {
///         ContextMenuConfiguration { _ in
///             Menu(children: [Action(title: "Delete", attributes: .destructive) { _ in self.delete(at: location) }])
///         }
///     }
/// }
/// ```
///
/// The finger that opened the menu can slide onto a row and lift to pick it (P63), or
/// lift elsewhere and leave the menu open (P64). A tap outside, Escape or the
/// compositor dismiss it (P65-P67). A secondary click opens it through ``present(at:)``.
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// How long a finger or pen is held before the menu opens, in seconds (SPEC P60, a choice).
    public static let pressDuration = 0.5

    /// Makes the menu's configuration.
    public weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction belongs to.
    public private(set) weak var view: View?
    /// The popup showing the menu, while one is open.
    public private(set) var menuWindow: PopupWindow?
    /// The menu's rows, while one is open.
    public private(set) var menuView: MenuView?
    /// The long press that opens the menu.
    public let gestureRecognizer = LongPressGestureRecognizer()
    /// The secondary click that opens the menu (SPEC P60, P9).
    public let secondaryClickRecognizer = TapGestureRecognizer()
    /// Whether the touch that opened the menu is still down.
    private var followsOpeningTouch = false

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
        gestureRecognizer.minimumPressDuration = Self.pressDuration
        gestureRecognizer.allowedTouchTypes = [.direct, .pencil]
        gestureRecognizer.addAction { [weak self] recognizer in
            self?.longPressChanged(recognizer)
        }
        secondaryClickRecognizer.buttonMaskRequired = .secondary
        secondaryClickRecognizer.allowedTouchTypes = [.pointer]  // a finger always "has" every button
        secondaryClickRecognizer.addAction { [weak self] recognizer in
            guard recognizer.state == .ended, let self, let view = self.view else { return }
            self.present(at: recognizer.location(in: view))
        }
    }

    /// Removes the long press from the old view.
    public func willMove(to view: View?) {
        self.view?.removeGestureRecognizer(gestureRecognizer)
        self.view?.removeGestureRecognizer(secondaryClickRecognizer)
    }

    /// Adds the long press to the new view.
    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(gestureRecognizer)
        view?.addGestureRecognizer(secondaryClickRecognizer)
    }

    /// Asks the delegate for a menu at `location` (in the view's coordinates) and shows
    /// it (SPEC P60-P62). The entry point of a secondary click as well as of the long press.
    /// - Returns: Whether a menu opened.
    @discardableResult
    public func present(at location: Point) -> Bool {
        dismissMenu()
        guard let view, let window = view.window, !window.isClosed,
            let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location),
            let menu = configuration.actionProvider?([]), !menu.visibleActions.isEmpty
        else { return false }
        let point = view.convert(location, to: nil)
        let side = 44.0
        let anchor = Rect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
        let rows = MenuView(menu: menu)
        let popup = PopupWindow(size: rows.bounds.size, parent: window, anchor: anchor)
        popup.addSubview(rows)
        rows.onPick = { [weak self, weak popup] action in
            popup?.dismiss()
            self?.followsOpeningTouch = false
            action.handler(action)
        }
        popup.onDismiss = { [weak self, weak popup] in
            guard let self, self.menuWindow === popup else { return }
            self.menuWindow = nil
            self.menuView = nil
            self.followsOpeningTouch = false
        }
        guard !popup.isDismissed else { return false }
        menuWindow = popup
        menuView = rows
        return true
    }

    /// Closes the menu if one is open; nothing is picked.
    public func dismissMenu() {
        menuWindow?.dismiss()
    }

    /// The long press: opens the menu, then lets its finger pick a row (SPEC P63, P64).
    private func longPressChanged(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let view else { return }
            followsOpeningTouch = present(at: recognizer.location(in: view))
        case .changed:
            guard followsOpeningTouch, let menuWindow, let menuView else { return }
            menuView.highlight(at: menuWindow.convertFromParent(recognizer.location(in: nil)))
        case .ended:
            guard followsOpeningTouch, let menuWindow, let menuView else { return }
            followsOpeningTouch = false
            // Only a row the finger slid onto is picked; lifting elsewhere leaves the menu open.
            if menuView.highlightedIndex != nil {
                menuView.pick(at: menuWindow.convertFromParent(recognizer.location(in: nil)))
            }
        case .cancelled, .failed:
            followsOpeningTouch = false
            menuView?.highlight(at: nil)
        default:
            break
        }
    }
}
