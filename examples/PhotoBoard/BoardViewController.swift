import TouchKit

/// The board: three cards, each with five recognizers, and the side panel.
///
/// Every card carries a pan, a pinch and a rotation recognizer. The controller is
/// their delegate and lets any two recognizers *of the same card* recognize together
/// (SPEC G15), so two fingers move, scale and turn a card at once; recognizers of
/// different cards never share a touch, so two hands can work on two cards (G14).
/// Each action applies its change and sets the recognizer back to zero
/// (`setTranslation(.zero)`, `scale = 1`, `rotation = 0`), so the three combine by
/// increments, the usual UIKit idiom.
///
/// A double tap sends the card home with an animation (G23, D4). A long press (G24)
/// lifts it to the front with an animation; it may recognize together with the pan,
/// so a lifted card can be dragged. The side panel comes out of the window's left
/// edge with a ``ScreenEdgePanGestureRecognizer`` (G29) on the board; a tap on the
/// board, allowed to begin only while the panel is open (G13), closes it.
@MainActor
final class BoardViewController: ViewController, GestureRecognizerDelegate {
    /// Cork, darker in dark mode (SPEC M2).
    static let boardColor = Color(
        light: Color(red: 0.78, green: 0.64, blue: 0.47), dark: Color(red: 0.33, green: 0.26, blue: 0.19))
    /// Where the cards rest: the first two overlap.
    static let homes = [Point(x: 300, y: 290), Point(x: 470, y: 370), Point(x: 790, y: 300)]
    static let animationDuration = 0.3

    private(set) var cards: [CardView] = []
    private(set) var panel: SidePanel!
    private var boardTap: TapGestureRecognizer!
    /// Whether the side panel is out (or going out).
    private(set) var isPanelOpen = false
    private var panelStart = 0.0

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = Self.boardColor
        view.accessibilityIdentifier = "board"
    }

    override func viewDidLoad() {
        for (index, home) in Self.homes.enumerated() {
            let card = CardView(photo: Photo.all[index], home: home, identifier: "card\(index)")
            view.addSubview(card)
            cards.append(card)
            addRecognizers(to: card)
        }
        panel = SidePanel(height: view.bounds.height)
        view.addSubview(panel)
        panel.resetButton.addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            for card in self.cards { self.sendHome(card) }
            self.setPanel(open: false, velocity: 0)
        }
        addPanelRecognizers()
    }

    /// The board's size the cards' homes were last placed for.
    private var laidOutSize = Size(width: 1024, height: 640)

    /// Keeps the cards and their homes in proportion when the window's size changes:
    /// the homes are given for a 1024x640 board.
    override func viewDidLayoutSubviews() {
        let size = view.bounds.size
        guard size != laidOutSize, size.width > 0, size.height > 0 else { return }
        let sx = size.width / laidOutSize.width
        let sy = size.height / laidOutSize.height
        laidOutSize = size
        for (card, home) in zip(cards, Self.homes) {
            card.home = Point(x: home.x * size.width / 1024, y: home.y * size.height / 640)
            card.center = Point(x: card.center.x * sx, y: card.center.y * sy)
        }
    }

    // MARK: - Cards

    private func addRecognizers(to card: CardView) {
        let pan = PanGestureRecognizer { [weak card] recognizer in
            guard let card, let pan = recognizer as? PanGestureRecognizer, let board = card.superview else { return }
            let t = pan.translation(in: board)
            card.center = Point(x: card.center.x + t.x, y: card.center.y + t.y)
            pan.setTranslation(.zero, in: board)
        }
        pan.name = "pan"
        let pinch = PinchGestureRecognizer { [weak card] recognizer in
            guard let card, let pinch = recognizer as? PinchGestureRecognizer else { return }
            card.scale *= pinch.scale
            pinch.scale = 1
            card.applyTransform()
        }
        pinch.name = "pinch"
        let rotation = RotationGestureRecognizer { [weak card] recognizer in
            guard let card, let rotation = recognizer as? RotationGestureRecognizer else { return }
            card.angle += rotation.rotation
            rotation.rotation = 0
            card.applyTransform()
        }
        rotation.name = "rotation"
        let doubleTap = TapGestureRecognizer { [weak self, weak card] _ in
            guard let self, let card else { return }
            self.sendHome(card)
        }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        let longPress = LongPressGestureRecognizer { [weak self, weak card] recognizer in
            guard let self, let card else { return }
            switch recognizer.state {
            case .began: self.lift(card)
            case .ended, .cancelled: self.drop(card)
            default: break
            }
        }
        longPress.name = "longPress"
        for recognizer in [pan, pinch, rotation, doubleTap, longPress] as [GestureRecognizer] {
            recognizer.delegate = self
            card.addGestureRecognizer(recognizer)
        }
    }

    /// Lifts `card` above the others: in front, larger, with a deeper shadow.
    private func lift(_ card: CardView) {
        view.bringSubviewToFront(card)
        view.bringSubviewToFront(panel)
        View.animate(withDuration: 0.2, options: [.allowUserInteraction]) {
            card.isLifted = true
            card.applyTransform()
        }
    }

    /// Puts `card` down again where it is.
    private func drop(_ card: CardView) {
        View.animate(withDuration: 0.2, options: [.allowUserInteraction]) {
            card.isLifted = false
            card.applyTransform()
        }
    }

    /// Sends `card` back to where it rests, upright and at its own size.
    private func sendHome(_ card: CardView) {
        card.scale = 1
        card.angle = 0
        View.animate(withDuration: Self.animationDuration) {
            card.center = card.home
            card.applyTransform()
        }
    }

    // MARK: - GestureRecognizerDelegate

    /// Recognizers of the same card recognize together, except the double tap (G15).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        guard gestureRecognizer.view is CardView, gestureRecognizer.view === otherGestureRecognizer.view else {
            return false
        }
        return !(gestureRecognizer is TapGestureRecognizer) && !(otherGestureRecognizer is TapGestureRecognizer)
    }

    /// The board's tap closes the panel, so it may begin only while the panel is open (G13).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer === boardTap ? isPanelOpen : true
    }

    // MARK: - The side panel

    private func addPanelRecognizers() {
        let edgePan = ScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.followPanel(pan, opening: true)
        }
        edgePan.edges = .left
        edgePan.name = "edgePan"
        view.addGestureRecognizer(edgePan)

        let panelPan = PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.followPanel(pan, opening: false)
        }
        panelPan.name = "panelPan"
        panel.addGestureRecognizer(panelPan)

        boardTap = TapGestureRecognizer { [weak self] _ in self?.setPanel(open: false, velocity: 0) }
        boardTap.name = "boardTap"
        boardTap.delegate = self
        view.addGestureRecognizer(boardTap)
    }

    /// Moves the panel with a pan; at the end, opens or closes it.
    private func followPanel(_ pan: PanGestureRecognizer, opening: Bool) {
        let width = SidePanel.width
        if pan.state == .began { panelStart = panel.frame.minX }
        let x = min(0, max(-width, panelStart + pan.translation(in: view).x))
        switch pan.state {
        case .began, .changed:
            panel.frame.origin.x = x
        case .ended:
            let v = pan.velocity(in: view).x
            let open = opening ? (x > -width / 2 || v > 300) && v > -300 : x > -width / 3 && v > -300
            setPanel(open: open, velocity: v)
        default:
            setPanel(open: isPanelOpen, velocity: 0)
        }
    }

    /// Slides the panel fully out or away.
    private func setPanel(open: Bool, velocity: Double) {
        isPanelOpen = open
        view.bringSubviewToFront(panel)
        View.animate(withDuration: 0.25) { self.panel.frame.origin.x = open ? 0 : -SidePanel.width }
    }
}
