import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Text as Pango draws it on a real compositor: the TextScene fixture (labels wrapping
/// English, Arabic at its natural right edge, mixed directions in a line, a Devanagari
/// conjunct, a truncated tail, attributed runs, a missing glyph) under headless Weston,
/// compared with golden PNGs in `Goldens/` at scale 1 and 2 (see ``GoldenCapture``).
///
/// Besides the whole picture, each test checks what it is about in the capture itself,
/// so that a wrong golden cannot pass unnoticed.
@MainActor
@Suite("Text goldens under headless Weston", .serialized)
struct TextGoldenTests {
    static let panel = Color(red: 0.86, green: 0.90, blue: 0.96)

    /// The box of the text's dark pixels inside a panel of the capture, in window points.
    static func ink(in image: ImageSurface, panel: Rect, scale: Int) -> Rect? {
        let s = Double(scale)
        let pixels = Rect(x: panel.minX * s, y: panel.minY * s, width: panel.width * s, height: panel.height * s)
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in Int(pixels.minY)..<Int(pixels.maxY) {
            for x in Int(pixels.minX)..<Int(pixels.maxX) {
                let c = image.color(x: x, y: y)
                if c.red + c.green + c.blue < 1.2 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(
            x: Double(minX) / s, y: Double(minY) / s, width: Double(maxX - minX + 1) / s,
            height: Double(maxY - minY + 1) / s)
    }

    func check(scale: Int) throws {
        let image = try GoldenCapture.check(fixture: "TextScene", golden: "text-scene", scale: scale)
        // The Arabic line: at the panel's right edge (natural alignment), not its left.
        let arabic = try #require(Self.ink(in: image, panel: Rect(x: 540, y: 40, width: 440, height: 44), scale: scale))
        #expect(arabic.maxX > 980 - 4 && arabic.minX > 540 + 40, "right-aligned: \(arabic)")
        // The English paragraph wraps inside its 440-point width, over several lines.
        let paragraph = try #require(
            Self.ink(in: image, panel: Rect(x: 40, y: 40, width: 440, height: 240), scale: scale))
        #expect(paragraph.maxX <= 480 && paragraph.width > 400 && paragraph.height > 100, "wrapped: \(paragraph)")
        // The truncated line stays inside its label.
        let truncated = try #require(
            Self.ink(in: image, panel: Rect(x: 40, y: 300, width: 440, height: 40), scale: scale))
        #expect(truncated.maxX <= 480 && truncated.width > 380, "ellipsized at the edge: \(truncated)")
    }

    @Test("text at scale 1: wrapping, RTL at the natural edge, mixed directions, a conjunct, a tail ellipsis")
    func scale1() throws {
        try check(scale: 1)
    }

    @Test("HiDPI: the same text on a scale-2 output, laid out the same, drawn at twice the density")
    func scale2() throws {
        try check(scale: 2)
    }

    @Test("the fixture's Devanagari word is three glyphs, its conjunct one cluster, in the fixture's font")
    func devanagariGlyphs() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 440, height: 110))
        label.font = .system(size: 72)
        label.text = "क्षमा"
        let glyphs = label.textLayout.glyphs
        #expect(glyphs.count == 3)
        #expect(glyphs.map { label.text![$0.characterRange].unicodeScalars.count }.max() == 3)
    }

    @Test("the caret at a point on the fixture's Arabic line: the right edge is the start of the text")
    func arabicCaret() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 440, height: 44))
        label.font = .system(size: 24)
        label.text = "مرحبا بكم في تطبيق اللمس"
        let layout = label.textLayout
        let y = layout.baseline
        #expect(layout.caretIndex(closestTo: Point(x: 439, y: y)) == label.text!.startIndex)
        #expect(layout.caretIndex(closestTo: Point(x: layout.bounds.minX - 5, y: y)) == label.text!.endIndex)
    }
}
