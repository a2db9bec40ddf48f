/// Sums of per-row height differences in O(log n) (a Fenwick tree), for lists whose
/// rows are not all the standard height (SPEC L3).
///
/// Entry `i` is row `i`'s height less the standard height; ``prefix(_:)`` is the sum of
/// the entries before a row, so a row's top is `row·standard + prefix(row)`: arithmetic,
/// with no object per row.
struct HeightTree {
    private var sums: [Double]

    /// A tree of `count` zero entries.
    init(count: Int) {
        sums = Array(repeating: 0, count: count + 1)
    }

    /// A tree holding `values`, built in O(n).
    init(values: [Double]) {
        sums = [0] + values
        let n = values.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { sums[parent] += sums[i] }
            i += 1
        }
    }

    /// The number of entries.
    var count: Int { sums.count - 1 }

    /// Adds `delta` to entry `index`.
    mutating func add(_ delta: Double, at index: Int) {
        var i = index + 1
        while i < sums.count {
            sums[i] += delta
            i += i & -i
        }
    }

    /// The sum of the entries before `index` (0 ≤ index ≤ count).
    func prefix(_ index: Int) -> Double {
        var i = min(index, count)
        var total = 0.0
        while i > 0 {
            total += sums[i]
            i -= i & -i
        }
        return total
    }

    /// Entry `index`.
    func value(at index: Int) -> Double { prefix(index + 1) - prefix(index) }
}
