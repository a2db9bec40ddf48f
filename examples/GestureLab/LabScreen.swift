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

    private static let textColor = Color(white: 0.25)
    /// The title, instructions and status, laid out once (the status again when it changes).
    private lazy var titleLayout = TextLayout(
        text: Swift.type(of: self).title, font: .system(size: 22, weight: .bold), color: Self.textColor)
    private lazy var instructionsLayout = TextLayout(
        text: Swift.type(of: self).instructions, font: .system(size: 15), color: Self.textColor)
    private let statusLayout = TextLayout(text: "", font: .system(size: 17, weight: .bold), color: .black)

    required override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
    }

    /// The screen's views keep their places in proportion as the window's size changes
    /// (flexible margins), unless they say otherwise.
    override func didAddSubview(_ subview: View) {
        if subview.autoresizingMask.isEmpty { subview.autoresizingMask = .flexibleMargins }
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
        context.draw(titleLayout, at: Point(x: 24, y: 14))
        context.draw(instructionsLayout, at: Point(x: 24, y: 48))
        if statusLayout.text != status { statusLayout.text = status }
        context.draw(statusLayout, at: Point(x: 24, y: statusArea.minY + 12))
    }
}
