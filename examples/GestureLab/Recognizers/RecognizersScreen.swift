import TouchKit

/// The "Recognizers" tab: a segmented row of sub-screens, one per built-in gesture
/// recognizer and one per conflict between recognizers (SPEC G1-G32), and the chosen
/// sub-screen below it.
///
/// The segments are ``Button``s, like the lab's tabs (R4); choosing one removes the
/// sub-screen shown (cancelling its touches, F4) and makes a fresh one.
@MainActor
final class RecognizersScreen: LabScreen {
    override class var title: String { "Recognizers" }

    /// The sub-screens, in segment order, with their segments' labels.
    static let screens: [(label: String, type: RecognizerScreen.Type)] = [
        ("Tap", TapRecognizerScreen.self),
        ("Long press", LongPressRecognizerScreen.self),
        ("Pan", PanRecognizerScreen.self),
        ("Pinch", PinchRecognizerScreen.self),
        ("Rotation", RotationRecognizerScreen.self),
        ("Swipe", SwipeRecognizerScreen.self),
        ("Edge pan", EdgePanRecognizerScreen.self),
        ("1 or 2 taps", TapOrDoubleTapRecognizerScreen.self),
        ("Pinch+turn", PinchAndRotateScreen.self),
        ("Button", ButtonInTapViewScreen.self),
        ("Press, drag", PressAndDragScreen.self),
    ]
    /// The height of the row of segments.
    static let segmentRowHeight = 40.0
    private static let tint = Color(red: 0.0, green: 0.48, blue: 1.0)
    private static let selectedTint = Color(white: 0.15)

    private var segments: [Button] = []
    private var screen: RecognizerScreen?

    required init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
        let width = (bounds.width - 16) / Double(Self.screens.count)
        for (index, entry) in Self.screens.enumerated() {
            let segment = Button(
                frame: Rect(x: 8 + Double(index) * width + 3, y: 4, width: width - 6, height: 30), title: entry.label)
            segment.font = Font.system(size: 12)
            segment.backgroundColor = Color(white: 0.90)
            segment.autoresizingMask = [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin,
            ]
            segment.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.showScreen(at: index) }
            addSubview(segment)
            segments.append(segment)
        }
        showScreen(at: 0)
    }

    /// Replaces the sub-screen with a fresh one of the entry at `index`.
    func showScreen(at index: Int) {
        screen?.removeFromSuperview()
        let area = Rect(
            x: 0, y: Self.segmentRowHeight, width: bounds.width, height: bounds.height - Self.segmentRowHeight)
        let next = Self.screens[index].type.init(frame: area)
        next.autoresizingMask = .flexibleSize
        addSubview(next)
        screen = next
        for (i, segment) in segments.enumerated() {
            segment.isSelected = i == index
            segment.tintColor = i == index ? Self.selectedTint : Self.tint
            segment.font = Font.system(size: 12, weight: i == index ? .bold : .regular)
        }
    }

    /// The segments and the sub-screen draw everything.
    override func draw(_ rect: Rect) {}
}
