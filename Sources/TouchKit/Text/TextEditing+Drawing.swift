extension TextEditing {
    /// Draws what every TouchKit text view draws of its text (SPEC X4, X5): the
    /// selection at ``TextField/selectionAlpha`` of the tint while editing, the text with
    /// its marked part underlined (unless `showsText` is false: a field's placeholder
    /// shows instead), and the caret while editing with an empty selection. The
    /// coordinates are the view's (a text view's content's).
    func drawEditedText(
        in context: GraphicsContext, color: Color, tint: Color, showsText: Bool = true, showsHandles: Bool = false
    ) {
        let origin = editor.origin
        if showsText {
            if isEditing, !editor.selection.isEmpty {
                context.fillColor = tint.withAlpha(TextField.selectionAlpha)
                for r in editor.selectionRects(for: editor.selection) {
                    context.fill(r.offsetBy(dx: origin.x, dy: origin.y))
                }
            }
            editor.layout.color = color
            context.draw(editor.layout, at: origin)
        }
        if showsHandles { drawHandles(in: context, tint: tint) }
        if isEditing, editor.selection.isEmpty {
            context.fillColor = tint
            context.fill(caretRect(for: TextPosition(offset: editor.active)))
        }
    }

    /// The radius of a selection handle's knob, in points **(choice)**.
    static var handleKnobRadius: Double { 4 }

    /// The selection's two handles (SPEC X14): a caret-high bar at each end, with a knob
    /// above the start and below the end, in the tint colour.
    private func drawHandles(in context: GraphicsContext, tint: Color) {
        let selection = editor.selection
        let radius = Self.handleKnobRadius
        context.fillColor = tint
        for (offset, isStart) in [(selection.lowerBound, true), (selection.upperBound, false)] {
            let bar = caretRect(for: TextPosition(offset: offset))
            context.fill(bar)
            let centerY = isStart ? bar.minY - radius + 1 : bar.maxY + radius - 1
            context.fillEllipse(
                in: Rect(x: bar.midX - radius, y: centerY - radius, width: 2 * radius, height: 2 * radius))
        }
    }
}
