import TouchKit

/// Where the parts of client-side decorations are, for a content size and window state.
///
/// Coordinates are the content surface's: the content fills (0, 0, width, height), the
/// title bar is the band above it (y from `-titleHeight` to 0), and, unless the window is
/// maximized or tiled, a transparent margin of ``margin`` points all round holds a
/// shadow and the resize handles. The window geometry (`set_window_geometry`) is the
/// title bar and the content, never the margin. Fullscreen windows have no decorations.
struct DecorationLayout: Equatable {
    /// The title bar's height.
    static let titleHeight = 32.0
    /// The margin round a floating window: shadow and resize handles.
    static let margin = 12.0
    /// A title-bar button's side.
    static let buttonSize = 24.0
    /// Space between buttons and from the right edge.
    static let buttonGap = 6.0

    /// The part of the decorations under a point.
    enum Part: Equatable {
        case title
        case close
        case maximize
        case minimize
        /// A resize handle: the `xdg_toplevel.resize_edge` value.
        case edge(UInt32)
    }

    var contentSize: Size
    var isMaximized = false
    var isFullscreen = false
    var isTiled = false
    var isActivated = true

    /// Whether decorations are shown at all.
    var isShown: Bool { !isFullscreen }
    /// The margin in use: none when maximized, tiled or fullscreen.
    var margin: Double { isShown && !isMaximized && !isTiled ? Self.margin : 0 }
    /// The window geometry, in content coordinates.
    var windowGeometry: Rect {
        guard isShown else { return Rect(origin: .zero, size: contentSize) }
        return Rect(x: 0, y: -Self.titleHeight, width: contentSize.width, height: contentSize.height + Self.titleHeight)
    }
    /// The decoration surface's rectangle, in content coordinates (geometry plus margin).
    var surfaceFrame: Rect { windowGeometry.insetBy(dx: -margin, dy: -margin) }
    /// The title bar.
    var titleBar: Rect { Rect(x: 0, y: -Self.titleHeight, width: contentSize.width, height: Self.titleHeight) }

    /// A button's rectangle: close rightmost, then maximize, then minimize.
    func button(_ part: Part) -> Rect {
        let index: Double =
            switch part {
            case .close: 0
            case .maximize: 1
            default: 2
            }
        let size = Self.buttonSize
        let x = contentSize.width - Self.buttonGap - size - index * (size + Self.buttonGap)
        return Rect(x: x, y: -Self.titleHeight + (Self.titleHeight - size) / 2, width: size, height: size)
    }

    /// The part under `point` (content coordinates), or `nil` for the content or outside.
    func part(at point: Point) -> Part? {
        guard isShown, surfaceFrame.contains(point) else { return nil }
        for part in [Part.close, .maximize, .minimize] where button(part).contains(point) { return part }
        if titleBar.contains(point) { return .title }
        let geometry = windowGeometry
        if geometry.contains(point) { return nil }  // the content
        // The margin: edges, and corners a little round them.
        let corner = Self.margin * 2
        var edges: UInt32 = 0
        if point.y < geometry.minY + (point.x < geometry.minX || point.x >= geometry.maxX ? corner : 0) { edges |= 1 }
        if point.y >= geometry.maxY - (point.x < geometry.minX || point.x >= geometry.maxX ? corner : 0) { edges |= 2 }
        if point.x < geometry.minX + (point.y < geometry.minY || point.y >= geometry.maxY ? corner : 0) { edges |= 4 }
        if point.x >= geometry.maxX - (point.y < geometry.minY || point.y >= geometry.maxY ? corner : 0) { edges |= 8 }
        return edges == 0 ? nil : .edge(edges)
    }
}
