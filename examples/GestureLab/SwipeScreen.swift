import TouchKit

/// Seed listing 3-2: a horizontal swipe, judged in `touchesEnded` from where the
/// finger began and where it lifted (SPEC E3, T2).
///
/// A swipe moves at least ``SwipePad/horizontalSwipeDragMin`` points along x and at
/// most ``SwipePad/verticalSwipeDragMax`` across. Right turns the pad green, left
/// purple; anything else turns it pink and the status line says why. As in the
/// listing, the path in between is not looked at. Works with the mouse.
@MainActor
final class SwipeScreen: LabScreen {
    override class var title: String { "Swipe" }
    override class var instructions: String {
        "Swipe left or right across the pad: at least \(Int(SwipePad.horizontalSwipeDragMin)) pt along x "
            + "and at most \(Int(SwipePad.verticalSwipeDragMax)) pt across.\n"
            + "A finger that drifts more than that up or down is not a swipe."
    }

    required init(frame: Rect) {
        super.init(frame: frame)
        let pad = SwipePad(frame: Rect(x: 0, y: 0, width: 800, height: 220))
        pad.center = stage.center
        pad.onResult = { [weak self] text in self?.status = text }
        addSubview(pad)
        status = "No swipe yet"
    }
}

/// The pad of ``SwipeScreen``.
@MainActor
final class SwipePad: View {
    /// HORIZ_SWIPE_DRAG_MIN: the least travel along x, in points.
    static let horizontalSwipeDragMin = 12.0
    /// VERT_SWIPE_DRAG_MAX: the most travel across, in points.
    static let verticalSwipeDragMax = 4.0

    static let neutralColor = Color(white: 0.85)
    static let rightColor = Color(red: 0.20, green: 0.70, blue: 0.35)
    static let leftColor = Color(red: 0.55, green: 0.35, blue: 0.80)
    static let rejectedColor = Color(red: 0.95, green: 0.70, blue: 0.75)

    private var startTouchPosition: Point?
    /// Called with a sentence about each gesture.
    var onResult: ((String) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "swipePad"
        backgroundColor = Self.neutralColor
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        startTouchPosition = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let start = startTouchPosition, let touch = touches.first else { return }
        startTouchPosition = nil
        let current = touch.location(in: self)
        let dx = current.x - start.x
        let dy = current.y - start.y
        let moved = "\(Int(dx.rounded())) pt along, \(Int(dy.rounded())) pt across"
        // Is the direction horizontal, and the move long enough?
        if abs(dx) >= Self.horizontalSwipeDragMin && abs(dy) <= Self.verticalSwipeDragMax {
            backgroundColor = dx > 0 ? Self.rightColor : Self.leftColor
            onResult?((dx > 0 ? "Swiped right" : "Swiped left") + " (\(moved))")
        } else {
            backgroundColor = Self.rejectedColor
            onResult?("Not a swipe (\(moved))")
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        startTouchPosition = nil
    }
}
