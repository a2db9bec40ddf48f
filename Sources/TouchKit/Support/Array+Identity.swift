/// Identity look-ups without closures.
///
/// In Swift 6 a closure written in main-actor code and handed to a generic standard
/// library function (`contains(where:)`, `firstIndex(where:)`) checks on every call
/// that it runs on the main actor. On the dispatch path those checks cost a third of a
/// frame; these loops make none.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself.
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// The index of `object` itself.
    @inline(__always)
    func firstIndexIdentical(_ object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }
}

extension Set where Element: AnyObject {
    /// Whether the set holds `object` itself, by a scan without hashing (for sets of a
    /// few elements).
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}
