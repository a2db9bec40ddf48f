import Testing
import TouchKit
import TouchKitTesting

/// SPEC D2: a frame's pixels do not depend on the way it is repainted. The whole
/// window at once, one box round the damage, or the damage cut into many areas give the
/// same bytes, however the areas cut through antialiased strokes, rounded corners,
/// borders, shadows and text.
@MainActor
@Suite("Repaint ways (SPEC D2)")
struct RepaintWayTests {
    /// MoveMe's placard: a rounded, bordered card drawn in `draw(_:)`, with a label.
    final class Placard: View {
        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.beginPath()
            context.addRoundedRect(bounds.insetBy(dx: 3, dy: 3), cornerRadius: 22)
            context.fillColor = Color(red: 0.99, green: 0.82, blue: 0.30)
            context.strokeColor = Color(red: 0.60, green: 0.36, blue: 0.05)
            context.lineWidth = 5
            context.drawPath(using: .fillStroke)
        }
    }

    /// TouchInspector's canvas: a turned contact ellipse, a hairline cross, a rounded
    /// card with text, and text clipped to a box of its own.
    final class Inspector: View {
        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            let location = Point(x: 61.3, y: 47.8)
            context.strokeColor = Color(red: 0.2, green: 0.5, blue: 0.9)
            context.lineWidth = 3
            context.withSavedState {
                context.translateBy(x: location.x, y: location.y)
                context.rotate(by: 0.37)
                context.strokeEllipse(in: Rect(x: -14, y: -22, width: 28, height: 44))
            }
            context.beginPath()
            context.move(to: Point(x: location.x - 32, y: location.y))
            context.addLine(to: Point(x: location.x + 32, y: location.y))
            context.move(to: Point(x: location.x, y: location.y - 32))
            context.addLine(to: Point(x: location.x, y: location.y + 32))
            context.lineWidth = 1
            context.strokePath()
            context.beginPath()
            context.addRoundedRect(Rect(x: 90.5, y: 20.25, width: 96.5, height: 52.75), cornerRadius: 8)
            context.fillColor = Color(red: 0.84, green: 0.9, blue: 0.98)
            context.strokeColor = Color(red: 0.12, green: 0.3, blue: 0.54)
            context.lineWidth = 2
            context.drawPath(using: .fillStroke)
            context.draw(
                text: "touch 1 moved", at: Point(x: 100.5, y: 28.25), font: .system(size: 13, weight: .bold),
                color: Color(white: 0.12))
            context.withSavedState {
                context.clip(to: Rect(x: 8.4, y: 96.6, width: 120.3, height: 18.2))
                context.draw(
                    text: "2 touches, pen: none", at: Point(x: 8.4, y: 98.1), font: .system(size: 12),
                    color: Color(white: 0.3))
            }
        }
    }

    /// A window with both scenes at fractional places, the placard pulsed (scaled), and
    /// a layered card (rounded corners, border, shadow) over the placard's corner.
    func scene() -> Window {
        let window = makeWindow(width: 320, height: 240)
        let stage = View(frame: window.bounds)
        stage.backgroundColor = Color(red: 0.16, green: 0.22, blue: 0.31)
        window.addSubview(stage)
        let placard = Placard(frame: Rect(x: 0, y: 0, width: 150, height: 64))
        placard.center = Point(x: 101.37, y: 58.61)
        placard.transform = AffineTransform(scaleX: 1.13, y: 1.13)
        let label = Label(frame: placard.bounds.insetBy(dx: 16, dy: 8))
        label.text = "Welcome"
        label.font = .system(size: 26, weight: .bold)
        label.textAlignment = .center
        placard.addSubview(label)
        stage.addSubview(placard)
        let card = View(frame: Rect(x: 150.4, y: 70.7, width: 90.3, height: 50.2))
        card.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.9)
        card.layer.cornerRadius = 11.5
        card.layer.borderWidth = 2.5
        card.layer.borderColor = Color(red: 0.4, green: 0.2, blue: 0.1)
        card.layer.shadowOpacity = 0.6
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = Size(width: 2.3, height: 3.1)
        stage.addSubview(card)
        let inspector = Inspector(frame: Rect(x: 100.5, y: 110.3, width: 200.2, height: 120.4))
        inspector.backgroundColor = Color(white: 0.97)
        stage.addSubview(inspector)
        window.layoutIfNeeded()
        return window
    }

    /// `window` rendered at `scale` through `areas`, into an image first filled with a
    /// colour no scene pixel has, so that a pixel no area repaints shows.
    func render(_ window: Window, areas: [Rect], scale: Double = 1) throws -> ImageSurface {
        let image = try ImageSurface(logicalSize: window.bounds.size, scale: scale)
        let context = try GraphicsContext(surface: image)
        context.fillColor = Color(red: 1, green: 0, blue: 1)
        context.fill(window.bounds)
        WindowRenderer.render(window, into: context, areas: areas, scale: scale)
        image.flush()
        return image
    }

    /// The window cut into areas by lines across the placard's rounded corners and
    /// border, its label, the card's border and shadow, and the inspector's strokes and
    /// text: areas one above the other, as the rows of a list or two frames of a view
    /// moving up or down cut it. (An area's left or right side cutting a shallow edge can
    /// still move a pixel or two by a level: Cairo clips the edge to the box's side there.)
    func bands(of bounds: Rect) -> [Rect] {
        let rows: [Double] = [0, 20, 25, 29, 41, 47, 60, 71, 73, 88, 99, 105, 118, 121, 150, bounds.height]
        return zip(rows, rows.dropFirst()).map { top, bottom in
            Rect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top)
        }
    }

    /// Areas as a frame of MoveMe's drag has them: where the placard was and where it
    /// is (overlapping), and a few small ones.
    func overlapping() -> [Rect] {
        [
            Rect(x: 14, y: 17, width: 175, height: 84), Rect(x: 20, y: 23, width: 175, height: 84),
            Rect(x: 140, y: 60, width: 40, height: 30), Rect(x: 160, y: 100, width: 100, height: 40),
            Rect(x: 0, y: 0, width: 320, height: 240).insetBy(dx: 150, dy: 110),
        ]
    }

    /// Compares two renderings byte for byte; the summary names where they differ.
    func expectSame(_ image: ImageSurface, _ reference: ImageSurface, _ what: String) {
        let comparison = ImageComparison(image, reference: reference, channelTolerance: 0)
        #expect(comparison.sizesMatch)
        #expect(comparison.differingPixels == 0, "\(what): \(comparison.summary)")
    }

    @Test("D2: damage cut into areas across the placard's border, corners and label gives the whole window's bytes")
    func areasAcross() throws {
        let window = scene()
        let whole = try render(window, areas: [window.bounds])
        expectSame(try render(window, areas: bands(of: window.bounds)), whole, "areas one above the other")
    }

    @Test("D2: overlapping areas and one box round them give the whole window's bytes")
    func overlappingAreasAndBox() throws {
        let window = scene()
        let whole = try render(window, areas: [window.bounds])
        let areas = overlapping()
        // What the areas do not reach keeps the fill: take it from the whole rendering.
        let merged = try render(window, areas: [areas.enclosingRectForTest])
        let byAreas = try render(window, areas: areas)
        var differing = 0
        for y in 0..<whole.height {
            for x in 0..<whole.width {
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard areas.contains(where: { $0.contains(point) }) else { continue }
                if byAreas.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 }
                if merged.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { differing += 1 }
            }
        }
        #expect(differing == 0, "pixels differing from the whole window's inside the areas")
    }
}

extension Array where Element == Rect {
    /// The box round the rectangles.
    fileprivate var enclosingRectForTest: Rect { reduce(Rect.null) { $0.union($1) } }
}
