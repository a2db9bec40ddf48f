import Graphics
import Testing

@Suite("GraphicsContext gradients")
struct GraphicsContextGradientTests {
    @Test("a linear gradient has its end colours at its end points and blends between")
    func linearEndpoints() throws {
        let (surface, context) = try makeCanvas(width: 101, height: 1)
        context.drawLinearGradient(
            Gradient(colors: [.black, .white]), start: Point(x: 0.5, y: 0),
            end: Point(x: 100.5, y: 0))
        #expect(pixelsMatch(surface.pixel(x: 0, y: 0), 0xFF00_0000))
        #expect(pixelsMatch(surface.pixel(x: 100, y: 0), 0xFFFF_FFFF))
        let middle = channels(surface.pixel(x: 50, y: 0))
        #expect(middle[0] == 255)
        #expect(abs(middle[1] - 128) <= 2)
        // Monotonic from start to end.
        let reds = (0..<101).map { channels(surface.pixel(x: $0, y: 0))[1] }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("without extension nothing is drawn beyond the ends; padding continues the end colours")
    func extendModes() throws {
        for extend in [Gradient.Extend.none, .pad] {
            let (surface, context) = try makeCanvas(width: 100, height: 1)
            let gradient = Gradient(colors: [.red, .blue], extend: extend)
            context.drawLinearGradient(gradient, start: Point(x: 25, y: 0), end: Point(x: 75, y: 0))
            if extend == .none {
                #expect(surface.pixel(x: 10, y: 0) == 0)
                #expect(surface.pixel(x: 90, y: 0) == 0)
            } else {
                #expect(surface.pixel(x: 10, y: 0) == 0xFFFF_0000)
                #expect(surface.pixel(x: 90, y: 0) == 0xFF00_00FF)
            }
        }
    }

    @Test("explicit stops place colours and carry alpha")
    func explicitStops() throws {
        let (surface, context) = try makeCanvas(width: 100, height: 1)
        let gradient = Gradient(stops: [
            .init(color: .green, location: 0),
            .init(color: .green, location: 0.5),
            .init(color: Color.green.withAlpha(0), location: 1),
        ])
        context.drawLinearGradient(gradient, start: .zero, end: Point(x: 100, y: 0))
        #expect(surface.pixel(x: 30, y: 0) == 0xFF00_FF00)
        let late = channels(surface.pixel(x: 90, y: 0))
        #expect(late[0] < 60 && late[0] > 0)
    }

    @Test("a radial gradient goes from the centre colour to the edge colour")
    func radialEndpoints() throws {
        let (surface, context) = try makeCanvas(width: 41, height: 41)
        let center = Point(x: 20.5, y: 20.5)
        context.withSavedState {
            context.clip(to: Rect(x: 0, y: 0, width: 41, height: 41))
            context.drawRadialGradient(
                Gradient(colors: [.white, .black]), startCenter: center, startRadius: 0,
                endCenter: center, endRadius: 20)
        }
        #expect(pixelsMatch(surface.pixel(x: 20, y: 20), 0xFFFF_FFFF, tolerance: 8))
        #expect(surface.pixel(x: 0, y: 20) == 0xFF00_0000)  // Padded beyond the radius.
        let halfway = channels(surface.pixel(x: 30, y: 20))[1]
        #expect(abs(halfway - 128) < 16)
    }
}
