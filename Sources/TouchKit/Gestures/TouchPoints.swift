/// A point per touch, for the few fingers a recognizer follows: a short list searched
/// by identity, cheaper per frame than a dictionary's hashing for up to ten touches.
///
/// The list is a buffer of its own, not an array: reading an array kept in a
/// recognizer retains and releases its storage (the recognizer's methods run user code,
/// so the compiler cannot prove it unchanged), and a pan or a tap reads its points on
/// every frame. The type cannot be copied, so the buffer has exactly one owner, which
/// frees it.
struct TouchPoints: ~Copyable {
    private typealias Entry = (touch: ObjectIdentifier, point: Point)
    private var entries: UnsafeMutablePointer<Entry>?
    private var capacity = 0
    /// How many touches have a point.
    private(set) var count = 0

    /// An empty list (no buffer until the first point).
    init() {}

    deinit {
        // (The entries are plain values: nothing to deinitialize.)
        entries?.deallocate()
    }

    /// Whether no touch has a point.
    var isEmpty: Bool { count == 0 }

    /// The point of a touch.
    @inline(__always)
    func point(of touch: ObjectIdentifier) -> Point? {
        guard let entries else { return nil }
        for index in 0..<count where entries[index].touch == touch { return entries[index].point }
        return nil
    }

    /// Sets the point of a touch, adding the touch after the others when it has none.
    @inline(__always)
    mutating func set(_ point: Point, for touch: ObjectIdentifier) {
        if let entries {
            for index in 0..<count where entries[index].touch == touch {
                entries[index].point = point
                return
            }
        }
        append((touch, point))
    }

    /// Forgets a touch; the others keep their order.
    mutating func remove(_ touch: ObjectIdentifier) {
        guard let entries else { return }
        for index in 0..<count where entries[index].touch == touch {
            for later in index..<(count - 1) { entries[later] = entries[later + 1] }
            count -= 1
            return
        }
    }

    private mutating func append(_ entry: Entry) {
        if count == capacity {
            let larger = max(4, capacity * 2)
            let grown = UnsafeMutablePointer<Entry>.allocate(capacity: larger)
            if let entries {
                grown.initialize(from: entries, count: count)
                entries.deallocate()
            }
            entries = grown
            capacity = larger
        }
        (entries! + count).initialize(to: entry)
        count += 1
    }

    /// The points, in the order the touches were added.
    var values: [Point] {
        guard let entries else { return [] }
        return (0..<count).map { entries[$0].point }
    }

    /// The mean of the points (the origin when there are none).
    @inline(__always)
    var centroid: Point {
        guard let entries, count > 0 else { return .zero }
        var sum = Point.zero
        for index in 0..<count {
            sum.x += entries[index].point.x
            sum.y += entries[index].point.y
        }
        return Point(x: sum.x / Double(count), y: sum.y / Double(count))
    }

    /// Forgets every touch (the buffer is kept for the next ones).
    mutating func removeAll() {
        count = 0
    }
}
