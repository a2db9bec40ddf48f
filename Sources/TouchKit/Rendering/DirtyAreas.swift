/// Areas waiting to be redrawn: a window's damage, or the stale parts of a cached drawing.
///
/// An area already inside another is not added again, and areas inside a new one are
/// dropped. There are never more than ``mergeThreshold`` areas: a new area that would be
/// one too many makes the two areas whose bounding box covers the least that neither
/// covered merge into that box. So a burst of small requests between two frames stays cheap to keep
/// and to repaint, and ten fingers' dots spread over a window repaint ten small squares,
/// not the box round all of them.
package struct DirtyAreas {
    /// The areas, in the order they were added.
    package private(set) var rects: [Rect] = []

    /// No areas.
    package init() {}

    /// The most areas kept.
    package static let mergeThreshold = 16

    /// Whether nothing waits.
    package var isEmpty: Bool { rects.isEmpty }

    /// Adds an area (ignored when empty or already covered).
    package mutating func add(_ rect: Rect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        for existing in rects where existing.contains(rect) { return }
        rects.removeAll { rect.contains($0) }
        rects.append(rect)
        while rects.count > Self.mergeThreshold { mergeClosestPair() }
    }

    /// Merges the two areas whose bounding box covers the least that neither covered
    /// (the first such pair), dropping the areas the merged one contains.
    private mutating func mergeClosestPair() {
        var pair = (0, 1)
        var leastWaste = Double.infinity
        for first in rects.indices {
            for second in (first + 1)..<rects.count {
                let waste = Self.uncovered(rects[first].union(rects[second]), by: rects[first], and: rects[second])
                if waste < leastWaste {
                    leastWaste = waste
                    pair = (first, second)
                }
            }
        }
        let merged = rects[pair.0].union(rects[pair.1])
        rects.remove(at: pair.1)
        rects.remove(at: pair.0)
        rects.removeAll { merged.contains($0) }
        rects.append(merged)
    }

    /// The area of `box` that neither `a` nor `b` (both inside it) covers.
    private static func uncovered(_ box: Rect, by a: Rect, and b: Rect) -> Double {
        let overlap = a.intersection(b)
        let shared = overlap.isNull ? 0 : overlap.width * overlap.height
        return box.width * box.height - a.width * a.height - b.width * b.height + shared
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
