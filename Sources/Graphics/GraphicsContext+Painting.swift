internal import CCairo

extension GraphicsContext {
    /// The colour ``fillPath(using:)`` and the other fill operations paint with; black at
    /// first. Part of the graphics state.
    public var fillColor: Color {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }

    /// The colour ``strokePath()`` and the other stroke operations paint with; black at
    /// first. Part of the graphics state.
    public var strokeColor: Color {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }

    /// The width of stroked lines in user-space units; 2 at first (Cairo's default).
    public var lineWidth: Double {
        get { cairo_get_line_width(cr) }
        set { cairo_set_line_width(cr, newValue) }
    }

    /// How the open ends of stroked lines are drawn; ``LineCap/butt`` at first.
    public var lineCap: LineCap {
        get { LineCap(cairo_get_line_cap(cr)) }
        set { cairo_set_line_cap(cr, newValue.cairo) }
    }

    /// How corners of stroked paths are drawn; ``LineJoin/miter`` at first.
    public var lineJoin: LineJoin {
        get { LineJoin(cairo_get_line_join(cr)) }
        set { cairo_set_line_join(cr, newValue.cairo) }
    }

    /// The ratio of miter length to line width beyond which a miter join is beveled;
    /// 10 at first.
    public var miterLimit: Double {
        get { cairo_get_miter_limit(cr) }
        set { cairo_set_miter_limit(cr, newValue) }
    }

    /// How drawing combines with what is already there; ``BlendMode/normal`` at first.
    public var blendMode: BlendMode {
        get { BlendMode(cairo_get_operator(cr)) }
        set { cairo_set_operator(cr, newValue.cairo) }
    }

    /// Whether edges are antialiased; `true` at first. Turn it off for crisp, exactly
    /// predictable pixels.
    public var shouldAntialias: Bool {
        get { cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(cr, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    /// Sets a dash pattern for stroked lines.
    ///
    /// Lengths alternate between drawn and skipped, in user-space units. A pattern whose
    /// lengths are negative or all zero puts the context in an error status.
    ///
    /// - Parameters:
    ///   - phase: How far into the pattern the first dash starts.
    ///   - lengths: The dash and gap lengths; empty for solid lines.
    public func setLineDash(phase: Double = 0, lengths: [Double]) {
        cairo_set_dash(cr, lengths, Int32(lengths.count), phase)
    }

    /// Fills the current path with ``fillColor`` and clears the path.
    ///
    /// - Parameter rule: Which areas count as inside; non-zero winding by default.
    public func fillPath(using rule: FillRule = .winding) {
        setSource(state.fillColor)
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_fill(cr)
    }

    /// Strokes the current path with ``strokeColor`` and the line style, and clears the
    /// path.
    public func strokePath() {
        setSource(state.strokeColor)
        cairo_stroke(cr)
    }

    /// Fills and/or strokes the current path, then clears it.
    ///
    /// - Parameter mode: What to do; fills happen before strokes.
    public func drawPath(using mode: PathDrawingMode) {
        switch mode {
        case .fill:
            fillPath(using: .winding)
        case .evenOddFill:
            fillPath(using: .evenOdd)
        case .stroke:
            strokePath()
        case .fillStroke, .evenOddFillStroke:
            setSource(state.fillColor)
            cairo_set_fill_rule(cr, (mode == .fillStroke ? FillRule.winding : .evenOdd).cairo)
            cairo_fill_preserve(cr)
            strokePath()
        }
    }

    /// Fills a rectangle with ``fillColor``.
    ///
    /// The current path is replaced (and then consumed).
    ///
    /// - Parameter rect: The area to fill.
    public func fill(_ rect: Rect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Strokes the outline of a rectangle with ``strokeColor``.
    ///
    /// The current path is replaced (and then consumed).
    ///
    /// - Parameter rect: The rectangle; the line is centred on its edges.
    public func stroke(_ rect: Rect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Fills the ellipse that fits a rectangle with ``fillColor``.
    ///
    /// The current path is replaced (and then consumed).
    ///
    /// - Parameter rect: The bounding rectangle.
    public func fillEllipse(in rect: Rect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse that fits a rectangle with ``strokeColor``.
    ///
    /// The current path is replaced (and then consumed).
    ///
    /// - Parameter rect: The bounding rectangle.
    public func strokeEllipse(in rect: Rect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Erases a rectangle to transparent, whatever the blend mode.
    ///
    /// The current path is replaced (and then consumed); the clip still applies.
    ///
    /// - Parameter rect: The area to erase.
    public func clear(_ rect: Rect) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cr)
        addRect(rect)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Paints a colour over the whole clip area, as if filling an infinite rectangle.
    ///
    /// - Parameter color: The colour to paint with (the fill colour is not changed).
    public func paint(_ color: Color) {
        setSource(color)
        cairo_paint(cr)
    }

    /// The appearance adaptive colours are painted in (``Color/init(light:dark:)``);
    /// ``Appearance/light`` at first. Part of the graphics state.
    public var appearance: Appearance {
        get { state.appearance }
        set { state.appearance = newValue }
    }

    /// Makes a colour Cairo's source, in the context's ``appearance``.
    func setSource(_ color: Color) {
        let color = color.resolved(for: state.appearance)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
