import TouchKit

/// Draws client-side decorations: a soft shadow in the margin, the title bar with its
/// title (dimmer when the window is not active) and its three buttons, in the window's
/// appearance (dark in a dark window, SPEC M1).
@MainActor
enum DecorationPainter {
    static let activeBar = Color(light: Color(white: 0.86), dark: Color(white: 0.20))
    static let inactiveBar = Color(light: Color(white: 0.93), dark: Color(white: 0.14))
    static let activeTitle = Color(light: Color(white: 0.12), dark: Color(white: 0.92))
    static let inactiveTitle = Color(light: Color(white: 0.55), dark: Color(white: 0.55))
    static let separator = Color(light: Color(white: 0.75), dark: Color(white: 0.30))
    /// A button's round background at rest.
    static let buttonAlpha = 0.08
    /// A button's round background under the pointer (SPEC P19, a choice).
    static let hoverAlpha = 0.22

    /// Paints the whole decoration surface; `(0, 0)` of the context is the surface's
    /// top-left, `layout.surfaceFrame.origin` in content coordinates.
    static func paint(
        layout: DecorationLayout, title: String, appearance: Appearance = .light,
        hovered: DecorationLayout.Part? = nil, into context: GraphicsContext
    ) {
        let origin = layout.surfaceFrame.origin
        context.clear(Rect(origin: .zero, size: layout.surfaceFrame.size))
        context.saveGState()
        let previousAppearance = context.appearance
        context.appearance = appearance
        defer {
            context.appearance = previousAppearance
            context.restoreGState()
        }
        context.translateBy(x: -origin.x, y: -origin.y)
        let geometry = layout.windowGeometry
        let margin = layout.margin
        if margin > 0 {
            // A shadow of a few widening, fading rings.
            for step in stride(from: margin, to: 0, by: -2) {
                context.fillColor = Color(white: 0, alpha: 0.05 * (1 - step / margin) + 0.01)
                context.beginPath()
                context.addRoundedRect(
                    geometry.insetBy(dx: -step, dy: -step).offsetBy(dx: 0, dy: 2), cornerRadius: 6 + step)
                context.fillPath()
            }
            context.clear(geometry)
        }
        let bar = layout.titleBar
        context.fillColor = layout.isActivated ? activeBar : inactiveBar
        context.beginPath()
        if margin > 0 {
            context.addRoundedRect(bar.insetBy(dx: 0, dy: 0), cornerRadius: 6)
            context.addRect(Rect(x: bar.minX, y: bar.midY, width: bar.width, height: bar.height / 2))
        } else {
            context.addRect(bar)
        }
        context.fillPath()
        context.fillColor = separator
        context.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1))

        let textColor = layout.isActivated ? activeTitle : inactiveTitle
        let text = TextLayout(text: title, font: .system(size: 14, weight: .bold), color: textColor)
        let room = layout.button(.minimize).minX - 12 - bar.minX
        let size = text.size
        let x = max(bar.minX + 12, min(bar.midX - size.width / 2, bar.minX + room - size.width))
        context.saveGState()
        context.clip(to: Rect(x: bar.minX + 8, y: bar.minY, width: max(0, room), height: bar.height))
        context.draw(text, at: Point(x: x, y: bar.midY - size.height / 2))
        context.restoreGState()

        for part in [DecorationLayout.Part.close, .maximize, .minimize] {
            drawButton(
                part, in: layout.button(part), layout: layout, color: textColor, isHovered: part == hovered,
                context: context)
        }
    }

    private static func drawButton(
        _ part: DecorationLayout.Part, in rect: Rect, layout: DecorationLayout, color: Color, isHovered: Bool,
        context: GraphicsContext
    ) {
        // Under the pointer: darker in a light window, lighter in a dark one.
        context.fillColor =
            isHovered
            ? Color(light: Color(white: 0, alpha: hoverAlpha), dark: Color(white: 1, alpha: hoverAlpha))
            : Color(white: 0, alpha: buttonAlpha)
        context.fillEllipse(in: rect)
        context.strokeColor = color
        context.lineWidth = 1.5
        let c = Point(x: rect.midX, y: rect.midY)
        context.beginPath()
        switch part {
        case .close:
            context.move(to: Point(x: c.x - 4.5, y: c.y - 4.5))
            context.addLine(to: Point(x: c.x + 4.5, y: c.y + 4.5))
            context.move(to: Point(x: c.x + 4.5, y: c.y - 4.5))
            context.addLine(to: Point(x: c.x - 4.5, y: c.y + 4.5))
        case .maximize where layout.isMaximized:
            context.addRect(Rect(x: c.x - 4.5, y: c.y - 2.5, width: 7, height: 7))
            context.move(to: Point(x: c.x - 2.5, y: c.y - 4.5))
            context.addLine(to: Point(x: c.x + 4.5, y: c.y - 4.5))
            context.addLine(to: Point(x: c.x + 4.5, y: c.y + 2.5))
        case .maximize:
            context.addRect(Rect(x: c.x - 4.5, y: c.y - 4.5, width: 9, height: 9))
        default:
            context.move(to: Point(x: c.x - 4.5, y: c.y + 3.5))
            context.addLine(to: Point(x: c.x + 4.5, y: c.y + 3.5))
        }
        context.strokePath()
    }
}
