import Graphics
import Testing

/// The CGContext spellings are aliases of the properties: one implementation
/// (issue 16, section 4).
@Suite("GraphicsContext: CoreGraphics names")
struct GraphicsContextCoreGraphicsNamesTests {
    @Test("set... methods change the same state as the properties")
    func settersAreAliases() throws {
        let (_, context) = try makeCanvas()
        context.setLineWidth(7)
        #expect(context.lineWidth == 7)
        context.setLineCap(.round)
        #expect(context.lineCap == .round)
        context.setLineJoin(.bevel)
        #expect(context.lineJoin == .bevel)
        context.setMiterLimit(3)
        #expect(context.miterLimit == 3)
        context.setStrokeColor(.red)
        #expect(context.strokeColor == .red)
        context.setFillColor(.blue)
        #expect(context.fillColor == .blue)
        context.setBlendMode(.multiply)
        #expect(context.blendMode == .multiply)
        context.setShouldAntialias(false)
        #expect(!context.shouldAntialias)
        context.translateBy(x: 2, y: 3)
        #expect(context.ctm == context.currentTransform)
        #expect(context.ctm.tx == 2 && context.ctm.ty == 3)
    }

    @Test("set... state is saved and restored with saveGState/restoreGState")
    func settersFollowGraphicsState() throws {
        let (_, context) = try makeCanvas()
        context.setFillColor(.red)
        context.saveGState()
        context.setFillColor(.blue)
        context.setLineWidth(9)
        context.restoreGState()
        #expect(context.fillColor == .red)
        #expect(context.lineWidth == 2)
    }

    @Test("A CGContext-style drawing ports line by line")
    func portedDrawing() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 40)
        context.setFillColor(.white)
        context.fill([Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 20, width: 40, height: 20)])
        context.setShouldAntialias(false)
        context.setStrokeColor(.red)
        context.setLineWidth(2)
        context.setLineCap(.butt)
        context.strokeLineSegments(between: [Point(x: 0, y: 5), Point(x: 40, y: 5), Point(x: 0, y: 35)])
        context.stroke(Rect(x: 10, y: 10, width: 20, height: 20), width: 4)
        try context.checkStatus()
        #expect(surface.color(x: 20, y: 5) == .red, "the segment")
        #expect(surface.color(x: 20, y: 35) == .white, "an odd last point is ignored")
        #expect(surface.color(x: 10, y: 20) == .red, "the 4-wide rectangle outline")
        #expect(surface.color(x: 20, y: 20) == .white, "inside the outline")
        #expect(context.lineWidth == 2, "stroke(_:width:) leaves the line width")
    }
}
