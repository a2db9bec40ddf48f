/// The arithmetic of a ``StackView``'s layout, apart from views (SPEC K1-K3): from the
/// natural sizes of the shown arranged views to their frames.
internal struct StackLayout {
    /// One view's natural size, and whether it has its own (intrinsic) length along the axis.
    struct Natural {
        var size: Size
        var intrinsicAlongAxis: Bool
    }

    var axis: StackView.Axis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    var spacing: Double
    var natural: [Natural]

    /// A size's length along the axis.
    private func along(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    /// A size's length across the axis.
    private func across(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }

    /// The stack's size that fits the views.
    var fittingSize: Size {
        let count = Double(natural.count)
        let gaps = spacing * max(count - 1, 0)
        let lengths = natural.map { max(along($0.size), 0) }
        let length =
            distribution == .fillEqually ? (lengths.max() ?? 0) * count + gaps : lengths.reduce(0, +) + gaps
        let width = natural.map { max(across($0.size), 0) }.max() ?? 0
        return axis == .horizontal ? Size(width: length, height: width) : Size(width: width, height: length)
    }

    /// The views' lengths along the axis and their starts, for a stack `length` long.
    func positions(length: Double) -> [(start: Double, length: Double)] {
        let n = natural.count
        guard n > 0 else { return [] }
        var lengths = natural.map { max(along($0.size), 0) }
        let gaps = spacing * Double(n - 1)
        var gap = spacing
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max((length - gaps) / Double(n), 0), count: n)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let space = max(length - gaps, 0)
            lengths = total > 0 ? lengths.map { $0 / total * space } : Array(repeating: space / Double(n), count: n)
        case .fill:
            absorb(length - gaps - lengths.reduce(0, +), into: &lengths)
        case .equalSpacing:
            let free = length - lengths.reduce(0, +)
            if n > 1, free >= gaps {
                gap = free / Double(n - 1)
            } else {
                absorb(length - gaps - lengths.reduce(0, +), into: &lengths)
            }
        case .equalCentering:
            let free = length - lengths.reduce(0, +)
            guard n > 1, free >= gaps else {
                absorb(length - gaps - lengths.reduce(0, +), into: &lengths)
                break
            }
            // Centres from the first's to the last's, equally apart; gaps at least `spacing`.
            let first = lengths[0] / 2
            let last = length - lengths[n - 1] / 2
            let step = (last - first) / Double(n - 1)
            var starts: [Double] = []
            var fits = true
            for i in 0..<n {
                let start = first + step * Double(i) - lengths[i] / 2
                if let previous = starts.last, start - (previous + lengths[i - 1]) < spacing - 1e-9 { fits = false }
                starts.append(start)
            }
            if fits { return zip(starts, lengths).map { ($0, $1) } }
            gap = free / Double(n - 1)
        }
        var result: [(start: Double, length: Double)] = []
        var position = 0.0
        for l in lengths {
            result.append((position, l))
            position += l + gap
        }
        return result
    }

    /// Gives `extra` length (negative: takes it) to one view: the first with no
    /// intrinsic length along the axis, else the first; a view never goes below 0.
    private func absorb(_ extra: Double, into lengths: inout [Double]) {
        guard extra != 0, !lengths.isEmpty else { return }
        let index = natural.firstIndex { !$0.intrinsicAlongAxis } ?? 0
        var remaining = extra
        // Shrinking may need more than one view when the first reaches 0.
        for i in [index] + lengths.indices.filter({ $0 != index }) {
            let new = max(lengths[i] + remaining, 0)
            remaining -= new - lengths[i]
            lengths[i] = new
            if remaining >= 0 || abs(remaining) < 1e-9 { break }
        }
    }

    /// The views' frames in `bounds`.
    func frames(in bounds: Rect) -> [Rect] {
        let span = across(bounds.size)
        return zip(positions(length: along(bounds.size)), natural).map { place, view in
            let natural = across(view.size)
            let (offset, width): (Double, Double) =
                switch alignment {
                case .fill: (0, span)
                case .leading, .top: (0, natural)
                case .center: ((span - natural) / 2, natural)
                case .trailing, .bottom: (span - natural, natural)
                }
            return axis == .horizontal
                ? Rect(x: bounds.minX + place.start, y: bounds.minY + offset, width: place.length, height: width)
                : Rect(x: bounds.minX + offset, y: bounds.minY + place.start, width: width, height: place.length)
        }
    }
}
