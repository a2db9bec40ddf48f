/// What a ``TextField`` asks and tells its delegate (UIKit's `UITextFieldDelegate`), in
/// UIKit's order (SPEC X6-X8). Every method has a default: implement only those you need.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (before the field becomes first responder).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (before the field resigns first responder).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended: the field is no longer first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the user's change of `range` (UTF-16 offsets) to `string` may happen.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Return was pressed: whether the field does its default (``ControlEvents/editingDidEndOnExit``).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
    /// `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// `true`.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
    ) -> Bool { true }
    /// `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}

/// When a text field shows an overlay such as its clear button (UIKit's
/// `UITextField.ViewMode`).
public enum TextFieldViewMode: Sendable, Hashable {
    /// Never.
    case never
    /// While the field is editing.
    case whileEditing
    /// While the field is not editing.
    case unlessEditing
    /// Always.
    case always
}

/// The border a text field draws (UIKit's `UITextField.BorderStyle`).
public enum TextFieldBorderStyle: Sendable, Hashable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle.
    case bezel
    /// A rounded rectangle, filled.
    case roundedRect
}
