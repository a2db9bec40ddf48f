import TouchKit

/// A row of the inbox: an unread dot, the sender in bold, the subject, and the start of
/// the body on up to three lines, laid out by Pango. Its height follows its text: the
/// table measures it with ``sizeThatFits(_:)`` (SPEC L6).
@MainActor
final class MessageCell: TableViewCell {
    static let identifier = "message"
    /// The unread dot's colour.
    static let dotColor = Color(red: 0.0, green: 0.48, blue: 1.0)
    private static let inset = 28.0
    private static let gap = 3.0

    let senderLabel = Label(frame: .zero)
    let subjectLabel = Label(frame: .zero)
    let previewLabel = Label(frame: .zero)
    private(set) var isUnread = false

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        senderLabel.font = .system(size: 17, weight: .bold)
        subjectLabel.font = .system(size: 15)
        previewLabel.font = .system(size: 14)
        previewLabel.textColor = .gray
        previewLabel.numberOfLines = 3
        subjectLabel.numberOfLines = 2
        for label in [senderLabel, subjectLabel, previewLabel] { contentView.addSubview(label) }
        accessoryType = .disclosureIndicator
        showsReorderControl = true
    }

    /// Shows `message`.
    func show(_ message: Message) {
        // The content view too: it is what a touch on the row reaches.
        accessibilityIdentifier = "message\(message.id)"
        contentView.accessibilityIdentifier = "message\(message.id)"
        senderLabel.text = message.sender
        subjectLabel.text = message.subject
        previewLabel.text = message.body
        isUnread = message.isUnread
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The labels' heights at `width` of the content.
    private func heights(width: Double) -> [Double] {
        let textWidth = max(0, width - Self.inset - TableViewCell.margin)
        return [senderLabel, subjectLabel, previewLabel].map {
            $0.sizeThatFits(Size(width: textWidth, height: .infinity)).height
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        let textWidth = max(0, width - Self.inset - TableViewCell.margin)
        var y = 10.0
        for (label, height) in zip([senderLabel, subjectLabel, previewLabel], heights(width: width)) {
            label.frame = Rect(x: Self.inset, y: y, width: textWidth, height: height)
            y += height + Self.gap
        }
    }

    /// The height the three labels need at `size.width`, with the margins.
    override func sizeThatFits(_ size: Size) -> Size {
        guard size.width.isFinite else { return bounds.size }
        let accessory = TableViewCell.accessoryWidth
        let text = heights(width: size.width - accessory).reduce(0, +) + 2 * Self.gap
        return Size(width: size.width, height: (text + 20).rounded(.up))
    }

    override func draw(_ rect: Rect) {
        super.draw(rect)
        guard isUnread, let context = GraphicsContext.current else { return }
        context.fillColor = Self.dotColor
        context.fillEllipse(in: Rect(x: 10, y: 17, width: 10, height: 10))
    }
}
