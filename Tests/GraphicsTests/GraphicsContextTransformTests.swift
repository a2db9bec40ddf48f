import Graphics
import Testing

@Suite("GraphicsContext transforms")
struct GraphicsContextTransformTests {
    /// Checks that exactly the pixels of `expected` (inset by one pixel against rounding at
    /// the edges) are painted.
    private func expectPainted(_ surface: ImageSurface, exactly expected: Rect) {
        let inner = expected.insetBy(dx: 1, dy: 1)
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let center = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let painted = surface.pixel(x: x, y: y) != 0
                if inner.contains(center) {
                    #expect(painted, "pixel (\(x), \(y)) inside \(expected) is empty")
                } else if !expected.insetBy(dx: -1, dy: -1).contains(center) {
                    #expect(!painted, "pixel (\(x), \(y)) outside \(expected) is painted")
                }
            }
        }
    }

    @Test("a translated fill lands where the translation says")
    func translation() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 30)
        context.translateBy(x: 12, y: 7)
        #expect(context.currentTransform == AffineTransform(translationX: 12, y: 7))
        let rect = Rect(x: 0, y: 0, width: 10, height: 5)
        context.fill(rect)
        #expect(surface.countOfNonTransparentPixels() == 50)
        let target = Rect(x: 12, y: 7, width: 10, height: 5)
        #expect(surface.countOfNonTransparentPixels(in: target) == 50)
    }

    @Test("a rotated and translated fill lands where the transform says")
    func rotationAndTranslation() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 40)
        context.translateBy(x: 30, y: 5)
        context.rotate(by: .pi / 2)
        let rect = Rect(x: 0, y: 0, width: 20, height: 10)
        context.fill(rect)
        let expected = rect.applying(context.currentTransform)
        // A quarter turn clockwise about (30, 5): x' = 30 - y, y' = 5 + x.
        #expect(abs(expected.minX - 20) < 1e-9 && abs(expected.minY - 5) < 1e-9)
        expectPainted(surface, exactly: expected)
        #expect(surface.countOfNonTransparentPixels() == 200)
    }

    @Test("concatenate applies the new transform before the current one")
    func concatenationOrder() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 40)
        context.translateBy(x: 10, y: 10)
        context.concatenate(AffineTransform(scaleX: 2, y: 3))
        let expectedTransform = AffineTransform(scaleX: 2, y: 3)
            .concatenating(AffineTransform(translationX: 10, y: 10))
        #expect(context.currentTransform == expectedTransform)
        let rect = Rect(x: 1, y: 1, width: 5, height: 4)
        context.fill(rect)
        let expected = rect.applying(expectedTransform)
        #expect(expected == Rect(x: 12, y: 13, width: 10, height: 12))
        expectPainted(surface, exactly: expected)
        #expect(surface.countOfNonTransparentPixels() == 120)
    }

    @Test("scaleBy scales about the origin")
    func scaling() throws {
        let (surface, context) = try makeCanvas(width: 40, height: 40)
        context.scaleBy(x: 3, y: 2)
        context.fill(Rect(x: 2, y: 2, width: 4, height: 4))
        expectPainted(surface, exactly: Rect(x: 6, y: 4, width: 12, height: 8))
        #expect(surface.countOfNonTransparentPixels() == 96)
    }

    @Test("saved state restores the transform, colours and line width")
    func savedStateRestores() throws {
        let (_, context) = try makeCanvas()
        context.fillColor = .red
        context.strokeColor = .green
        context.lineWidth = 3
        context.withSavedState {
            context.translateBy(x: 5, y: 5)
            context.fillColor = .blue
            context.strokeColor = .yellow
            context.lineWidth = 9
            context.saveGState()
            context.fillColor = .white
            context.restoreGState()
            #expect(context.fillColor == .blue)
        }
        #expect(context.currentTransform == .identity)
        #expect(context.fillColor == .red)
        #expect(context.strokeColor == .green)
        #expect(context.lineWidth == 3)
        try context.checkStatus()
    }

    @Test("an unbalanced restore is reported by checkStatus, not ignored")
    func unbalancedRestoreThrows() throws {
        let (_, context) = try makeCanvas()
        try context.checkStatus()
        context.restoreGState()
        #expect(throws: GraphicsError.self) { try context.checkStatus() }
    }

    @Test("a transform that cannot be inverted is reported by checkStatus")
    func singularTransformThrows() throws {
        let (_, context) = try makeCanvas()
        context.scaleBy(x: 0, y: 1)
        #expect {
            try context.checkStatus()
        } throws: { error in
            guard case .cairo(_, _, let message) = error as? GraphicsError else { return false }
            return message.contains("matrix")
        }
    }
}
