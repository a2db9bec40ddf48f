/// Areas waiting to be redrawn: a window's damage, or the stale parts of a cached drawing.
///
/// An area already inside another is not added again, and past 16 areas they merge into
/// their bounding box, so a burst of small requests between two frames stays cheap to
/// keep and to repaint.
package struct DirtyAreas {
    /// The areas, in the order they were added.
    package private(set) var rects: [Rect] = []

    /// No areas.
    package init() {}

    package static let mergeThreshold = 16

    /// Whether nothing waits.
    package var isEmpty: Bool { rects.isEmpty }

    /// Adds an area (ignored when empty or already covered).
    package mutating func add(_ rect: Rect) {
        guard !rect.isNull, !rect.isEmpty, !rects.contains(where: { $0.contains(rect) }) else { return }
        rects.append(rect)
        if rects.count > Self.mergeThreshold { rects = [rects.enclosingRect] }
    }

    /// Hands the areas over and forgets them.
    package mutating func take() -> [Rect] {
        defer { rects.removeAll() }
        return rects
    }
}

extension Sequence<Rect> {
    /// The smallest rectangle holding every rectangle of the sequence (`.null` for none).
    package var enclosingRect: Rect {
        reduce(Rect.null) { $0.union($1) }
    }
}
