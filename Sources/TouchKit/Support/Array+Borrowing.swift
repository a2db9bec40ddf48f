/// Visiting an array's objects without reference counting.
///
/// Reading an object out of an array retains it, and it is released after use: two
/// atomic operations per element, on the slow path for objects that are also weakly
/// referenced (views, recognizers), whose counts live in a side table. On the feeding
/// path of the gesture arena that was a third of the work.
extension Array where Element: AnyObject {
    /// Calls `body` with each element, borrowed: neither retained nor released.
    ///
    /// Only for an array the caller owns and does not change during the loop (a local
    /// copy): that copy holds every element strongly until the loop ends, so no element
    /// can go away while `body` runs, whatever `body` calls. (Changing the original the
    /// copy came from makes a new buffer and leaves the copy's alone.)
    @inline(__always)
    func forEachBorrowed(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                let element = raw.load(
                    fromByteOffset: index * MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
                element._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
