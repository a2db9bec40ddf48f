import Graphics
import Testing

@Suite("Color")
struct ColorTests {
    @Test("hue, saturation and brightness map onto the colour wheel")
    func hsb() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .red)
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == .red)
        #expect(Color(hue: 1.0 / 6, saturation: 1, brightness: 1) == .yellow)
        let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(abs(green.green - 1) < 1e-12 && green.red < 1e-12 && green.blue < 1e-12)
        let blue = Color(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(abs(blue.blue - 1) < 1e-12 && blue.red < 1e-12 && blue.alpha == 0.5)
        #expect(Color(hue: 0.3, saturation: 0, brightness: 0.25) == Color(white: 0.25))
        #expect(
            Color(hue: -0.5, saturation: 1, brightness: 1)
                == Color(hue: 0.5, saturation: 1, brightness: 1))
    }

    @Test("distinct hues give distinct finger colours")
    func fingerColours() {
        let colours = (0..<10).map { Color(hue: Double($0) / 10, saturation: 0.8, brightness: 0.9) }
        #expect(Set(colours).count == 10)
    }

    @Test("premultiplied ARGB32 conversion matches Cairo and round-trips")
    func premultiplied() {
        #expect(Color.red.premultipliedARGB32 == 0xFFFF_0000)
        #expect(Color.clear.premultipliedARGB32 == 0)
        #expect(Color.white.withAlpha(0.5).premultipliedARGB32 == 0x8080_8080)
        #expect(
            Color(premultipliedARGB32: 0x8080_0000)
                == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(Color(premultipliedARGB32: 0) == .clear)
        let colour = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let back = Color(premultipliedARGB32: colour.premultipliedARGB32)
        #expect(abs(back.red - 0.2) < 0.01)
        #expect(abs(back.blue - 0.6) < 0.01)
        #expect(abs(back.alpha - 0.8) < 0.01)
    }

    @Test("a filled colour reads back as itself")
    func drawnColourReadsBack() throws {
        let (surface, context) = try makeCanvas(width: 1, height: 1)
        let colour = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        context.paint(colour)
        #expect(pixelsMatch(surface.pixel(x: 0, y: 0), colour.premultipliedARGB32, tolerance: 1))
    }
}
