import TouchKit

/// One technique of the lab: a title, what to try, the views to touch, and a status
/// line at the bottom that says what the last gesture did.
///
/// Subclasses add their views in `init(frame:)`, inside ``stage``, and set ``status``
/// from their touch handlers. The lab makes a fresh screen each time its tab is
/// tapped, so a screen never needs to reset itself.
@MainActor
class LabScreen: View {
    /// The name on the tab and above the screen.
    class var title: String { "" }

    /// What to try, under the title; `\n` starts a new line.
    class var instructions: String { "" }

    /// The outcome of the last gesture, shown at the bottom of the screen.
    var status = "" {
        didSet { if status != oldValue { setNeedsDisplay(statusArea) } }
    }

    private static let titleFont = Font.system(size: 22, weight: .bold)
    private static let textFont = Font.system(size: 15)
    private static let statusFont = Font.system(size: 17, weight: .bold)
    private static let textColor = Color(white: 0.25)

    required override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
    }

    /// The area below the instructions and above the status line, where the views
    /// to touch go.
    var stage: Rect {
        Rect(x: 24, y: 110, width: bounds.width - 48, height: bounds.height - 166)
    }

    private var statusArea: Rect {
        Rect(x: 0, y: bounds.height - 48, width: bounds.width, height: 48)
    }

    /// Draws the title, the instructions and the status line.
    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let type = Swift.type(of: self)
        context.draw(text: type.title, at: Point(x: 24, y: 14), font: Self.titleFont, color: Self.textColor)
        context.draw(text: type.instructions, at: Point(x: 24, y: 48), font: Self.textFont, color: Self.textColor)
        context.draw(text: status, at: Point(x: 24, y: statusArea.minY + 12), font: Self.statusFont, color: .black)
    }
}
