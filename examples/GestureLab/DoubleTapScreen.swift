import TouchKit

/// Seed listing 3-1: a view that responds to a double tap by reading `tapCount` in
/// `touchesEnded`, once the finger has lifted (SPEC T6).
///
/// Each double tap flips the pad between blue and orange; a single tap only shows
/// its count. Works with the mouse: double-click.
@MainActor
final class DoubleTapScreen: LabScreen {
    override class var title: String { "Double tap" }
    override class var instructions: String {
        "Double-tap the pad: it changes colour. A single tap does nothing but show its tapCount.\n"
            + "Taps count up when they come within \(TapThresholds.maximumInterval) s and "
            + "\(Int(TapThresholds.maximumDistance)) pt of each other, on the same view."
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = DoubleTapPad(frame: Rect(x: 0, y: 0, width: 260, height: 260))
        pad.center = stage.center
        pad.onTap = { [weak self] count in self?.status = "Tap count \(count)" }
        addSubview(pad)
        status = "Tap count: none yet"
    }
}

/// The pad of ``DoubleTapScreen``.
@MainActor
final class DoubleTapPad: View {
    static let colors = [Color(red: 0.30, green: 0.60, blue: 0.85), Color(red: 0.95, green: 0.55, blue: 0.15)]
    private var colorIndex = 0
    /// Called with the tap count of every tap.
    var onTap: ((Int) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "doubleTapPad"
        backgroundColor = Self.colors[0]
    }

    // The pad handles its touches itself: it overrides all four methods, so none of
    // them climbs the responder chain (SPEC R2).
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            onTap?(touch.tapCount)
            if touch.tapCount >= 2 { respondToDoubleTap() }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    private func respondToDoubleTap() {
        colorIndex = 1 - colorIndex
        backgroundColor = Self.colors[colorIndex]
    }
}
