/// The part of a view the on-screen keyboard covers (UIKit's `UIKeyboardLayoutGuide`,
/// SPEC X17): lay the view's content out above ``layoutFrame``'s top.
///
/// ```swift
/// override func layoutSubviews() {
///     super.layoutSubviews()
///     let top = keyboardLayoutGuide.layoutFrame.minY
///     sendButton.frame = Rect(x: 16, y: top - 60, width: bounds.width - 32, height: 44)
/// }
/// ```
///
/// TouchKit knows the keyboard only as its window does (``Window/keyboardHeight``);
/// where the compositor shrinks the window for the keyboard instead, the guide is an
/// empty strip at the window's bottom edge, and the smaller window is the avoidance.
@MainActor
public struct KeyboardLayoutGuide {
    /// The view the guide belongs to.
    public let owningView: View

    /// The rectangle the keyboard covers in the owning view's coordinates: the window's
    /// bottom ``Window/keyboardHeight`` points, full width; zero high at the window's
    /// bottom edge when no keyboard covers it, and zero outside a window.
    public var layoutFrame: Rect {
        guard let window = owningView.window else { return .zero }
        let top = window.keyboardTop
        let frame = Rect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
        return owningView.convert(frame, from: window)
    }
}

extension View {
    /// The part of the view the on-screen keyboard covers (SPEC X17).
    public var keyboardLayoutGuide: KeyboardLayoutGuide { KeyboardLayoutGuide(owningView: self) }
}
