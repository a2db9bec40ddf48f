import Foundation
import TouchKit

/// What the inspector shows for one finger: a marker where it is and a card of its
/// properties beside it (SPEC T2, W7, W8).
///
/// A card is computed from the `Touch` whenever it is drawn, so it always shows the
/// touch as it is now: TouchKit updates the same object in place for the finger's
/// whole life (SPEC T1). A finger that did not change in the latest event reads
/// `stationary` (W2).
@MainActor
struct TouchCard {
    static let size = Size(width: 200, height: 100)
    /// How far the card sits from the finger, in points along x and y.
    static let offset = 36.0
    static let font = Font.monospaced(size: 13)
    static let titleFont = Font.monospaced(size: 15, weight: .bold)

    /// The finger's colour: its marker and the card's edge; the card is a pale tint.
    let color: Color
    /// The finger's location in the inspector's coordinates.
    let location: Point
    /// The marker's radius: the contact's major radius when known, else a default.
    let markerRadius: Double
    /// The card's rectangle, beside the finger and inside `bounds`.
    let frame: Rect
    /// The card's lines: the title, then the properties.
    let lines: [String]
    private let touch: Touch

    /// Lays out the card of `touch` inside `bounds` (the view's coordinates).
    init(for touch: Touch, in view: View, bounds: Rect, color: Color) {
        self.touch = touch
        self.color = color
        location = touch.location(in: view)
        markerRadius = touch.hasShape ? max(touch.majorRadius, 6) : 22
        // Above right of the finger; mirrored where that would leave the bounds.
        var origin = Point(x: location.x + Self.offset, y: location.y - Self.offset - Self.size.height)
        if origin.x + Self.size.width > bounds.maxX { origin.x = location.x - Self.offset - Self.size.width }
        if origin.y < bounds.minY { origin.y = location.y + Self.offset }
        origin.x = min(max(origin.x, bounds.minX), bounds.maxX - Self.size.width)
        origin.y = min(max(origin.y, bounds.minY), bounds.maxY - Self.size.height)
        frame = Rect(origin: origin, size: Self.size)

        lines = [
            "\(Self.name(of: touch)) \(touch.phase.rawValue)",
            "tap \(touch.tapCount)  t \(String(format: "%.3f", touch.timestamp)) s",
            String(format: "(%.1f, %.1f)", location.x, location.y),
            Self.shape(of: touch),
        ]
    }

    /// `#` and the compositor's id for a finger; `pointer` for the mouse acting as one (W10).
    static func name(of touch: Touch) -> String {
        touch.type == .pointer ? "pointer" : "#\(touch.identifier)"
    }

    /// The contact's radius and orientation, when the compositor sends them (W8).
    static func shape(of touch: Touch) -> String {
        if touch.type == .pencil {
            // The pen's pressure and tilt (SPEC P41, P42), and its eraser end (P44).
            return String(
                format: "force %.2f  alt %.0f°  az %.0f°", touch.force, touch.altitudeAngle * 180 / .pi,
                touch.azimuthAngle(in: nil) * 180 / .pi) + (touch.isEraser ? "  eraser" : "")
        }
        guard touch.hasShape else { return "no shape" }
        return String(format: "r %.1f x %.1f  %.0f°", touch.majorRadius, touch.minorRadius, touch.orientation)
    }

    /// Everything the card and marker cover, for `setNeedsDisplay(_:)`.
    var area: Rect {
        let r = markerRadius + 12
        return frame.union(Rect(x: location.x - r, y: location.y - r, width: 2 * r, height: 2 * r))
            .insetBy(dx: -2, dy: -2)
    }

    /// Draws the marker (a cross, and the contact ellipse turned by its orientation)
    /// and the card.
    func draw(in context: GraphicsContext) {
        context.strokeColor = color
        context.lineWidth = 3
        context.withSavedState {
            context.translateBy(x: location.x, y: location.y)
            context.rotate(by: touch.orientation * .pi / 180)
            let minor = touch.hasShape ? max(touch.minorRadius, 6) : markerRadius
            context.strokeEllipse(
                in: Rect(x: -minor, y: -markerRadius, width: 2 * minor, height: 2 * markerRadius))
        }
        let arm = markerRadius + 10
        context.beginPath()
        context.move(to: Point(x: location.x - arm, y: location.y))
        context.addLine(to: Point(x: location.x + arm, y: location.y))
        context.move(to: Point(x: location.x, y: location.y - arm))
        context.addLine(to: Point(x: location.x, y: location.y + arm))
        context.lineWidth = 1
        context.strokePath()

        context.beginPath()
        context.addRoundedRect(frame.insetBy(dx: 1, dy: 1), cornerRadius: 8)
        context.fillColor = Self.tint(of: color)
        context.strokeColor = Self.edge(of: color)
        context.lineWidth = 2
        context.drawPath(using: .fillStroke)
        for (index, line) in lines.enumerated() {
            context.draw(
                text: line, at: Point(x: frame.minX + 10, y: frame.minY + 8 + 22 * Double(index)),
                font: index == 0 ? Self.titleFont : Self.font, color: Color(white: 0.12))
        }
    }

    /// The card's fill: a pale version of the finger's colour.
    static func tint(of color: Color) -> Color {
        Color(red: 0.8 + 0.2 * color.red, green: 0.8 + 0.2 * color.green, blue: 0.8 + 0.2 * color.blue)
    }

    /// The card's edge: a darker version of the finger's colour.
    static func edge(of color: Color) -> Color {
        Color(red: 0.6 * color.red, green: 0.6 * color.green, blue: 0.6 * color.blue)
    }
}
