// RenderingScene: a fixed drawing for the golden-image tests (SPEC D2, D3, D5).
//
// Not an example: the rendering tests launch it under headless Weston (at scale 1
// and 2) and compare the capture with golden PNGs in Tests/TouchKitReplayTests/Goldens.
// It shows every compositing feature at once: a rotated, half-transparent view that
// clips a subview, over another view; paths, dashes, arcs and gradients drawn in
// draw(_:); and the same shapes drawn once more through a cached drawing. There is
// no text, so that the goldens do not depend on the fonts installed.
import TouchKit
import TouchKitWayland

/// Shapes drawn with the Graphics API: a dashed rounded rectangle, a filled circle, an
/// arc, a linear and a radial gradient.
@MainActor
final class ShapesView: View {
    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.strokeColor = Color(red: 0.1, green: 0.1, blue: 0.3)
        context.lineWidth = 4
        context.setLineDash(lengths: [12, 6])
        context.addRoundedRect(bounds.insetBy(dx: 10, dy: 10), cornerRadius: 24)
        context.strokePath()
        context.setLineDash(lengths: [])
        context.fillColor = Color(red: 0.85, green: 0.2, blue: 0.25)
        context.addEllipse(in: Rect(x: 40, y: 40, width: 80, height: 80))
        context.fillPath()
        context.lineWidth = 10
        context.lineCap = .round
        context.strokeColor = Color(red: 0.2, green: 0.6, blue: 0.3)
        context.beginPath()
        context.addArc(center: Point(x: 200, y: 80), radius: 40, startAngle: 0, endAngle: .pi * 1.5)
        context.strokePath()
        let bar = Rect(x: 30, y: 150, width: bounds.width - 60, height: 40)
        context.withSavedState {
            context.clip(to: bar)
            context.drawLinearGradient(
                Gradient(colors: [Color(red: 1, green: 0.8, blue: 0), Color(red: 0.5, green: 0, blue: 0.8)]),
                start: Point(x: bar.minX, y: 0), end: Point(x: bar.maxX, y: 0))
        }
        let glow = Rect(x: 60, y: 210, width: 120, height: 60)
        context.withSavedState {
            context.clip(to: glow)
            context.drawRadialGradient(
                Gradient(colors: [.white, Color(red: 0, green: 0.4, blue: 0.7)]),
                startCenter: glow.center, startRadius: 0, endCenter: glow.center, endRadius: 60)
        }
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "RenderingScene"
    window.backgroundColor = Color(white: 0.93)

    let base = View(frame: Rect(x: 60, y: 80, width: 420, height: 300))
    base.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
    window.addSubview(base)

    let card = View(frame: Rect(x: 260, y: 200, width: 300, height: 220))
    card.backgroundColor = Color(red: 1, green: 0.55, blue: 0)
    card.alpha = 0.5
    card.transform = AffineTransform(rotationAngle: 20 * .pi / 180)
    card.clipsToBounds = true
    window.addSubview(card)

    let spill = View(frame: Rect(x: 180, y: 110, width: 200, height: 200))
    spill.backgroundColor = Color(red: 0.1, green: 0.7, blue: 0.3)
    card.addSubview(spill)

    let shapes = ShapesView(frame: Rect(x: 600, y: 40, width: 380, height: 290))
    window.addSubview(shapes)
    let cached = ShapesView(frame: Rect(x: 600, y: 340, width: 380, height: 290))
    cached.cachesDrawing = true
    cached.transform = AffineTransform(scaleX: 0.9, y: 0.9)
    window.addSubview(cached)

    window.makeKeyAndVisible()
    Application.shared.run()
}
