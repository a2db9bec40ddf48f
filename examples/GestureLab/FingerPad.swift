import TouchKit

/// A pad that draws a dot under each finger TouchKit delivers to it, and says how
/// many it has: it shows which touches a view actually receives (SPEC T4, T7, T8).
///
/// The dots are keyed by `Touch` (SPEC T1); a cancelled touch is removed like one
/// that ended (SPEC F4, F5). Subclasses override the touch methods and call `super`.
@MainActor
class FingerPad: View {
    static let dotRadius = 24.0
    /// The name and finger count, laid out again only when the count changes.
    private let countLayout = TextLayout(text: "", font: .system(size: 15, weight: .bold), color: Color(white: 0.3))

    /// The pad's name, drawn in its top-left corner before the finger count.
    let name: String
    /// The colour of the dots.
    let dotColor: Color
    /// Where each finger is, in the pad's coordinates.
    private(set) var fingers: [Touch: Point] = [:]

    /// Creates a pad.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - name: The name shown in the corner, or "" for none.
    ///   - dotColor: The colour of its dots.
    init(frame: Rect, name: String, dotColor: Color) {
        self.name = name
        self.dotColor = dotColor
        super.init(frame: frame)
        backgroundColor = Color(white: 0.88)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches { fingers[touch] = touch.location(in: self) }
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches { fingers[touch] = touch.location(in: self) }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches { fingers[touch] = nil }
        setNeedsDisplay()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        touchesEnded(touches, with: event)
    }

    /// Draws the name, the finger count and a dot per finger.
    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let count = fingers.count == 1 ? "1 finger" : "\(fingers.count) fingers"
        let caption = name.isEmpty ? count : "\(name): \(count)"
        if countLayout.text != caption { countLayout.text = caption }
        context.draw(countLayout, at: Point(x: 12, y: 10))
        context.fillColor = dotColor
        let r = Self.dotRadius
        for point in fingers.values {
            context.fillEllipse(in: Rect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r))
        }
    }
}
