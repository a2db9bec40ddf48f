internal import CPango

extension TextLayout {
    /// What Pango's break analysis says about the boundary before one character
    /// (`PangoLogAttr`), for editing: where a caret may stand, where words start and
    /// end, and what Backspace removes.
    public struct Boundary: Hashable, Sendable {
        /// A caret may stand here (a grapheme cluster boundary, `is_cursor_position`).
        public var isCursorPosition: Bool
        /// A word starts here (`is_word_start`).
        public var isWordStart: Bool
        /// A word ends here (`is_word_end`).
        public var isWordEnd: Bool
        /// Backspace at this position removes one character, not the whole cluster
        /// before it (`backspace_deletes_character`: Devanagari, Thai, ...).
        public var backspaceDeletesCharacter: Bool
    }

    /// The boundary before each character of ``text`` and after the last one, with the
    /// index of each (one more entry than the text has Unicode scalars).
    public var boundaries: [(index: String.Index, boundary: Boundary)] {
        let string = text
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(pangoLayout, &count) else { return [] }
        var indices = Array(string.unicodeScalars.indices)
        indices.append(string.endIndex)
        let n = min(Int(count), indices.count)
        return (0..<n).map { i in
            let a = attributes[i]
            return (
                indices[i],
                Boundary(
                    isCursorPosition: a.is_cursor_position != 0, isWordStart: a.is_word_start != 0,
                    isWordEnd: a.is_word_end != 0, backspaceDeletesCharacter: a.backspace_deletes_character != 0)
            )
        }
    }

    /// The boundary at an index of ``text``, or `nil` for an index inside a character.
    public func boundary(at index: String.Index) -> Boundary? {
        boundaries.first { $0.index == index }?.boundary
    }

    /// The nearest caret position (grapheme cluster boundary) before `index`, or `nil`
    /// at the start of the text.
    public func cursorPosition(before index: String.Index) -> String.Index? {
        boundaries.last { $0.index < index && $0.boundary.isCursorPosition }?.index
    }

    /// The nearest caret position (grapheme cluster boundary) after `index`, or `nil`
    /// at the end of the text.
    public func cursorPosition(after index: String.Index) -> String.Index? {
        boundaries.first { $0.index > index && $0.boundary.isCursorPosition }?.index
    }

    /// `index` if a caret may stand there, else the caret position before it (the start
    /// of the cluster it falls inside).
    public func cursorPosition(atOrBefore index: String.Index) -> String.Index {
        boundaries.last { $0.index <= index && $0.boundary.isCursorPosition }?.index ?? text.startIndex
    }

    /// The start of the word before `index` (Ctrl+Left in left-to-right text), or the
    /// start of the text.
    public func wordStart(before index: String.Index) -> String.Index {
        boundaries.last { $0.index < index && $0.boundary.isWordStart }?.index ?? text.startIndex
    }

    /// The end of the word after `index` (Ctrl+Right in left-to-right text), or the end
    /// of the text.
    public func wordEnd(after index: String.Index) -> String.Index {
        boundaries.first { $0.index > index && $0.boundary.isWordEnd }?.index ?? text.endIndex
    }

    /// The word that contains `index` or ends at it, or `nil` when `index` is between
    /// words (in spaces or punctuation).
    public func wordRange(at index: String.Index) -> Range<String.Index>? {
        let all = boundaries
        guard let start = all.last(where: { $0.index <= index && $0.boundary.isWordStart })?.index,
            let end = all.first(where: { $0.index >= index && $0.index > start && $0.boundary.isWordEnd })?.index
        else { return nil }
        // A word end between `start` and `index` means `index` lies after that word.
        if all.contains(where: { $0.index > start && $0.index < index && $0.boundary.isWordEnd }) { return nil }
        return start..<end
    }

    /// The caret position one step to the left or right on screen from `index`
    /// (`pango_layout_move_cursor_visually` with the strong caret): in mixed
    /// left-to-right and right-to-left text the caret moves the way the arrow points,
    /// cluster by cluster, and crosses lines at their ends.
    ///
    /// - Parameters:
    ///   - index: A caret position in ``text``.
    ///   - right: `true` to move right, `false` to move left.
    /// - Returns: The new position, or `nil` when the caret is at that end of the layout.
    public func visualCursorPosition(from index: String.Index, movingRight right: Bool) -> String.Index? {
        let string = text
        let offset = string.utf8.distance(from: string.startIndex, to: index)
        var newIndex: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_move_cursor_visually(
            pangoLayout, 1, Int32(clamping: offset), 0, right ? 1 : -1, &newIndex, &trailing)
        guard newIndex >= 0, newIndex < Int32.max else { return nil }
        var position = stringIndex(utf8Offset: Int(newIndex))
        for _ in 0..<trailing where position < string.endIndex {
            position = string.unicodeScalars.index(after: position)
        }
        return position
    }

    /// The strong and weak carets at an insertion point (`pango_layout_get_cursor_pos`):
    /// zero-width rectangles as tall as the line. They differ at a boundary between
    /// left-to-right and right-to-left runs: the strong one is where text of the
    /// paragraph's direction would be inserted, the weak one where text of the other
    /// direction would.
    public func carets(at index: String.Index) -> (strong: Rect, weak: Rect) {
        let offset = text.utf8.distance(from: text.startIndex, to: index)
        var strong = PangoRectangle()
        var weak = PangoRectangle()
        pango_layout_get_cursor_pos(pangoLayout, Int32(clamping: offset), &strong, &weak)
        return (Self.rect(strong), Self.rect(weak))
    }

    /// The rectangles that cover a range of ``text`` on screen, one or more per line
    /// (several where right-to-left and left-to-right runs interleave), left to right
    /// within each line, as tall as the line (`pango_layout_line_get_x_ranges`).
    public func selectionRects(for range: Range<String.Index>) -> [Rect] {
        let string = text
        let start = Int32(clamping: string.utf8.distance(from: string.startIndex, to: range.lowerBound))
        let end = Int32(clamping: string.utf8.distance(from: string.startIndex, to: range.upperBound))
        guard end > start else { return [] }
        var result: [Rect] = []
        let iterator = pango_layout_get_iter(pangoLayout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = line.pointee.start_index
            let lineEnd = lineStart + line.pointee.length
            guard start <= lineEnd, end > lineStart || (end == lineStart && start == end) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, max(start, lineStart), min(end, lineEnd), &ranges, &count)
            if let ranges {
                for i in 0..<Int(count) {
                    let x0 = Self.logical(ranges[2 * i])
                    let x1 = Self.logical(ranges[2 * i + 1])
                    if x1 > x0 {
                        result.append(
                            Rect(
                                x: x0, y: Self.logical(logical.y), width: x1 - x0, height: Self.logical(logical.height))
                        )
                    }
                }
                g_free(ranges)
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    /// The characters of the line that holds `index`: where Home and End go.
    public func lineRange(at index: String.Index) -> Range<String.Index> {
        let string = text
        let offset = string.utf8.distance(from: string.startIndex, to: index)
        var lineNumber: Int32 = 0
        var x: Int32 = 0
        pango_layout_index_to_line_x(pangoLayout, Int32(clamping: offset), 0, &lineNumber, &x)
        guard let line = pango_layout_get_line_readonly(pangoLayout, lineNumber) else {
            return string.startIndex..<string.endIndex
        }
        let start = stringIndex(utf8Offset: Int(line.pointee.start_index))
        var end = stringIndex(utf8Offset: Int(line.pointee.start_index + line.pointee.length))
        // A paragraph's line ends before its newline.
        if end > start {
            let before = string.unicodeScalars.index(before: end)
            if string.unicodeScalars[before] == "\n" || string.unicodeScalars[before] == "\r" { end = before }
        }
        return start..<max(start, end)
    }
}
