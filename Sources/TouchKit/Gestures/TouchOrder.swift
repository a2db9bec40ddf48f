/// Touches in a fixed order (SPEC G17): by identifier, never by a `Set`'s order, which
/// depends on hashing and allocation history. Whatever a recognizer decides from
/// "the first touch" or adds up touch by touch is the same in a replay as live.
extension Touch {
    /// Whether `a` comes before `b`: the lower compositor id first, a finger before the
    /// pointer with the same number.
    @inline(__always)
    nonisolated static func precedes(_ a: Touch, _ b: Touch) -> Bool {
        if a.identifier.number != b.identifier.number { return a.identifier.number < b.identifier.number }
        return a.identifier.type != .pointer && b.identifier.type == .pointer
    }
}

extension Set where Element == Touch {
    /// The touches in identifier order.
    func inIdentifierOrder() -> [Touch] { sorted(by: Touch.precedes) }

    /// The touch with the lowest identifier.
    var lowestIdentifier: Touch? { self.min(by: Touch.precedes) }
}
