import TouchKit

/// The lines being drawn, in red, one per finger, keyed by the finger's `Touch`
/// (SPEC T1). Drawn directly: only the areas of the lines that moved are repainted.
@MainActor
final class LinesInProgressView: View {
    static let color = Color(red: 0.9, green: 0.1, blue: 0.1)
    private(set) var lines: [Touch: Line] = [:]

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Sets (or, with `nil`, removes) the line `touch` draws and returns the old one.
    @discardableResult
    func setLine(_ line: Line?, for touch: Touch) -> Line? {
        let old = lines[touch]
        lines[touch] = line
        if let old { setNeedsDisplay(old.bounds) }
        if let line { setNeedsDisplay(line.bounds) }
        return old
    }

    /// Removes every line.
    func removeAll() {
        lines.removeAll()
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        GraphicsContext.current?.stroke(lines.values, meeting: rect, color: Self.color)
    }
}
