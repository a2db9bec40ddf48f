extension Array {
    /// Empties the array and keeps its storage, like `removeAll(keepingCapacity: true)`
    /// but element by element: for the few elements of a buffer reused every frame this
    /// costs a fraction of the generic range replacement that the standard call makes.
    @inline(__always)
    mutating func removeAllCheaply() {
        while !isEmpty { removeLast() }
    }
}
