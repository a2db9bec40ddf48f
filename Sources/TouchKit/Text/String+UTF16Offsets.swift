extension String {
    /// The index `offset` UTF-16 code units from the start, clamped to the text and moved
    /// back to the start of a Unicode scalar (never inside a surrogate pair).
    func index(utf16Offset offset: Int) -> String.Index {
        let view = utf16
        var raw =
            view.index(view.startIndex, offsetBy: Swift.max(0, offset), limitedBy: view.endIndex) ?? view.endIndex
        while raw > view.startIndex, String.Index(raw, within: unicodeScalars) == nil {
            raw = view.index(before: raw)
        }
        return raw
    }

    /// The UTF-16 offset of an index from the start.
    func utf16Offset(of index: String.Index) -> Int {
        utf16.distance(from: utf16.startIndex, to: index)
    }

    /// The text of a range of UTF-16 offsets (clamped to the text).
    func substring(utf16Range range: Range<Int>) -> String {
        String(self[index(utf16Offset: range.lowerBound)..<index(utf16Offset: range.upperBound)])
    }
}
