/// The `Set<Touch>` of a receiver's last touch call, handed again when the next call has
/// the same touches (a finger moving on), so that a frame builds no set, and allocates
/// none, for a receiver whose touches did not change.
///
/// The touch methods keep UIKit's `Set<Touch>` signatures; a set is a value, so handing
/// the same one twice is indistinguishable from building an equal one. The touches are
/// compared by identity in a short array, without hashing. The cache holds its touches
/// until the receiver's next call, or until ``clear()`` once their sequence is over for
/// the receiver (`ended` or `cancelled`), so no finished touch is kept alive by it.
@MainActor
internal struct TouchSetCache {
    /// The cached touches, in the order given.
    private(set) var touches: [Touch] = []
    /// The set of ``touches``.
    private(set) var set: Set<Touch> = []

    /// How many touches are cached.
    var count: Int { touches.count }

    /// Whether `touch` itself is cached.
    func containsIdentical(_ touch: Touch) -> Bool { touches.containsIdentical(touch) }

    /// A set of exactly `list` (which holds no touch twice): the cached one when it has
    /// the same touches, otherwise a new one, which is cached.
    mutating func set(of list: [Touch]) -> Set<Touch> {
        if list.count == touches.count && !list.isEmpty {
            var same = true
            for touch in list where !touches.containsIdentical(touch) {
                same = false
                break
            }
            if same { return set }
        }
        var fresh = Set<Touch>(minimumCapacity: list.count)
        for touch in list { fresh.insert(touch) }
        touches.removeAllCheaply()
        touches.append(contentsOf: list)
        set = fresh
        return fresh
    }

    /// A set of the one touch `touch`: the cached one when it holds just that touch,
    /// otherwise a new one, which is cached.
    mutating func set(of touch: Touch) -> Set<Touch> {
        if touches.count == 1 && touches[0] === touch { return set }
        touches.removeAllCheaply()
        touches.append(touch)
        set = [touch]
        return set
    }

    /// Starts caching a new list of touches, given one by one with ``append(_:)`` and
    /// closed by ``makeSet()`` (for a caller that filters its touches, without a list of
    /// its own).
    mutating func startNew() {
        touches.removeAllCheaply()
    }

    /// Adds a touch to the list started with ``startNew()``.
    mutating func append(_ touch: Touch) {
        touches.append(touch)
    }

    /// The set of the list given since ``startNew()``, now cached.
    mutating func makeSet() -> Set<Touch> {
        var fresh = Set<Touch>(minimumCapacity: touches.count)
        for touch in touches { fresh.insert(touch) }
        set = fresh
        return fresh
    }

    /// Forgets the cached touches (their sequence is over for the receiver).
    mutating func clear() {
        guard !touches.isEmpty else { return }
        touches.removeAll()
        set = []
    }
}
