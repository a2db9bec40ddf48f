/// Where a caret-moving key takes the caret (SPEC X3).
public enum TextMovement: Sendable, Hashable {
    /// One cluster left on screen (visual order).
    case left
    /// One cluster right on screen (visual order).
    case right
    /// To the start of the word before, in the direction of the left arrow.
    case wordLeft
    /// To the end of the word after, in the direction of the right arrow.
    case wordRight
    /// To the start of the line (Home).
    case lineStart
    /// To the end of the line (End).
    case lineEnd
    /// To the start of the text (Ctrl+Home).
    case documentStart
    /// To the end of the text (Ctrl+End).
    case documentEnd
    /// One line up, keeping the caret's x.
    case up
    /// One line down, keeping the caret's x.
    case down
}
