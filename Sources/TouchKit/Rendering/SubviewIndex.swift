/// The subviews of one view, sorted by where they start vertically, so that the
/// renderer finds those meeting the repainted area without looking at every one.
///
/// A scroll view with 10,000 rows shows a handful: with the index, drawing a frame
/// costs a binary search and the rows on screen, not a test of 10,000 frames.
///
/// Only subviews whose drawing stays inside their frame are indexed (no subviews of
/// their own, or clipping them); the others (and any with a non-finite frame) are
/// always visited, as they were before. A view builds its index when first drawn with
/// at least ``minimumCount`` subviews and drops it when a subview is added, removed,
/// reordered, moves, resizes, animates, or changes whether it clips.
struct SubviewIndex {
    /// Fewer subviews than this are simply tested one by one.
    static let minimumCount = 32

    /// The indexed subviews' presentation frames, by increasing `minY`.
    private var frames: [Rect] = []
    /// The position in `subviews` of each entry of `frames`.
    private var positions: [Int] = []
    /// The largest `maxY` among `frames[0...i]`: where a search may start.
    private var reach: [Double] = []
    /// Positions of the subviews that are always visited.
    private var always: [Int] = []

    /// Indexes `subviews` at their presentation frames.
    @MainActor
    init(_ subviews: [View]) {
        var entries: [(frame: Rect, position: Int)] = []
        entries.reserveCapacity(subviews.count)
        for (position, subview) in subviews.enumerated() {
            let frame = subview.presentationDrawingFrame
            let contained = subview.subviews.isEmpty || subview.clipsToBounds
            if contained, frame.minY.isFinite, frame.maxY.isFinite, frame.minX.isFinite, frame.maxX.isFinite {
                entries.append((frame, position))
            } else {
                always.append(position)
            }
        }
        entries.sort { $0.frame.minY < $1.frame.minY || ($0.frame.minY == $1.frame.minY && $0.position < $1.position) }
        frames = entries.map(\.frame)
        positions = entries.map(\.position)
        var farthest = -Double.infinity
        reach = frames.map { frame in
            farthest = max(farthest, frame.maxY)
            return farthest
        }
    }

    /// The positions, back to front, of the subviews to visit for `area`: the indexed
    /// ones whose frame meets it, and every one that is always visited.
    func positions(meeting area: Rect) -> [Int] {
        var found = always
        if !area.isNull, !area.isEmpty {
            // Entries before `start` end above the area; those from `end` on begin below it.
            let start = firstIndex { reach[$0] > area.minY }
            let end = firstIndex { frames[$0].minY >= area.maxY }
            if start < end {
                for i in start..<end where frames[i].intersects(area) { found.append(positions[i]) }
            }
        }
        found.sort()
        return found
    }

    /// The first entry for which `isPast` holds (it must hold for every later one), or
    /// the count.
    private func firstIndex(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension View {
    /// The view's subview index, built now if it has none (see ``SubviewIndex``).
    internal func currentSubviewIndex() -> SubviewIndex {
        if let subviewIndex { return subviewIndex }
        let index = SubviewIndex(subviews)
        subviewIndex = index
        return index
    }

    /// Drops the index of the view's superview: the view moved, resized, animates, or
    /// changed whether its drawing stays inside its frame.
    internal func invalidateSuperviewIndex() {
        superview?.subviewIndex = nil
    }
}
