/// The lines of a flow layout's section whose items have sizes of their own (SPEC L17):
/// items fill a line across the scroll direction while they fit, the line is as long as
/// its longest item, and each item is centred along the line.
///
/// Lengths along the scroll direction are "main", across it "cross"; places are from the
/// start of the section's first line and from its cross inset.
struct FlowLines {
    /// An item's place in the section.
    struct Place {
        var main: Double
        var cross: Double
        var mainLength: Double
        var crossLength: Double
    }

    /// Each line's start, length and first item.
    private(set) var starts: [Double] = []
    private(set) var lengths: [Double] = []
    private(set) var firstItems: [Int] = []
    /// Every item's place.
    private(set) var places: [Place] = []
    /// The lines' total length with the spacing between them.
    private(set) var length = 0.0

    /// Lays `sizes` (main, cross) out in lines `available` long across, at least
    /// `interitem` apart in a line and `lineSpacing` between lines. Items of a line are
    /// spread so that the first and last touch the insets (as the uniform layout's are).
    init(sizes: [(main: Double, cross: Double)], available: Double, interitem: Double, lineSpacing: Double) {
        places.reserveCapacity(sizes.count)
        var item = 0
        var main = 0.0
        while item < sizes.count {
            var end = item
            var cross = 0.0
            while end < sizes.count {
                let next = cross + (end > item ? interitem : 0) + sizes[end].cross
                if end > item, next > available { break }
                cross = next
                end += 1
            }
            let count = end - item
            let lineLength = sizes[item..<end].map(\.main).max() ?? 0
            let used = sizes[item..<end].reduce(0) { $0 + $1.cross }
            let gap = count > 1 ? max(interitem, (available - used) / Double(count - 1)) : 0
            var x = 0.0
            if !starts.isEmpty { main += lineSpacing }
            starts.append(main)
            lengths.append(lineLength)
            firstItems.append(item)
            for index in item..<end {
                let size = sizes[index]
                places.append(
                    Place(
                        main: main + (lineLength - size.main) / 2, cross: x, mainLength: size.main,
                        crossLength: size.cross))
                x += size.cross + gap
            }
            main += lineLength
            item = end
        }
        length = main
    }

    /// The items of the lines meeting `low..<high` (from the first line's start), in
    /// order: a bisection for the first line.
    func items(from low: Double, to high: Double) -> Range<Int> {
        guard !starts.isEmpty else { return 0..<0 }
        var lowLine = 0
        var highLine = starts.count - 1
        while lowLine < highLine {
            let mid = (lowLine + highLine) / 2
            if starts[mid] + lengths[mid] <= low { lowLine = mid + 1 } else { highLine = mid }
        }
        var last = lowLine
        while last + 1 < starts.count, starts[last + 1] < high { last += 1 }
        let end = last + 1 < firstItems.count ? firstItems[last + 1] : places.count
        return firstItems[lowLine]..<end
    }
}
