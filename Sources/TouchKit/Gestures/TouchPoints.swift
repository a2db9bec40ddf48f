/// A point per touch, for the few fingers a recognizer follows: a short array searched
/// by identity, cheaper per frame than a dictionary's hashing for up to ten touches.
struct TouchPoints {
    private var entries: [(touch: ObjectIdentifier, point: Point)] = []

    /// The point of a touch; setting `nil` forgets the touch.
    subscript(_ touch: ObjectIdentifier) -> Point? {
        get {
            for entry in entries where entry.touch == touch { return entry.point }
            return nil
        }
        set {
            guard let index = entries.firstIndex(where: { $0.touch == touch }) else {
                if let newValue { entries.append((touch, newValue)) }
                return
            }
            if let newValue {
                entries[index].point = newValue
            } else {
                entries.remove(at: index)
            }
        }
    }

    /// The points, in the order the touches were added.
    var values: [Point] { entries.map(\.point) }
    /// How many touches have a point.
    var count: Int { entries.count }
    /// Whether no touch has a point.
    var isEmpty: Bool { entries.isEmpty }

    /// The mean of the points (the origin when there are none).
    var centroid: Point {
        guard !entries.isEmpty else { return .zero }
        var sum = Point.zero
        for entry in entries {
            sum.x += entry.point.x
            sum.y += entry.point.y
        }
        return Point(x: sum.x / Double(entries.count), y: sum.y / Double(entries.count))
    }

    /// Forgets every touch.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
