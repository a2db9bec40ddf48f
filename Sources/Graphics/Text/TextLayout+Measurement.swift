internal import CPango

extension TextLayout {
    /// One glyph of the shaped text.
    public struct Glyph: Hashable, Sendable {
        /// The glyph's number in its font, or the code point for a missing glyph.
        public var id: UInt32
        /// The characters of ``TextLayout/text`` the glyph's cluster stands for: several
        /// glyphs can share a cluster (a base letter and its mark), and one glyph can
        /// stand for several characters (a ligature or a Devanagari conjunct).
        public var characterRange: Range<String.Index>
        /// Whether no installed font has the character, so a box is drawn in its place.
        public var isMissing: Bool
    }

    /// Pango marks a glyph it found in no font with this bit (`PANGO_GLYPH_UNKNOWN_FLAG`,
    /// a macro Swift does not import); the rest of the number is the code point.
    private static let unknownGlyphFlag: UInt32 = 0x1000_0000
    /// Pango's glyph for characters that draw nothing (`PANGO_GLYPH_EMPTY`).
    private static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    // MARK: - Size

    /// The logical box of the lines shown, relative to the layout's origin: its width is
    /// the widest line's advance (its x is where that line starts, which alignment in
    /// ``width`` moves), its height the lines' heights and spacing.
    public var bounds: Rect {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(pangoLayout, &ink, &logical)
        var rect = Self.rect(logical)
        if let limit = visibleLimit {
            rect.size.height = limit - rect.minY
        }
        return rect
    }

    /// The size to give the text: ``bounds``' width and the height of the lines shown.
    public var size: Size {
        let box = bounds
        return Size(width: box.width, height: box.maxY)
    }

    /// Where the glyphs' pixels land, relative to the layout's origin; ``Rect/null`` for
    /// text that draws nothing (empty or only spaces).
    public var inkBounds: Rect {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(pangoLayout, &ink, &logical)
        guard ink.width > 0, ink.height > 0 else { return .null }
        var rect = Self.rect(ink)
        if let limit = visibleLimit, rect.maxY > limit {
            rect.size.height = max(0, limit - rect.minY)
        }
        return rect
    }

    /// The distance from the top of the layout to the first line's baseline.
    public var baseline: Double { Self.logical(pango_layout_get_baseline(pangoLayout)) }

    /// The number of lines the text takes, ellipsized lines counted once.
    public var lineCount: Int {
        let lines = Int(pango_layout_get_line_count(pangoLayout))
        return maximumLineCount > 0 ? min(lines, maximumLineCount) : lines
    }

    /// The direction of the first paragraph, from its first strong character
    /// (left to right for text without one, such as digits).
    public var baseDirection: TextDirection {
        guard let line = pango_layout_get_line_readonly(pangoLayout, 0) else { return .leftToRight }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight
    }

    /// The bottom of the last line shown, when ``maximumLineCount`` hides lines.
    var visibleLimit: Double? {
        guard maximumLineCount > 0, Int(pango_layout_get_line_count(pangoLayout)) > maximumLineCount else {
            return nil
        }
        let iterator = pango_layout_get_iter(pangoLayout)!
        defer { pango_layout_iter_free(iterator) }
        for _ in 1..<maximumLineCount { pango_layout_iter_next_line(iterator) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return Self.logical(logical.y + logical.height)
    }

    // MARK: - Hit testing

    /// The character under a point, or `nil` when the point is outside the text.
    ///
    /// - Parameter point: A point relative to the layout's origin.
    /// - Returns: The start of the character (grapheme cluster) in ``text``.
    public func characterIndex(at point: Point) -> String.Index? {
        var index: Int32 = 0
        var trailing: Int32 = 0
        let inside = pango_layout_xy_to_index(
            pangoLayout, Self.pangoUnits(point.x), Self.pangoUnits(point.y), &index, &trailing)
        guard inside != 0 else { return nil }
        return stringIndex(utf8Offset: Int(index))
    }

    /// The caret position nearest a point: between the two characters the point falls
    /// between, in the visual order of the line (so on a right-to-left line the left end
    /// is the end of the text).
    ///
    /// - Parameter point: A point relative to the layout's origin; points outside the
    ///   text go to the nearest line and its nearest end.
    /// - Returns: An index of ``text`` from its start to its end.
    public func caretIndex(closestTo point: Point) -> String.Index {
        var index: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_xy_to_index(pangoLayout, Self.pangoUnits(point.x), Self.pangoUnits(point.y), &index, &trailing)
        let string = text
        var position = stringIndex(utf8Offset: Int(index))
        for _ in 0..<trailing where position < string.endIndex {
            position = string.unicodeScalars.index(after: position)
        }
        return position
    }

    /// Where the caret is drawn for an insertion point: a zero-width rectangle as tall as
    /// the line (the strong caret, for the direction of the text being typed there).
    ///
    /// - Parameter index: An index of ``text`` (from its start to its end).
    public func caretRect(at index: String.Index) -> Rect {
        let offset = text.utf8.distance(from: text.startIndex, to: index)
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(pangoLayout, Int32(clamping: offset), &strong, nil)
        return Self.rect(strong)
    }

    // MARK: - Glyphs

    /// The glyphs of the lines, in visual order within each run.
    public var glyphs: [Glyph] {
        var result: [Glyph] = []
        let string = text
        let iterator = pango_layout_get_iter(pangoLayout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                let glyphString = run.pointee.glyphs, let item = run.pointee.item
            else { continue }
            let offset = Int(item.pointee.offset)
            let length = Int(item.pointee.length)
            let count = Int(glyphString.pointee.num_glyphs)
            let clusters = (0..<count).map { Int(glyphString.pointee.log_clusters[$0]) }
            let starts = Set(clusters).sorted()
            for i in 0..<count {
                let id = glyphString.pointee.glyphs[i].glyph
                guard id != Self.emptyGlyph else { continue }
                let start = clusters[i]
                let end = starts.first { $0 > start } ?? length
                let range = stringIndex(utf8Offset: offset + start)..<stringIndex(utf8Offset: offset + end)
                guard range.upperBound <= string.endIndex else { continue }
                let missing = id & Self.unknownGlyphFlag != 0
                result.append(
                    Glyph(id: missing ? id & ~Self.unknownGlyphFlag : id, characterRange: range, isMissing: missing))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return result
    }

    /// How many characters no installed font has (drawn as boxes).
    public var missingGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pangoLayout)) }

    // MARK: - Conversions

    /// The index of ``text`` at a UTF-8 offset (Pango's byte index), clamped to the text.
    func stringIndex(utf8Offset: Int) -> String.Index {
        let string = text
        let utf8 = string.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: max(0, utf8Offset), limitedBy: utf8.endIndex) else {
            return string.endIndex
        }
        return index
    }

    /// A rectangle from Pango units.
    static func rect(_ r: PangoRectangle) -> Rect {
        Rect(x: logical(r.x), y: logical(r.y), width: logical(r.width), height: logical(r.height))
    }
}
