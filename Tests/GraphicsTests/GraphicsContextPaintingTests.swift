import Graphics
import Testing

@Suite("GraphicsContext filling and stroking")
struct GraphicsContextPaintingTests {
    @Test("a filled rect has the colour inside and nothing outside")
    func filledRect() throws {
        let (surface, context) = try makeCanvas()
        context.fillColor = .red
        context.fill(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(surface.pixel(x: 5, y: 5) == 0xFFFF_0000)
        #expect(surface.pixel(x: 14, y: 14) == 0xFFFF_0000)
        #expect(surface.color(x: 10, y: 10) == .red)
        #expect(surface.pixel(x: 4, y: 5) == 0)
        #expect(surface.pixel(x: 15, y: 14) == 0)
        #expect(surface.pixel(x: 5, y: 15) == 0)
        #expect(surface.countOfNonTransparentPixels() == 100)
    }

    @Test("a stroke is as wide as the line width", arguments: [2.0, 4.0, 6.0])
    func strokeWidth(width: Double) throws {
        let (surface, context) = try makeCanvas()
        context.strokeColor = .black
        context.lineWidth = width
        context.move(to: Point(x: 0, y: 10))
        context.addLine(to: Point(x: 20, y: 10))
        context.strokePath()
        let half = Int(width / 2)
        #expect(surface.countOfNonTransparentPixels() == 20 * Int(width))
        #expect(surface.pixel(x: 7, y: 10 - half) == 0xFF00_0000)
        #expect(surface.pixel(x: 7, y: 10 + half - 1) == 0xFF00_0000)
        #expect(surface.pixel(x: 7, y: 10 - half - 1) == 0)
        #expect(surface.pixel(x: 7, y: 10 + half) == 0)
        #expect(context.isPathEmpty)
    }

    @Test("round caps extend a stroke past its end points; butt caps do not")
    func lineCaps() throws {
        for cap in [LineCap.butt, .round, .square] {
            let (surface, context) = try makeCanvas()
            context.lineWidth = 6
            context.lineCap = cap
            #expect(context.lineCap == cap)
            context.move(to: Point(x: 6, y: 10))
            context.addLine(to: Point(x: 14, y: 10))
            context.strokePath()
            let beyondEnd = surface.pixel(x: 15, y: 10)
            #expect((beyondEnd != 0) == (cap != .butt), "cap \(cap)")
        }
    }

    @Test("a dash pattern leaves gaps")
    func dashes() throws {
        let (surface, context) = try makeCanvas()
        context.lineWidth = 2
        context.setLineDash(lengths: [4, 4])
        context.move(to: Point(x: 0, y: 10))
        context.addLine(to: Point(x: 20, y: 10))
        context.strokePath()
        #expect(surface.pixel(x: 1, y: 10) != 0)
        #expect(surface.pixel(x: 5, y: 10) == 0)
        #expect(surface.pixel(x: 9, y: 10) != 0)
        #expect(surface.countOfNonTransparentPixels() == 2 * (4 + 4 + 4))
    }

    @Test("even-odd filling leaves a hole where winding filling does not")
    func fillRules() throws {
        for rule in [FillRule.winding, .evenOdd] {
            let (surface, context) = try makeCanvas()
            context.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
            context.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
            context.fillPath(using: rule)
            #expect((surface.pixel(x: 10, y: 10) == 0) == (rule == .evenOdd))
            #expect(surface.pixel(x: 2, y: 2) != 0)
        }
    }

    @Test("fill-and-stroke paints the fill and the outline in their colours")
    func fillStroke() throws {
        let (surface, context) = try makeCanvas()
        context.fillColor = .green
        context.strokeColor = .blue
        context.lineWidth = 2
        context.addRect(Rect(x: 4, y: 4, width: 12, height: 12))
        context.drawPath(using: .fillStroke)
        #expect(surface.pixel(x: 10, y: 10) == 0xFF00_FF00)
        #expect(surface.pixel(x: 4, y: 10) == 0xFF00_00FF)
        #expect(surface.pixel(x: 3, y: 10) == 0xFF00_00FF)
        #expect(surface.pixel(x: 2, y: 10) == 0)
    }

    @Test("an ellipse and a rounded rect fill their centres but not their corners")
    func ellipseAndRoundedRect() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 20)
        context.fillEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        context.addRoundedRect(Rect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 6)
        context.fillPath()
        #expect(surface.pixel(x: 10, y: 10) == 0xFF00_0000)
        #expect(surface.pixel(x: 0, y: 0) == 0)
        #expect(surface.pixel(x: 19, y: 19) == 0)
        #expect(surface.pixel(x: 30, y: 10) == 0xFF00_0000)
        #expect(surface.pixel(x: 20, y: 0) == 0)
        #expect(surface.pixel(x: 39, y: 19) == 0)
        #expect(surface.pixel(x: 30, y: 0) == 0xFF00_0000)  // Straight edge, no rounding.
    }

    @Test("arcs go clockwise on screen for clockwise: true")
    func arcDirection() throws {
        // A quarter from angle 0 (right) to π/2 (down), as a pie slice.
        for clockwise in [true, false] {
            let (surface, context) = try makeCanvas()
            let center = Point(x: 10, y: 10)
            context.move(to: center)
            context.addArc(
                center: center, radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            context.closePath()
            context.fillPath()
            let lowerRight = surface.pixel(x: 14, y: 14) != 0
            let upperLeft = surface.pixel(x: 6, y: 6) != 0
            #expect(lowerRight == clockwise)
            #expect(upperLeft == !clockwise)
        }
    }

    @Test("paths report their current point, bounds and containment")
    func pathQueries() throws {
        let (_, context) = try makeCanvas()
        #expect(context.currentPoint == nil)
        #expect(context.isPathEmpty)
        context.move(to: Point(x: 2, y: 3))
        #expect(context.currentPoint == Point(x: 2, y: 3))
        context.addLines(between: [Point(x: 2, y: 3), Point(x: 12, y: 3), Point(x: 12, y: 8)])
        context.addQuadCurve(to: Point(x: 2, y: 8), control: Point(x: 7, y: 12))
        context.closePath()
        #expect(!context.isPathEmpty)
        let box = context.pathBoundingBox
        #expect(box.minX == 2 && box.maxX == 12 && box.minY == 3)
        #expect(box.maxY > 8 && box.maxY <= 12)
        #expect(context.pathContains(Point(x: 7, y: 6)))
        #expect(!context.pathContains(Point(x: 15, y: 6)))
        context.lineWidth = 2
        #expect(context.strokeContains(Point(x: 12, y: 5)))
        #expect(!context.strokeContains(Point(x: 7, y: 5)))
        context.beginPath()
        #expect(context.isPathEmpty)
    }

    @Test("clear(_:) and the clear blend mode erase to transparent")
    func erasing() throws {
        let (surface, context) = try makeCanvas()
        context.paint(.red)
        context.clear(Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(context.blendMode == .normal)
        #expect(surface.countOfNonTransparentPixels() == 200)
        context.blendMode = .clear
        #expect(context.blendMode == .clear)
        context.fill(Rect(x: 10, y: 0, width: 5, height: 20))
        #expect(surface.countOfNonTransparentPixels() == 100)
    }

    @Test("fills are antialiased unless antialiasing is off")
    func antialiasing() throws {
        for antialias in [true, false] {
            let (surface, context) = try makeCanvas()
            context.shouldAntialias = antialias
            #expect(context.shouldAntialias == antialias)
            context.fill(Rect(x: 2.5, y: 2, width: 10, height: 10))
            let edge = channels(surface.pixel(x: 2, y: 5))[0]
            if antialias {
                #expect((100...155).contains(edge))
            } else {
                #expect(edge == 0 || edge == 255)
            }
        }
    }
}
