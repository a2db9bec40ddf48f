/// Touches in a fixed order (SPEC G17): by identifier, never by a `Set`'s order, which
/// depends on hashing and allocation history. Whatever a recognizer decides from
/// "the first touch" or adds up touch by touch is the same in a replay as live.
extension Touch {
    /// Whether `a` comes before `b`: the lower compositor id first; with the same number
    /// a finger, then a pen, then the pointer; then by seat. A total order: two touches
    /// of one event never tie (a finger and a pen share numbers on one seat, and a tie
    /// would leave "the first" to the set's order, seed 671744 of the fuzzer).
    @inline(__always)
    nonisolated static func precedes(_ a: Touch, _ b: Touch) -> Bool {
        if a.identifier.number != b.identifier.number { return a.identifier.number < b.identifier.number }
        let (rankA, rankB) = (rank(a.identifier.type), rank(b.identifier.type))
        if rankA != rankB { return rankA < rankB }
        return a.seat.name < b.seat.name
    }

    /// A finger, a pen, the pointer.
    @inline(__always)
    nonisolated private static func rank(_ type: TouchType) -> Int {
        switch type {
        case .direct: 0
        case .pencil: 1
        case .pointer: 2
        }
    }
}

extension Set where Element == Touch {
    /// The touches in identifier order.
    func inIdentifierOrder() -> [Touch] { sorted(by: Touch.precedes) }

    /// The touch with the lowest identifier.
    var lowestIdentifier: Touch? { self.min(by: Touch.precedes) }
}
