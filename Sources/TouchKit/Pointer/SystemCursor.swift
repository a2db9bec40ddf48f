/// A cursor the desktop draws, by the name CSS's `cursor` property gives it (SPEC P13).
///
/// UIKit's pointer morphs into shapes (`UIPointerShape`); a Wayland desktop shows cursors
/// from a theme instead, so TouchKit names them: the compositor draws one through
/// cursor-shape-v1, or TouchKit takes it from the Xcursor theme (SPEC P16, P17). The
/// cases are cursor-shape-v1's shapes, in its order.
public enum SystemCursor: String, Sendable, Hashable, CaseIterable {
    /// The default arrow.
    case `default` = "default"
    /// A context menu is available.
    case contextMenu = "context-menu"
    /// Help is available.
    case help
    /// A link or another interactive element.
    case pointer
    /// Busy, while still taking input.
    case progress
    /// Busy: wait.
    case wait
    /// Cells may be selected.
    case cell
    /// A crosshair.
    case crosshair
    /// Text may be selected: the I-beam.
    case text
    /// Vertical text may be selected.
    case verticalText = "vertical-text"
    /// Dropping makes an alias.
    case alias
    /// Dropping copies.
    case copy
    /// Something moves.
    case move
    /// Nothing can be dropped here.
    case noDrop = "no-drop"
    /// The action is not allowed.
    case notAllowed = "not-allowed"
    /// Something can be grabbed.
    case grab
    /// Something is grabbed.
    case grabbing
    /// Resizing the east edge.
    case eResize = "e-resize"
    /// Resizing the north edge.
    case nResize = "n-resize"
    /// Resizing the north-east corner.
    case neResize = "ne-resize"
    /// Resizing the north-west corner.
    case nwResize = "nw-resize"
    /// Resizing the south edge.
    case sResize = "s-resize"
    /// Resizing the south-east corner.
    case seResize = "se-resize"
    /// Resizing the south-west corner.
    case swResize = "sw-resize"
    /// Resizing the west edge.
    case wResize = "w-resize"
    /// Resizing east and west.
    case ewResize = "ew-resize"
    /// Resizing north and south.
    case nsResize = "ns-resize"
    /// Resizing north-east and south-west.
    case neswResize = "nesw-resize"
    /// Resizing north-west and south-east.
    case nwseResize = "nwse-resize"
    /// A column can be resized.
    case colResize = "col-resize"
    /// A row can be resized.
    case rowResize = "row-resize"
    /// Scrolling in any direction.
    case allScroll = "all-scroll"
    /// Zooming in.
    case zoomIn = "zoom-in"
    /// Zooming out.
    case zoomOut = "zoom-out"

    /// The CSS name, which is also the cursor's name in current Xcursor themes (`n-resize`).
    public var name: String { rawValue }
}
