// TouchDots: the smallest TouchKit app worth running.
//
// One coloured dot per finger (the colour stays with the touch, the radius follows
// the contact's major axis when the compositor reports it), a short fading trail
// behind each, and the number of fingers down in the corner. The mouse acts as a
// finger (SPEC W10). Run it under any Wayland compositor; with a touchscreen, put
// all ten fingers down.
//
// What it shows: a multi-touch view (isMultipleTouchEnabled, SPEC T7) keyed by Touch
// objects (T1), locations in view coordinates (T2), cancellation handled like an end
// (F4, F5), drawing only through setNeedsDisplay(_:) (D2), and delayed work (D1): a
// ring marks where a finger lifted and goes away after `ringLifetime` seconds. The
// circles are filled once into images and copied after (DotImages.swift): much cheaper.
import TouchKit
import TouchKitWayland

/// The canvas: tracks each finger's dot and trail, keyed by its `Touch`.
@MainActor
final class DotsView: View {
    /// What is drawn for one finger.
    struct Dot {
        var color: Color
        var radius: Double
        var trail: [Point]
    }

    static let trailLength = 12
    static let defaultRadius = 28.0
    /// How long the ring where a finger lifted stays, in seconds.
    static let ringLifetime = 0.35

    private var dots: [Touch: Dot] = [:]
    private var rings: [Int: (center: Point, color: Color)] = [:]
    private var nextRing = 0
    private var nextHue = 0.0
    /// The dots and trails' circles, drawn once as images and copied after.
    private let circles = DotImages()
    /// The finger count, laid out once and again only when the count changes.
    private let countLabel = TextLayout(
        text: "0 fingers", font: .system(size: 18, weight: .bold), color: Color(white: 0.25))

    override init(frame: Rect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = Color(white: 0.97)
        accessibilityIdentifier = "dots"
    }

    /// A new finger: a new colour, a dot where it touched.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // Fingers landing together get their colours in id order, not the set's order.
        for touch in touches.sorted(by: { $0.identifier.number < $1.identifier.number }) {
            let color = Color(hue: nextHue, saturation: 0.8, brightness: 0.85)
            nextHue = (nextHue + 0.13).truncatingRemainder(dividingBy: 1)
            dots[touch] = Dot(color: color, radius: radius(of: touch), trail: [touch.location(in: self)])
            damage(around: dots[touch]!)
        }
        setNeedsDisplay(countArea)
    }

    /// A finger moved: the dot follows, the trail grows and fades at its tail.
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            guard var dot = dots[touch] else { continue }
            damage(around: dot)
            dot.trail.append(touch.location(in: self))
            if dot.trail.count > Self.trailLength { dot.trail.removeFirst(dot.trail.count - Self.trailLength) }
            dot.radius = radius(of: touch)
            dots[touch] = dot
            damage(around: dot)
        }
    }

    /// A finger lifted: its dot goes, and a ring marks the spot for a moment.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            guard let dot = dots[touch], let center = dot.trail.last else { continue }
            let id = nextRing
            nextRing += 1
            rings[id] = (center, dot.color)
            setNeedsDisplay(ringArea(center))
            perform(after: Self.ringLifetime) { [weak self] in
                guard let self, let ring = self.rings.removeValue(forKey: id) else { return }
                self.setNeedsDisplay(self.ringArea(ring.center))
            }
        }
        remove(touches)
    }

    private func ringArea(_ center: Point) -> Rect {
        Rect(x: center.x - 40, y: center.y - 40, width: 80, height: 80)
    }

    /// The system cancelled the touches: same as lifting, nothing is left behind.
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        remove(touches)
    }

    private func remove(_ touches: Set<Touch>) {
        for touch in touches {
            if let dot = dots.removeValue(forKey: touch) { damage(around: dot) }
        }
        setNeedsDisplay(countArea)
    }

    private func radius(of touch: Touch) -> Double {
        touch.hasShape && touch.majorRadius > 4 ? touch.majorRadius * 1.5 : Self.defaultRadius
    }

    private var countArea: Rect { Rect(x: bounds.maxX - 150, y: 0, width: 150, height: 40) }

    private func damage(around dot: Dot) {
        let area = dot.trail.reduce(Rect.null) { box, p in
            box.union(Rect(x: p.x, y: p.y, width: 0, height: 0))
        }
        setNeedsDisplay(area.insetBy(dx: -dot.radius - 2, dy: -dot.radius - 2))
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let scale = window?.displayScale ?? 1
        for dot in dots.values {
            for (index, point) in dot.trail.dropLast().enumerated() {
                let fade = Double(index + 1) / Double(dot.trail.count)
                circles.drawCircle(
                    at: point, radius: dot.radius * 0.35 * fade, color: dot.color.withAlpha(0.35 * fade), scale: scale)
            }
            if let p = dot.trail.last {
                circles.drawCircle(at: p, radius: dot.radius, color: dot.color, scale: scale)
            }
        }
        for ring in rings.values {
            context.strokeColor = ring.color
            context.lineWidth = 4
            context.strokeEllipse(in: ringArea(ring.center).insetBy(dx: 4, dy: 4))
        }
        // Only what meets `rect` needs drawing (SPEC D2): the label is text, the most
        // expensive thing here, and is usually outside the moving dots' damage.
        guard rect.intersects(countArea) else { return }
        let label = dots.count == 1 ? "1 finger" : "\(dots.count) fingers"
        if countLabel.text != label { countLabel.text = label }
        context.draw(countLabel, at: Point(x: bounds.maxX - countLabel.size.width - 12, y: 10))
    }
}

/// The screen: its root view is the canvas, which the window keeps at its own size.
@MainActor
final class DotsViewController: ViewController {
    override func loadView() {
        view = DotsView(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "TouchDots"
    window.rootViewController = DotsViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
