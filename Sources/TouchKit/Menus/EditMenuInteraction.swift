/// Shows the edit menu, Cut, Copy, Paste and Select All, in a popup next to a
/// selection (UIKit's `UIEditMenuInteraction`, SPEC X15).
///
/// ```swift
/// let menu = EditMenuInteraction(delegate: self)
/// canvas.addInteraction(menu)
/// menu.presentEditMenu(with: EditMenuConfiguration(sourcePoint: location))
/// ```
///
/// ``TextField`` and ``TextView`` have one and show it themselves (SPEC X14). The menu
/// is a ``PopupWindow`` (an `xdg_popup`) that leaves the keyboard with the window, so
/// typing goes on while it shows; a touch outside it or a change of the text closes it.
@MainActor
public final class EditMenuInteraction: Interaction {
    /// Makes the menu and says where it goes.
    public weak var delegate: (any EditMenuInteractionDelegate)?
    /// The view the interaction belongs to.
    public private(set) weak var view: View?
    /// The popup showing the menu, while one is open.
    public private(set) var menuWindow: PopupWindow?
    /// The menu's rows, while one is open.
    public private(set) var menuView: MenuView?

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: (any EditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Closes a menu open over the old view.
    public func willMove(to view: View?) {
        dismissMenu()
    }

    /// Keeps the new view.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// The standard edit actions that apply to `view` now (SPEC X15): for a
    /// ``TextInput``, Cut and Copy with a selection of text that is not secret, Paste
    /// when the clipboard holds text, Select All when some text is not selected.
    public static func suggestedActions(for view: View?) -> [MenuElement] {
        guard let input = view as? any TextInput else { return [] }
        var actions: [MenuElement] = []
        let selection = input.selectedTextRange
        let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
        if let selection, !selection.isEmpty, !input.isSecureTextEntry {
            actions.append(
                Action(title: "Cut", identifier: "cut") { _ in
                    guard let range = input.selectedTextRange, let text = input.text(in: range) else { return }
                    Pasteboard.general.string = text
                    input.replace(range, withText: "")
                })
            actions.append(
                Action(title: "Copy", identifier: "copy") { _ in
                    guard let range = input.selectedTextRange, let text = input.text(in: range) else { return }
                    Pasteboard.general.string = text
                })
        }
        if selection != nil, Pasteboard.general.hasStrings {
            actions.append(
                Action(title: "Paste", identifier: "paste") { _ in
                    guard let string = Pasteboard.general.string else { return }
                    input.unmarkText()
                    guard let range = input.selectedTextRange else { return }
                    input.replace(range, withText: string)
                })
        }
        if let all, !all.isEmpty, selection?.offsets != all.offsets {
            actions.append(
                Action(title: "Select All", identifier: "selectAll") { _ in
                    input.unmarkText()
                    input.selectedTextRange = input.textRange(
                        from: input.beginningOfDocument, to: input.endOfDocument)
                })
        }
        return actions
    }

    /// Shows the menu for `configuration`, closing one already open (SPEC X15): the
    /// delegate picks the menu and the rectangle to keep clear of; the popup goes below
    /// it, or above when there is no room below (P62).
    /// - Returns: Whether a menu opened.
    @discardableResult
    public func presentEditMenu(with configuration: EditMenuConfiguration) -> Bool {
        dismissMenu()
        guard let view, let window = view.window, !window.isClosed else { return false }
        let suggested = Self.suggestedActions(for: view)
        let menu: Menu?
        let target: Rect
        if let delegate {
            menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            target = delegate.editMenuInteraction(self, targetRectFor: configuration)
        } else {
            menu = suggested.isEmpty ? nil : Menu(children: suggested)
            target = Rect(origin: configuration.sourcePoint, size: .zero)
        }
        guard let menu, !menu.visibleActions.isEmpty else { return false }
        let anchor = view.convert(target, to: nil)
        let rows = MenuView(menu: menu)
        let popup = PopupWindow(size: rows.bounds.size, parent: window, anchor: anchor, takesFocus: false)
        popup.addSubview(rows)
        rows.onPick = { [weak popup] action in
            popup?.dismiss()
            action.handler(action)
        }
        popup.onDismiss = { [weak self, weak popup] in
            guard let self, self.menuWindow === popup else { return }
            self.menuWindow = nil
            self.menuView = nil
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
}
