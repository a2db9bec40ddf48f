extension TextEditor {
    /// Moves the caret, or with `extending` the selection's moving end (Shift, SPEC X3).
    ///
    /// Without `extending`, Left and Right on a selection collapse it to its edge on that
    /// side: its start for the arrow pointing against the paragraph's direction, its end
    /// for the other **(choice)**. Marked text is kept as text first.
    func move(_ movement: TextMovement, extending: Bool) {
        unmarkText()
        if !extending, !selection.isEmpty, movement == .left || movement == .right {
            let rightToLeft = layout.baseDirection == .rightToLeft
            let toStart = (movement == .left) != rightToLeft
            let caret = toStart ? selection.lowerBound : selection.upperBound
            setEnds(anchor: caret, active: caret)
            return
        }
        let target = offset(from: active, moving: movement)
        setEnds(anchor: extending ? anchor : target, active: target)
    }

    /// The offset one `movement` away from `offset`.
    func offset(from offset: Int, moving movement: TextMovement) -> Int {
        let display = displayIndex(offset)
        let shown = layout.text
        switch movement {
        case .left, .right:
            guard let moved = layout.visualCursorPosition(from: display, movingRight: movement == .right) else {
                return offset
            }
            return modelOffset(moved)
        case .wordLeft, .wordRight:
            let forward = (movement == .wordRight) != (layout.baseDirection == .rightToLeft)
            if isSecure { return forward ? length : 0 }  // Secret text has no words.
            return modelOffset(forward ? layout.wordEnd(after: display) : layout.wordStart(before: display))
        case .lineStart:
            return modelOffset(layout.lineRange(at: display).lowerBound)
        case .lineEnd:
            return modelOffset(layout.lineRange(at: display).upperBound)
        case .documentStart:
            return 0
        case .documentEnd:
            return length
        case .up, .down:
            let caret = layout.caretRect(at: display)
            let y = movement == .up ? caret.minY - 1 : caret.maxY + 1
            if y < 0 { return 0 }
            if y >= layout.size.height { return length }
            let index = layout.caretIndex(closestTo: Point(x: caret.minX, y: y))
            return modelOffset(index <= shown.endIndex ? layout.cursorPosition(atOrBefore: index) : shown.endIndex)
        }
    }

    /// Selects the whole text (Ctrl+A).
    func selectAll() {
        unmarkText()
        setEnds(anchor: 0, active: length)
    }

    /// The caret offset nearest a point of the layout (its own coordinates): a cursor
    /// position, never inside a cluster (SPEC X11).
    func offset(closestTo point: Point) -> Int {
        modelOffset(layout.cursorPosition(atOrBefore: layout.caretIndex(closestTo: point)))
    }

    /// The word at a point of the layout, or a caret there when the point is between
    /// words; the whole text when it is secret (SPEC X11).
    func wordRange(closestTo point: Point) -> Range<Int> {
        if isSecure { return 0..<length }
        let index = layout.caretIndex(closestTo: point)
        guard let word = layout.wordRange(at: index) else {
            let caret = modelOffset(layout.cursorPosition(atOrBefore: index))
            return caret..<caret
        }
        return modelOffset(word.lowerBound)..<modelOffset(word.upperBound)
    }

    /// The caret's strong rectangle at an offset, in the layout's coordinates (SPEC X4).
    func caretRect(at offset: Int) -> Rect {
        layout.carets(at: displayIndex(offset)).strong
    }

    /// The rectangles covering a range, in the layout's coordinates (SPEC X4).
    func selectionRects(for range: Range<Int>) -> [Rect] {
        layout.selectionRects(for: displayIndex(range.lowerBound)..<displayIndex(range.upperBound))
    }

    /// Sets both ends of the selection, snapped to cursor positions, and reports a change.
    private func setEnds(anchor newAnchor: Int, active newActive: Int) {
        let a = snapped(newAnchor)
        let b = snapped(newActive)
        guard a != anchor || b != active else { return }
        select(min(a, b)..<max(a, b), activeAtEnd: b >= a)
    }
}
