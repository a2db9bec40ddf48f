import Graphics
import Testing

@Suite("GraphicsContext text")
struct GraphicsContextTextTests {
    let font = Font.system(size: 16)

    @Test("measurement grows with the length of the string")
    func measurementGrows() {
        let short = font.measure("Hi")
        let long = font.measure("Hi there, fingers")
        #expect(short.width > 0)
        #expect(long.width > short.width)
        #expect(short.ascent > 0 && short.descent > 0)
        #expect(short.height == short.ascent + short.descent)
        #expect(long.height == short.height)
        #expect(font.measure("").width == 0)
        #expect(font.measure("   ").inkBounds.isNull)
    }

    @Test("bigger and bolder fonts measure wider")
    func fontSizeAndWeight() {
        let text = "Touch"
        #expect(Font.system(size: 32).measure(text).width > font.measure(text).width)
        let bold = Font.system(size: 16, weight: .bold)
        #expect(bold.measure(text).width >= font.measure(text).width)
    }

    @Test("several lines add a line height each")
    func multipleLines() {
        let one = font.measure("one")
        let two = font.measure("one\ntwo, longer")
        #expect(two.height == one.height + one.lineHeight)
        #expect(two.width == font.measure("two, longer").width)
    }

    @Test("drawn text paints pixels only inside its measured box")
    func drawnTextStaysInBounds() throws {
        let (surface, context) = try makeCanvas(width: 200, height: 40)
        let origin = Point(x: 10, y: 5)
        let text = "Wayland gjpqy"
        let metrics = context.measure(text: text, font: font)
        #expect(metrics == font.measure(text))
        context.draw(text: text, at: origin, font: font, color: .black)
        try context.checkStatus()

        let total = surface.countOfNonTransparentPixels()
        #expect(total > 50)
        let ink = metrics.inkBounds.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -1)
        #expect(surface.countOfNonTransparentPixels(in: ink) == total)
        let lineBox = Rect(origin: origin, size: metrics.size).insetBy(dx: -1, dy: -1)
        #expect(lineBox.contains(ink.insetBy(dx: 1, dy: 1)))
        #expect(surface.countOfNonTransparentPixels(in: lineBox) == total)
        #expect(context.isPathEmpty)
    }

    @Test("text takes the requested colour")
    func textColour() throws {
        let (surface, context) = try makeCanvas(width: 60, height: 40)
        context.draw(text: "███", at: .zero, font: Font.system(size: 30), color: .red)
        var opaque = 0
        for y in 0..<40 {
            for x in 0..<60 {
                let pixel = surface.pixel(x: x, y: y)
                if pixel >> 24 == 0xFF {
                    #expect(pixel == 0xFFFF_0000)
                    opaque += 1
                }
            }
        }
        #expect(opaque > 0)
    }
}
