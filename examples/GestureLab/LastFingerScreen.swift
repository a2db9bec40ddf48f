import TouchKit

/// Seed listing 3-7: telling when the last finger on a view lifts (SPEC T5, T4).
///
/// In `touchesEnded`, `touches` holds the fingers that lifted in this frame and
/// `event.touches(for: self)` every finger on the view, lifted or not: when the two
/// counts are equal, no finger is left. Each time that happens the pad adds a green
/// stamp to the row at its bottom. With the mouse every click is a last finger;
/// try two fingers on a touchscreen.
@MainActor
final class LastFingerScreen: LabScreen {
    override class var title: String { "Last finger" }
    override class var instructions: String {
        "Put several fingers on the pad, then lift them one by one: a green stamp appears only when the last one lifts.\n"
            + "Needs a touchscreen to show more than a click: the mouse is one finger."
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = LastFingerPad(frame: Rect(x: 0, y: 0, width: 600, height: 300))
        pad.center = stage.center
        pad.onLastFingerLifted = { [weak self] count in
            self?.status = "Last finger lifted (\(count == 1 ? "once" : "\(count) times"))"
        }
        addSubview(pad)
        status = "No finger lifted yet"
    }
}

/// The pad of ``LastFingerScreen``: a ``FingerPad`` that stamps each end of a
/// multi-touch sequence.
@MainActor
final class LastFingerPad: FingerPad {
    static let stampColor = Color(red: 0.20, green: 0.70, blue: 0.35)
    static let stampSpacing = 28.0
    private var stamps = 0
    /// Called with the number of stamps after each one.
    var onLastFingerLifted: ((Int) -> Void)?

    init(frame: Rect) {
        super.init(frame: frame, name: "", dotColor: Color(red: 0.30, green: 0.60, blue: 0.85))
        accessibilityIdentifier = "lastFingerPad"
        isMultipleTouchEnabled = true
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let event, touches.count == event.touches(for: self)?.count {
            // The last finger has lifted.
            stamps += 1
            onLastFingerLifted?(stamps)
        }
        super.touchesEnded(touches, with: event)
    }

    /// Draws the fingers, then one stamp per completed sequence.
    override func draw(_ rect: Rect) {
        super.draw(rect)
        guard let context = GraphicsContext.current else { return }
        context.fillColor = Self.stampColor
        for index in 0..<stamps {
            let x = 12 + Double(index % 20) * Self.stampSpacing
            let y = bounds.height - 32 - Double(index / 20) * Self.stampSpacing
            context.fillEllipse(in: Rect(x: x, y: y, width: 20, height: 20))
        }
    }
}
