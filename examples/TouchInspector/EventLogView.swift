import Foundation
import TouchKit

/// The event log: the latest lines, newest at the bottom, like a terminal running `wev`.
///
/// It only displays. Its `isUserInteractionEnabled` is off, so hit-testing skips it
/// (SPEC H2) and a finger on the log lands on the inspector behind it. Every line also
/// goes to standard output, so `TouchInspector > touches.log` keeps the whole log,
/// unless the settings' switch turns that off.
@MainActor
final class EventLogView: View {
    /// How many lines are shown.
    static let visibleLines = 8
    static let lineHeight = 18.0
    static let padding = 8.0
    /// The height that shows ``visibleLines`` lines.
    static let height = Double(visibleLines) * lineHeight + 2 * padding
    static let textColor = Color(red: 0.55, green: 0.90, blue: 0.60)

    /// How many of the latest lines are shown, 1 to ``visibleLines`` (the settings' slider).
    var shownLines = EventLogView.visibleLines {
        didSet { if shownLines != oldValue { setNeedsDisplay() } }
    }
    /// Whether lines also go to standard output (the settings' switch).
    var printsLines = true

    /// The lines kept, oldest first.
    private(set) var lines: [String] = []
    /// The lines laid out, one layout each, made when a line arrives.
    private var layouts: [TextLayout] = []
    private let font = Font.monospaced(size: 13)

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.12)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "log"
    }

    /// Adds a line at the bottom; the oldest scrolls away.
    func append(_ line: String) {
        lines.append(line)
        layouts.append(TextLayout(text: line, font: font, color: Self.textColor))
        if lines.count > Self.visibleLines {
            lines.removeFirst(lines.count - Self.visibleLines)
            layouts.removeFirst(layouts.count - Self.visibleLines)
        }
        if printsLines { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        for (index, layout) in layouts.suffix(max(1, shownLines)).enumerated() {
            context.draw(layout, at: Point(x: 12, y: Self.padding + Double(index) * Self.lineHeight))
        }
    }
}
