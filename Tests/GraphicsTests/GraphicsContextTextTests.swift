import Graphics
import Testing

@Suite("GraphicsContext text")
struct GraphicsContextTextTests {
    let font = Font.system(size: 16)

    @Test("measurement grows with the length of the string; empty and blank text draw nothing")
    func measurementGrows() {
        let short = TextLayout(text: "Hi", font: font)
        let long = TextLayout(text: "Hi there, fingers", font: font)
        #expect(short.size.width > 0)
        #expect(long.size.width > short.size.width)
        #expect(short.baseline > 0 && short.baseline < short.size.height)
        #expect(long.size.height == short.size.height)
        #expect(TextLayout(text: "", font: font).size.width == 0)
        #expect(TextLayout(text: "   ", font: font).inkBounds.isNull)
    }

    @Test("bigger and bolder fonts measure wider")
    func fontSizeAndWeight() {
        let text = "Touch"
        #expect(
            TextLayout(text: text, font: .system(size: 32)).size.width > TextLayout(text: text, font: font).size.width)
        let bold = TextLayout(text: text, font: .system(size: 16, weight: .bold))
        #expect(bold.size.width > TextLayout(text: text, font: font).size.width)
    }

    @Test("each paragraph adds a line")
    func multipleLines() {
        let one = TextLayout(text: "one", font: font)
        let two = TextLayout(text: "one\ntwo, longer", font: font)
        #expect(two.lineCount == 2 && one.lineCount == 1)
        #expect(abs(two.size.height - 2 * one.size.height) < 0.01)
        #expect(abs(two.size.width - TextLayout(text: "two, longer", font: font).size.width) < 0.01)
    }

    @Test("drawn text paints pixels only inside its measured box")
    func drawnTextStaysInBounds() throws {
        let (surface, context) = try makeCanvas(width: 200, height: 40)
        let origin = Point(x: 10, y: 5)
        let layout = TextLayout(text: "Wayland gjpqy", font: font)
        context.draw(layout, at: origin)
        try context.checkStatus()

        let total = surface.countOfNonTransparentPixels()
        #expect(total > 50)
        let ink = layout.inkBounds.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -1)
        #expect(surface.countOfNonTransparentPixels(in: ink) == total)
        let box = Rect(origin: origin, size: layout.size).insetBy(dx: -1, dy: -1)
        #expect(surface.countOfNonTransparentPixels(in: box) == total)
        #expect(context.isPathEmpty)
    }

    @Test("text takes the layout's colour, and a run's own colour over it")
    func textColour() throws {
        let (surface, context) = try makeCanvas(width: 160, height: 40)
        let text = AttributedText("███ ") + AttributedText("███", attributes: TextAttributes(color: .blue))
        let layout = TextLayout(attributedText: text, font: Font(family: "DejaVu Sans", size: 30))
        layout.color = .red
        context.draw(layout, at: .zero)
        var colours: Set<UInt32> = []
        for y in 0..<40 {
            for x in 0..<160 where surface.pixel(x: x, y: y) >> 24 == 0xFF {
                colours.insert(surface.pixel(x: x, y: y))
            }
        }
        #expect(colours == [0xFFFF_0000, 0xFF00_00FF])
    }

    @Test("the one-off draw(text:) draws what a layout of the same text draws")
    func oneOffText() throws {
        let (a, first) = try makeCanvas(width: 120, height: 30)
        let (b, second) = try makeCanvas(width: 120, height: 30)
        first.draw(text: "Hello", at: Point(x: 4, y: 4), font: font, color: .black)
        second.draw(TextLayout(text: "Hello", font: font), at: Point(x: 4, y: 4))
        #expect(a.countOfNonTransparentPixels() > 20)
        #expect(a.countOfNonTransparentPixels() == b.countOfNonTransparentPixels())
    }
}
