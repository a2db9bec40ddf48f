import TouchKit

/// The stage: holds the placard in its centre and moves it with a finger.
///
/// This is the seed's listing 3-6 ("handling a complex multi-touch sequence") in Swift.
/// Every touch on the placard reaches this view through the responder chain (the
/// placard passes it on), so the four touch methods here see both the placard's
/// touches and the stage's own, and tell them apart by `touch.view` (SPEC T2):
///
/// - down on the placard: it pulses (scale 1.2, then 1.1) and moves under the finger;
/// - the finger moves: the placard's centre follows it;
/// - the finger lifts: the placard bounces back to the centre, with interaction
///   switched off until the animation ends (SPEC F3, D4);
/// - a double tap elsewhere (`tapCount == 2`, SPEC T6): the next language;
/// - the touch is cancelled: the placard is put back at once.
@MainActor
final class MoveMeView: View {
    static let stageColor = Color(red: 0.16, green: 0.22, blue: 0.31)
    static let hintColor = Color(white: 0.80)
    /// Seconds of each half of the pulse: growing to 1.2, then settling at 1.1.
    static let pulseDuration = 0.15
    /// Seconds of the bounce back to the centre: it passes the centre after about a
    /// fifth of it, swings back, and settles.
    static let bounceDuration = 1.0

    let placard = PlacardView()

    /// The finger dragging the placard, if any. `View`s are single-touch by default
    /// (SPEC T7), so there is at most one.
    private var dragger: Touch?

    /// The hint laid out once (and again only if it changes).
    private lazy var hintLayout = TextLayout(text: hint, font: .system(size: 16), color: Self.hintColor)
    private let hint = "Drag the placard. Double-tap elsewhere for another language."

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Self.stageColor
        accessibilityIdentifier = "stage"
        placard.center = home
        addSubview(placard)
    }

    /// Where the placard rests: the centre of the stage.
    private var home: Point { bounds.center }

    /// A new size (the compositor's configure): the resting placard stays centred.
    override func layoutSubviews() {
        if dragger == nil && !placard.isAnimating { placard.center = home }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        // Move the placard only if the touch went down on it.
        guard touch.view === placard else {
            // A double tap outside the placard shows the next greeting.
            if touch.tapCount == 2 { placard.showNextGreeting() }
            return
        }
        dragger = touch
        animateFirstTouch(touch)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let dragger, touches.contains(dragger) else { return }
        // A direct change: if the pulse is still moving the placard, it follows too.
        placard.center = dragger.location(in: self)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let dragger, touches.contains(dragger) else { return }
        self.dragger = nil
        // Switch interaction off so that new touches cannot interfere with the bounce.
        isUserInteractionEnabled = false
        View.animate(withDuration: Self.bounceDuration, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
            placard.center = home
            placard.transform = .identity
        } completion: { [weak self] _ in
            self?.isUserInteractionEnabled = true
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        // To cost as little as possible, simply put the placard back, without animation.
        dragger = nil
        placard.center = home
        placard.transform = .identity
    }

    /// "Pulses" the placard by scaling it up then down, and moves it under the finger.
    ///
    /// One animation block animates a property once, so the second step (scale 1.1,
    /// move) starts in the first one's completion, as in Apple's MoveMe sample. It
    /// moves the placard to where the finger is then, and not at all if the finger has
    /// lifted or was cancelled meanwhile.
    private func animateFirstTouch(_ touch: Touch) {
        View.animate(withDuration: Self.pulseDuration) {
            placard.transform = AffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { [weak self] finished in
            guard let self, finished, self.dragger === touch else { return }
            View.animate(withDuration: Self.pulseDuration) {
                self.placard.transform = AffineTransform(scaleX: 1.1, y: 1.1)
                self.placard.center = touch.location(in: self)
            }
        }
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(hintLayout, at: Point(x: bounds.midX - hintLayout.size.width / 2, y: bounds.maxY - 44))
    }
}
