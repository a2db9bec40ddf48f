extension String {
    /// The index `offset` UTF-16 units from the start, clamped, at a scalar's start.
    func index(utf16Offset offset: Int) -> String.Index {
        var raw =
            utf16.index(utf16.startIndex, offsetBy: Swift.max(0, offset), limitedBy: utf16.endIndex) ?? utf16.endIndex
        while raw > utf16.startIndex, String.Index(raw, within: unicodeScalars) == nil {
            raw = utf16.index(before: raw)
        }
        return raw
    }

    /// The UTF-16 offset of an index.
    func utf16Offset(of index: String.Index) -> Int {
        utf16.distance(from: utf16.startIndex, to: index)
    }

    /// The UTF-8 offset of an index.
    func utf8Offset(of index: String.Index) -> Int {
        utf8.distance(from: utf8.startIndex, to: index)
    }
}
