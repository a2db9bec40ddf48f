/// Visiting a set's objects without reference counting, for the built-in recognizers'
/// touch methods, which run for every finger of every frame (see Array+Borrowing.swift
/// for why it matters).
extension Set where Element: AnyObject {
    /// Calls `body` with each element, borrowed: neither retained nor released.
    ///
    /// The set holds every element for the whole loop: a set is a value, so a change
    /// to the set it came from (or anything `body` does) leaves this one alone, and no
    /// element can go away while `body` runs.
    @inline(__always)
    func forEachBorrowed(_ body: (Element) -> Void) {
        var index = startIndex
        while index != endIndex {
            unowned(unsafe) let element = self[index]
            formIndex(after: &index)
            // (Handed to `body` as a guaranteed reference: a plain call would retain
            // and release it, on the slow side-table path for a weakly referenced touch.)
            Unmanaged.passUnretained(element)._withUnsafeGuaranteedRef(body)
        }
    }

    /// Whether an element satisfies `predicate`, each one borrowed as in
    /// ``forEachBorrowed(_:)``; stops at the first that does.
    @inline(__always)
    func containsBorrowed(where predicate: (Element) -> Bool) -> Bool {
        var index = startIndex
        while index != endIndex {
            unowned(unsafe) let element = self[index]
            formIndex(after: &index)
            if Unmanaged.passUnretained(element)._withUnsafeGuaranteedRef(predicate) { return true }
        }
        return false
    }
}
