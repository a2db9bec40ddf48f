/// What a ``TextView`` asks and tells its delegate (UIKit's `UITextViewDelegate`), in
/// the order ``TextFieldDelegate``'s calls come (SPEC X6, X7). Every method has a default.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the user's change of `range` (UTF-16 offsets) to `text` may happen.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// `true`.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// `true`.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String)
        -> Bool
    { true }
    /// Nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
