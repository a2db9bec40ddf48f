/// What the pointer looks like over a region (UIKit's `UIPointerStyle`, SPEC P13).
///
/// A Wayland desktop shows cursors from a theme, so a style is a ``SystemCursor``, or no
/// cursor at all: ``system()`` is the default arrow, ``hidden()`` hides the pointer, a
/// ``PointerShape`` beam is the text cursor, and ``init(cursor:)`` names any cursor
/// (TouchKit's own). UIKit's content effects (highlight, lift, hover) and its rounded
/// rectangle and path shapes do not port (docs/PORTING.md).
public struct PointerStyle: Sendable, Hashable {
    /// The cursor the style shows; `nil` hides the pointer.
    public var cursor: SystemCursor?

    /// A style showing `cursor` (TouchKit's own; UIKit morphs the pointer instead).
    public init(cursor: SystemCursor) {
        self.cursor = cursor
    }

    /// A style showing the cursor for `shape`: a vertical beam is the text cursor, a
    /// horizontal beam the vertical-text cursor (SPEC P13).
    ///
    /// - Parameter shape: The beam; its length does not change the cursor, which the
    ///   theme draws at its own size.
    public init(shape: PointerShape) {
        switch shape {
        case .verticalBeam: cursor = .text
        case .horizontalBeam: cursor = .verticalText
        }
    }

    private init(hiding: Void) {
        cursor = nil
    }

    /// The default arrow ("morphs the pointer into a default system-style pointer").
    public static func system() -> PointerStyle { PointerStyle(cursor: .default) }

    /// No pointer while it is over the region ("hides the pointer when it moves over the
    /// current region").
    public static func hidden() -> PointerStyle { PointerStyle(hiding: ()) }
}

/// The shapes a ``PointerStyle`` can take (UIKit's `UIPointerShape`): the beams, which
/// are the text cursors of a desktop theme.
public enum PointerShape: Sendable, Hashable {
    /// A vertical beam: the text cursor (`SystemCursor.text`).
    case verticalBeam(length: Double)
    /// A horizontal beam: the vertical-text cursor (`SystemCursor.verticalText`).
    case horizontalBeam(length: Double)
}
