/// Pixels of a window that moved as a block since the last frame: a scroll view's
/// content, scrolled by `offset`.
///
/// A backend that keeps the last frame's pixels copies the still-valid part of `area`
/// instead of redrawing it: the pixels at `p` go to `p + offset`, inside `area` only. The
/// window's damage already holds what the copy cannot provide (the strips the move
/// exposes, views drawn over the content). A backend that cannot copy (no earlier frame,
/// a move that is not a whole number of device pixels) redraws `area` instead.
public struct ContentMove: Equatable, Sendable {
    /// The area, in window coordinates, whose pixels moved (the part of a scroll view
    /// that shows on screen).
    public var area: Rect
    /// How far the pixels moved, in points.
    public var offset: Point

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - area: The area, in window coordinates, whose pixels moved.
    ///   - offset: How far they moved, in points.
    public init(area: Rect, offset: Point) {
        self.area = area
        self.offset = offset
    }

    /// The parts of ``area`` that the moved pixels do not cover: they must be drawn.
    public var exposedAreas: [Rect] {
        let landed = area.offsetBy(dx: offset.x, dy: offset.y).intersection(area)
        guard !landed.isNull, !landed.isEmpty else { return [area] }
        var exposed: [Rect] = []
        // Bands above and below the landed pixels, then left and right of them.
        if landed.minY > area.minY {
            exposed.append(Rect(x: area.minX, y: area.minY, width: area.width, height: landed.minY - area.minY))
        }
        if landed.maxY < area.maxY {
            exposed.append(Rect(x: area.minX, y: landed.maxY, width: area.width, height: area.maxY - landed.maxY))
        }
        if landed.minX > area.minX {
            exposed.append(Rect(x: area.minX, y: landed.minY, width: landed.minX - area.minX, height: landed.height))
        }
        if landed.maxX < area.maxX {
            exposed.append(Rect(x: landed.maxX, y: landed.minY, width: area.maxX - landed.maxX, height: landed.height))
        }
        return exposed
    }

    /// The move in whole device pixels at `scale`, when the area's edges and the offset
    /// all fall on whole pixels; `nil` otherwise (the area is then redrawn).
    public func devicePixels(scale: Double) -> (x: Int, y: Int, width: Int, height: Int, dx: Int, dy: Int)? {
        func whole(_ value: Double) -> Int? {
            let scaled = value * scale
            let rounded = scaled.rounded()
            guard scaled.isFinite, abs(scaled - rounded) < 1e-6, abs(rounded) < 1e9 else { return nil }
            return Int(rounded)
        }
        guard scale > 0, !area.isNull, !area.isEmpty,
            let x = whole(area.minX), let y = whole(area.minY), let right = whole(area.maxX),
            let bottom = whole(area.maxY), let dx = whole(offset.x), let dy = whole(offset.y)
        else { return nil }
        return (x, y, right - x, bottom - y, dx, dy)
    }
}
