/// Where a ``TextLayout`` that does not fit puts its ellipsis ("…").
public enum TextTruncation: Hashable, Sendable, CaseIterable {
    /// No ellipsis: lines past the limit are cut off.
    case none
    /// "…end of the text".
    case head
    /// "Start … end".
    case middle
    /// "Start of the text…".
    case tail
}
