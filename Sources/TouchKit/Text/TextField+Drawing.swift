extension TextField {
    /// The selection's colour: the tint at 30 % **(choice)**.
    static let selectionAlpha: Double = 0.3

    /// Draws the border, the selection, the text (or the placeholder), the caret and the
    /// clear button (SPEC X4).
    func drawField() {
        guard let context = GraphicsContext.current else { return }
        drawBorder(in: context)
        let insets = textInsets
        let textArea = Rect(
            x: bounds.minX + insets.left, y: bounds.minY,
            width: max(0, bounds.width - insets.left - insets.right), height: bounds.height)
        context.withSavedState {
            context.clip(to: textArea)
            let showsPlaceholder = editor.text.isEmpty && editor.markedRange == nil
            if showsPlaceholder {
                placeholderLayout.color = .placeholderText
                let placeholderOrigin = Point(
                    x: placeholderX(in: textArea), y: bounds.midY - placeholderLayout.size.height / 2)
                context.draw(placeholderLayout, at: placeholderOrigin)
            }
            drawEditedText(
                in: context, color: textColor, tint: tintColor, showsText: !showsPlaceholder,
                showsHandles: textInteraction.showsHandles)
        }
        if isClearButtonVisible { drawClearButton(in: context) }
    }

    private func placeholderX(in area: Rect) -> Double {
        let width = placeholderLayout.size.width
        switch textAlignment {
        case .center: return area.minX + (area.width - width) / 2
        case .right: return area.maxX - width
        case .natural where placeholderLayout.baseDirection == .rightToLeft: return area.maxX - width
        default: return area.minX
        }
    }

    private func drawBorder(in context: GraphicsContext) {
        switch borderStyle {
        case .none:
            return
        case .line, .bezel:
            context.strokeColor = borderStyle == .line ? Color.label : Color.systemGray
            context.lineWidth = 1
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        case .roundedRect:
            let box = bounds.insetBy(dx: 0.5, dy: 0.5)
            context.fillColor = .systemBackground
            context.addRoundedRect(box, cornerRadius: 5)
            context.fillPath()
            context.strokeColor = .systemGray4
            context.lineWidth = 1
            context.addRoundedRect(box, cornerRadius: 5)
            context.strokePath()
        }
    }

    private func drawClearButton(in context: GraphicsContext) {
        let box = clearButtonRect
        context.fillColor = .systemGray3
        context.fillEllipse(in: box)
        let inset = box.width * 0.3
        context.strokeColor = .white
        context.lineWidth = 1.5
        context.strokeLineSegments(between: [
            Point(x: box.minX + inset, y: box.minY + inset), Point(x: box.maxX - inset, y: box.maxY - inset),
            Point(x: box.maxX - inset, y: box.minY + inset), Point(x: box.minX + inset, y: box.maxY - inset),
        ])
    }
}
