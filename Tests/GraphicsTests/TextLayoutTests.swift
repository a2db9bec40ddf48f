import Graphics
import Testing

@Suite("TextLayout: shaping, fallback, bidi, wrapping and measurement")
struct TextLayoutTests {
    let font = Font.system(size: 20)
    static let paragraph =
        "Touches arrive as frames, each with every finger that moved; the window hit-tests each new finger once and keeps sending it to the same view until it lifts."

    @Test("Font.system maps to fontconfig's default sans, which names a real installed family")
    func systemFont() {
        let family = Font.system(size: 12).resolvedFamily
        #expect(!family.isEmpty && family != "sans-serif")
        #expect(Font.monospaced(size: 12).resolvedFamily != family)
    }

    @Test("a Devanagari conjunct is one glyph cluster: क्षमा is five code points and three glyphs")
    func devanagariConjunct() {
        let layout = TextLayout(text: "क्षमा", font: font)
        #expect(layout.text.unicodeScalars.count == 5)
        let glyphs = layout.glyphs
        #expect(glyphs.count == 3, "\(glyphs)")
        #expect(glyphs.allSatisfy { !$0.isMissing })
        // The first glyph (क्ष) stands for क, virama and ष.
        let conjunct = glyphs.first { $0.characterRange.lowerBound == layout.text.startIndex }
        #expect(conjunct.map { layout.text[$0.characterRange].unicodeScalars.count } == 3)
        #expect(layout.missingGlyphCount == 0)
    }

    @Test("fallback per character: Latin, Arabic, Hebrew, Devanagari, Chinese in one line all find a font")
    func fallbackPerCharacter() {
        let layout = TextLayout(text: "Hi مرحبا שלום नमस्ते 欢迎", font: font)
        #expect(layout.missingGlyphCount == 0)
        #expect(layout.glyphs.allSatisfy { !$0.isMissing })
        #expect(layout.lineCount == 1)
    }

    @Test("a character no font has is a missing-glyph box, drawn, not a crash")
    func missingGlyph() throws {
        let layout = TextLayout(text: "a\u{10FFFD}b", font: font)
        #expect(layout.missingGlyphCount == 1)
        #expect(layout.glyphs.filter(\.isMissing).map(\.id) == [0x10FFFD])
        let (surface, context) = try makeCanvas(width: 120, height: 40)
        context.draw(layout, at: .zero)
        try context.checkStatus()
        let a = TextLayout(text: "ab", font: font)
        #expect(layout.size.width > a.size.width + 5, "the box takes room")
        #expect(surface.countOfNonTransparentPixels() > 20)
    }

    @Test("base direction from the first strong character; natural alignment puts RTL at the right edge")
    func directionAndNaturalAlignment() {
        let arabic = TextLayout(text: "مرحبا بالعالم", font: font)
        #expect(arabic.baseDirection == .rightToLeft)
        #expect(TextLayout(text: "123 abc", font: font).baseDirection == .leftToRight)
        #expect(TextLayout(text: "123 שלום abc", font: font).baseDirection == .rightToLeft)
        arabic.width = 400
        #expect(abs(arabic.bounds.maxX - 400) < 0.5, "\(arabic.bounds)")
        arabic.alignment = .left
        #expect(abs(arabic.bounds.minX) < 0.5)
        let english = TextLayout(text: "Hello", font: font)
        english.width = 400
        #expect(abs(english.bounds.minX) < 0.5)
        english.alignment = .right
        #expect(abs(english.bounds.maxX - 400) < 0.5)
        english.alignment = .center
        #expect(abs(english.bounds.midX - 200) < 0.5)
    }

    @Test("the caret at a point on a right-to-left line: the right edge is the start, the left edge the end")
    func caretRightToLeft() {
        let layout = TextLayout(text: "שלום עולם", font: font)
        let text = layout.text
        let box = layout.bounds
        let y = box.midY
        #expect(layout.caretIndex(closestTo: Point(x: box.maxX - 1, y: y)) == text.startIndex)
        #expect(layout.caretIndex(closestTo: Point(x: box.minX + 1, y: y)) == text.endIndex)
        #expect(layout.caretIndex(closestTo: Point(x: box.maxX + 50, y: y)) == text.startIndex)
        #expect(abs(layout.caretRect(at: text.startIndex).minX - box.maxX) < 0.5)
        #expect(abs(layout.caretRect(at: text.endIndex).minX - box.minX) < 0.5)
        // The first letter, ש, is the rightmost one.
        let first = layout.characterIndex(at: Point(x: box.maxX - 3, y: y))
        #expect(first.map { text[$0] } == "ש")
        #expect(layout.characterIndex(at: Point(x: box.maxX + 10, y: y)) == nil)
        // Moving the point left moves the caret forward through the text.
        let middle = layout.caretIndex(closestTo: Point(x: box.midX, y: y))
        #expect(middle > text.startIndex && middle < text.endIndex)
    }

    @Test("mixed directions in one line: the Hebrew word is laid out right to left inside the English line")
    func mixedDirections() {
        let layout = TextLayout(text: "abc אבג def", font: font)
        #expect(layout.baseDirection == .leftToRight)
        let text = layout.text
        // Where each character is drawn, found by hit-testing along the line.
        func x(of character: Character) -> Double? {
            let y = layout.bounds.midY
            return stride(from: 0.0, to: layout.size.width, by: 0.5).first { x in
                layout.characterIndex(at: Point(x: x, y: y)).map { text[$0] } == character
            }
        }
        let (c, aleph, gimel, d) = (x(of: "c"), x(of: "א"), x(of: "ג"), x(of: "d"))
        #expect(c != nil && aleph != nil && gimel != nil && d != nil)
        #expect(c! < gimel!, "the Hebrew word follows the English one")
        #expect(gimel! < aleph!, "its first letter, א, is its rightmost")
        #expect(aleph! < d!, "the English resumes after it")
    }

    @Test("wrapping by word keeps words whole; by character fills lines; line spacing adds space")
    func wrapping() {
        let layout = TextLayout(text: Self.paragraph, font: font)
        let single = layout.size
        layout.width = 300
        #expect(layout.lineCount > 3)
        #expect(layout.size.width <= 300)
        let words = layout.lineCount
        layout.wrapping = .character
        #expect(layout.lineCount <= words)
        layout.wrapping = .word
        let height = layout.size.height
        layout.lineSpacing = 4
        #expect(abs(layout.size.height - (height + 4 * Double(words - 1))) < 0.5)
        #expect(single.height * Double(words) <= height + 0.5)
    }

    @Test("tail truncation ends the last line in an ellipsis; a line limit without truncation cuts lines")
    func truncation() {
        let layout = TextLayout(text: Self.paragraph, font: font)
        layout.width = 300
        layout.truncation = .tail
        #expect(layout.lineCount > 2, "no line limit: the text wraps")
        layout.maximumLineCount = 1
        #expect(layout.lineCount == 1)
        #expect(layout.glyphs.count < TextLayout(text: Self.paragraph, font: font).glyphs.count / 2)
        #expect(layout.size.width <= 300)
        layout.maximumLineCount = 2
        layout.truncation = .none
        let full = TextLayout(text: Self.paragraph, font: font)
        full.width = 300
        #expect(layout.lineCount == 2 && full.lineCount > 2)
        #expect(layout.size.height < full.size.height / 2 + 1)
        layout.truncation = .tail
        #expect(layout.lineCount == 2)
    }

    @Test("attributed runs: a bigger run makes the line taller; underline and italic change the ink")
    func attributedRuns() {
        let plain = TextLayout(text: "small BIG", font: font)
        let mixed = TextLayout(
            attributedText: AttributedText("small ")
                + AttributedText("BIG", attributes: TextAttributes(font: .system(size: 40, weight: .bold))),
            font: font)
        #expect(mixed.size.height > plain.size.height + 10)
        #expect(mixed.attributedText.string == plain.text)
        let underlined = TextLayout(
            attributedText: AttributedText("ace", attributes: TextAttributes(isUnderlined: true)), font: font)
        #expect(underlined.inkBounds.maxY > TextLayout(text: "ace", font: font).inkBounds.maxY)
        let italic = Font(family: "DejaVu Sans", size: 20, isItalic: true)
        #expect(
            TextLayout(text: "l", font: italic).inkBounds
                != TextLayout(text: "l", font: italic.withWeight(.regular).withSize(20).with(italic: false)).inkBounds)
    }

    @Test("a kept layout is not laid out again to be drawn or measured; a change lays it out again")
    func caching() throws {
        let layout = TextLayout(text: Self.paragraph, font: font)
        layout.width = 300
        _ = layout.size
        let revision = layout.revision
        let (_, context) = try makeCanvas(width: 320, height: 300)
        for _ in 0..<3 { context.draw(layout, at: .zero) }
        layout.width = 300
        layout.font = font
        layout.text = Self.paragraph
        layout.color = .blue
        _ = layout.lineCount
        #expect(layout.revision == revision)
        layout.width = 200
        #expect(layout.revision != revision)
    }
}

extension Font {
    fileprivate func with(italic: Bool) -> Font {
        var font = self
        font.isItalic = italic
        return font
    }
}
