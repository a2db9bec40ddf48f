/// Where the view being edited meets the system's input methods (SPEC X13): text views
/// report here when editing begins, changes and ends, and a backend's on-screen keyboard
/// connection (text-input-v3 on Wayland) listens, reads the traits, the surrounding
/// text and the caret, and hands back preedit and committed text through the view's
/// ``TextInput`` methods.
@MainActor
public final class TextInputCenter {
    /// The process's center.
    public static let shared = TextInputCenter()

    /// The view being edited, or `nil`.
    public private(set) weak var activeView: View?

    /// The listener (a backend's input-method connection).
    public weak var observer: (any TextInputObserver)?

    /// Creates a center (tests make their own; views use ``shared``).
    public init() {}

    /// The view being edited, as a text input.
    public var activeInput: (any TextInput)? { activeView as? any TextInput }

    /// `view` began editing: its window scrolls it into view above the keyboard
    /// (SPEC X17), then the observer hears of it.
    public func beginEditing(_ view: View) {
        activeView = view
        view.window?.revealFirstResponder(layingOut: false)  // SPEC X17
        observer?.textInputDidBeginEditing(view)
    }

    /// `view` ended editing.
    public func endEditing(_ view: View) {
        guard activeView === view else { return }
        activeView = nil
        observer?.textInputDidEndEditing(view)
    }

    /// The text, selection or caret of `view` changed.
    public func stateDidChange(_ view: View) {
        guard activeView === view else { return }
        observer?.textInputStateDidChange(view)
    }
}

/// What listens to a ``TextInputCenter``: a backend's input-method connection.
@MainActor
public protocol TextInputObserver: AnyObject {
    /// A view began editing: enable the input method for it.
    func textInputDidBeginEditing(_ view: View)
    /// The view ended editing: disable the input method.
    func textInputDidEndEditing(_ view: View)
    /// The view's text, selection or caret changed: update the input method.
    func textInputStateDidChange(_ view: View)
}
