/// The touches that edit a TouchKit text view beyond a tap (UIKit's text interaction,
/// SPEC X14): a long press puts the caret under the finger and it follows the finger
/// until the lift; a drag that starts on the caret moves it, one that starts on a
/// selection handle moves that end; the edit menu shows after each and on a tap on the
/// selection or the caret.
///
/// Its recognizers sit on the view the text is drawn in (a ``TextField``, a
/// ``TextView``'s content), so inside a ``ScrollView`` they see the touch first (G4);
/// the view refuses the scroll view's pan while a touch holds the caret or a handle
/// (SPEC X16).
@MainActor
final class TextInteraction: GestureRecognizerDelegate, EditMenuInteractionDelegate {
    /// What a drag holds.
    enum Grab: Equatable {
        /// The caret of an empty selection.
        case caret
        /// The selection's start handle.
        case start
        /// The selection's end handle.
        case end
    }

    /// How near the caret or a handle a touch must land to hold it, in points: half of
    /// a 44-point target **(choice)**.
    static let grabRadius = 22.0
    /// How long a finger is held before the caret comes under it, in seconds
    /// **(choice: the long press's default, as UIKit's loupe)**.
    static let pressDuration = 0.5

    /// Whether a touch that went down at `start` and lifted at `end` moved more than a
    /// pan's hysteresis: a drag, which places no caret (SPEC X14) **(choice)**.
    static func isDrag(from start: Point, to end: Point) -> Bool {
        let dx = end.x - start.x
        let dy = end.y - start.y
        return !(dx * dx + dy * dy <= PanGestureRecognizer.hysteresis * PanGestureRecognizer.hysteresis)
    }

    /// The text view.
    private weak var owner: (any View & TextEditing)?
    /// The long press that places the caret under the finger.
    let longPress = LongPressGestureRecognizer()
    /// The drag that moves the caret or a handle.
    let grabPan = PanGestureRecognizer()
    /// The edit menu (SPEC X15), on the text view.
    let editMenu: EditMenuInteraction
    /// What the latest touch down landed on, if anything.
    private(set) var pendingGrab: Grab?
    /// What the drag running now holds.
    private(set) var activeGrab: Grab?
    /// The loupe while a long press or a drag moves the caret or a handle (SPEC X20).
    private(set) var loupe: TextLoupeSession?
    /// The selection a touch made last (a double tap, a handle's drag): its handles show
    /// while it stays as the touch left it, not once keys change it **(choice)**.
    var selectionByTouch: Range<Int>?

    /// Whether the selection's handles are drawn (SPEC X14).
    var showsHandles: Bool {
        guard let owner, owner.isEditing, owner.editor.markedRange == nil else { return false }
        let selection = owner.editor.selection
        return !selection.isEmpty && selection == selectionByTouch
    }

    /// Adds the recognizers to `surface`, the view `owner`'s text is drawn in.
    init(owner: any View & TextEditing, surface: View) {
        self.owner = owner
        editMenu = EditMenuInteraction(delegate: nil)
        editMenu.delegate = self
        owner.addInteraction(editMenu)
        longPress.minimumPressDuration = Self.pressDuration
        longPress.delaysTouchesEnded = false
        longPress.allowedTouchTypes = [.direct, .pencil]
        longPress.addAction { [weak self] in self?.longPressChanged($0) }
        grabPan.maximumNumberOfTouches = 1
        grabPan.delaysTouchesEnded = false
        grabPan.allowedTouchTypes = [.direct, .pencil]
        grabPan.delegate = self
        grabPan.addAction { [weak self] in self?.grabPanChanged($0) }
        surface.addGestureRecognizer(longPress)
        surface.addGestureRecognizer(grabPan)
    }

    /// Whether a touch now holds the caret or a handle, or the long press moves the
    /// caret: a scroll view's pan must not begin (SPEC X16).
    var holdsTouch: Bool {
        activeGrab != nil || (pendingGrab != nil && owner?.isEditing == true) || longPress.state == .began
            || longPress.state == .changed
    }

    // MARK: - What a point hits

    /// The caret or handle within ``grabRadius`` of `point` (the owner's coordinates),
    /// the nearest first.
    func grab(at point: Point) -> Grab? {
        guard let owner, owner.isEditing, owner.editor.markedRange == nil else { return nil }
        let selection = owner.editor.selection
        let candidates: [(Grab, Rect)] =
            selection.isEmpty
            ? [(.caret, owner.caretRect(for: TextPosition(offset: selection.lowerBound)))]
            : [
                (.start, owner.caretRect(for: TextPosition(offset: selection.lowerBound))),
                (.end, owner.caretRect(for: TextPosition(offset: selection.upperBound))),
            ]
        var best: (Grab, Double)?
        for (grab, rect) in candidates {
            let dx = abs(point.x - rect.midX)
            let dy = max(0, max(rect.minY - point.y, point.y - rect.maxY))
            guard dx <= Self.grabRadius, dy <= Self.grabRadius else { continue }
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.1 { best = (grab, distance) }
        }
        return best?.0
    }

    /// Whether `point` (the owner's coordinates) is on the selection, or within half a
    /// ``grabRadius`` of the caret: a tap there shows the edit menu (SPEC X15).
    func hitsSelectionOrCaret(_ point: Point) -> Bool {
        guard let owner, owner.isEditing, owner.editor.markedRange == nil else { return false }
        let selection = owner.editor.selection
        if selection.isEmpty {
            let caret = owner.caretRect(for: TextPosition(offset: selection.lowerBound))
            return abs(point.x - caret.midX) <= Self.grabRadius / 2 && point.y >= caret.minY - Self.grabRadius / 2
                && point.y <= caret.maxY + Self.grabRadius / 2
        }
        let range = TextRange(
            start: TextPosition(offset: selection.lowerBound), end: TextPosition(offset: selection.upperBound))
        return owner.selectionRects(for: range).contains { $0.rect.contains(point) }
    }

    // MARK: - The edit menu

    /// Shows the edit menu for the selection or the caret (SPEC X15).
    @discardableResult
    func showEditMenu() -> Bool {
        guard let owner, owner.isEditing else { return false }
        let target = selectionTarget()
        return editMenu.presentEditMenu(with: EditMenuConfiguration(sourcePoint: Point(x: target.midX, y: target.minY)))
    }

    /// The rectangle of the selection (all its lines), or of the caret.
    private func selectionTarget() -> Rect {
        guard let owner else { return .zero }
        let selection = owner.editor.selection
        let caret = owner.caretRect(for: TextPosition(offset: owner.editor.active))
        guard !selection.isEmpty else { return caret }
        let range = TextRange(
            start: TextPosition(offset: selection.lowerBound), end: TextPosition(offset: selection.upperBound))
        return owner.selectionRects(for: range).map(\.rect).reduce(nil as Rect?) { $0?.union($1) ?? $1 } ?? caret
    }

    func editMenuInteraction(
        _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
    ) -> Rect {
        selectionTarget()
    }

    // MARK: - Recognizers

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        if let owner { pendingGrab = grab(at: touch.location(in: owner)) }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        pendingGrab != nil && owner?.isEditing == true
    }

    private func grabPanChanged(_ recognizer: GestureRecognizer) {
        guard let owner else { return }
        switch recognizer.state {
        case .began:
            activeGrab = pendingGrab
            editMenu.dismissMenu()
            beginLoupe(at: recognizer.location(in: owner))
            fallthrough
        case .changed:
            moveGrab(to: recognizer.location(in: owner))
            moveLoupe(to: recognizer.location(in: owner))
        case .ended:
            endLoupe()
            activeGrab = nil
            pendingGrab = nil
            showEditMenu()
        default:
            endLoupe()
            activeGrab = nil
            pendingGrab = nil
        }
    }

    /// Moves what the drag holds to the cursor position nearest `point`; a handle never
    /// passes the other one (the selection keeps at least one cluster).
    private func moveGrab(to point: Point) {
        guard let owner, let activeGrab else { return }
        let editor = owner.editor
        let offset = editor.offset(closestTo: editor.layoutPoint(point))
        let selection = editor.selection
        switch activeGrab {
        case .caret:
            editor.select(offset..<offset)
        case .start:
            if offset < selection.upperBound { editor.select(offset..<selection.upperBound, activeAtEnd: false) }
        case .end:
            if offset > selection.lowerBound { editor.select(selection.lowerBound..<offset) }
        }
        if activeGrab != .caret { selectionByTouch = editor.selection }
    }

    private func longPressChanged(_ recognizer: GestureRecognizer) {
        guard let owner else { return }
        switch recognizer.state {
        case .began:
            editMenu.dismissMenu()
            if !owner.isFirstResponder {
                guard owner.becomeFirstResponder() else { return }
            }
            owner.editor.unmarkText()
            beginLoupe(at: recognizer.location(in: owner))
            fallthrough
        case .changed:
            guard owner.isEditing else { return }
            let editor = owner.editor
            let location = recognizer.location(in: owner)
            let offset = editor.offset(closestTo: editor.layoutPoint(location))
            editor.select(offset..<offset)
            moveLoupe(to: location)
        case .ended:
            endLoupe()
            showEditMenu()
        default:
            endLoupe()
        }
    }

    // MARK: - The loupe

    /// Shows the loupe at `point` (the owner's coordinates), ending one still showing
    /// (SPEC X20).
    private func beginLoupe(at point: Point) {
        endLoupe()
        guard let owner else { return }
        loupe = TextLoupeSession.begin(at: point, fromSelectionWidgetView: nil, in: owner)
    }

    /// Moves the loupe to the finger at `point`, magnifying the end the touch moves:
    /// the caret, or the selection's start or end.
    private func moveLoupe(to point: Point) {
        guard let owner, let loupe else { return }
        let selection = owner.editor.selection
        let offset =
            switch activeGrab {
            case .start: selection.lowerBound
            case .end: selection.upperBound
            default: owner.editor.active
            }
        loupe.move(to: point, withCaretRect: owner.caretRect(for: TextPosition(offset: offset)), trackingCaret: true)
    }

    /// Hides the loupe, if it shows.
    func endLoupe() {
        loupe?.invalidate()
        loupe = nil
    }
}
