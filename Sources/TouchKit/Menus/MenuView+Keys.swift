/// Keys move through the menu (SPEC P70): the arrows move the highlight over the enabled
/// rows, Home and End go to the first and last, Return, Enter and Space pick the
/// highlighted row.
extension MenuView {
    /// XKB keysyms the menu answers to.
    enum MenuKey {
        static let up: UInt32 = 0xff52
        static let down: UInt32 = 0xff54
        static let home: UInt32 = 0xff50
        static let end: UInt32 = 0xff57
        static let returnKey: UInt32 = 0xff0d
        static let keypadEnter: UInt32 = 0xff8d
        static let space: UInt32 = 0x20
    }

    /// Acts on a key with keysym `keysym`.
    /// - Returns: Whether the menu used it (other keys go on up the responder chain).
    public func handleKey(keysym: UInt32) -> Bool {
        let enabled = actions.indices.filter { !actions[$0].attributes.contains(.disabled) }
        switch keysym {
        case MenuKey.down:
            guard !enabled.isEmpty else { return true }
            guard let current = highlightedIndex else { return highlight(index: enabled[0]) }
            _ = highlight(index: enabled.first { $0 > current } ?? current)
        case MenuKey.up:
            guard !enabled.isEmpty else { return true }
            guard let current = highlightedIndex else { return highlight(index: enabled[enabled.count - 1]) }
            _ = highlight(index: enabled.last { $0 < current } ?? current)
        case MenuKey.home:
            if let first = enabled.first { _ = highlight(index: first) }
        case MenuKey.end:
            if let last = enabled.last { _ = highlight(index: last) }
        case MenuKey.returnKey, MenuKey.keypadEnter, MenuKey.space:
            if let index = highlightedIndex { onPick?(actions[index]) }
        default:
            return false
        }
        return true
    }

    /// Highlights row `index` (an enabled row); returns true, the key being used.
    private func highlight(index: Int) -> Bool {
        highlight(at: Point(x: 1, y: (Double(index) + 0.5) * MenuView.rowHeight))
        return true
    }
}
