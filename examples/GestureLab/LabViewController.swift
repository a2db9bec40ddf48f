import TouchKit

/// The lab's controller: a row of tabs at the top, one per technique, and the
/// chosen technique's screen below them.
///
/// The tabs are plain ``Button``s whose action shows a screen (SPEC R4). Showing a
/// screen removes the previous one, which cancels any touch still on it (SPEC F4),
/// and makes a fresh one, so tapping the current tab starts it over.
@MainActor
final class LabViewController: ViewController {
    /// The screens, in tab order.
    static let screens: [LabScreen.Type] = [
        DoubleTapScreen.self, SwipeScreen.self, TapOrDoubleTapScreen.self, DragScreen.self,
        TransformScreen.self, LastFingerScreen.self, HitTestScreen.self, DeliveryScreen.self,
        RecognizersScreen.self,
    ]
    /// The height of the row of tabs.
    static let tabBarHeight = 52.0
    private static let tabTint = Color(red: 0.0, green: 0.48, blue: 1.0)
    private static let selectedTabTint = Color(white: 0.15)

    private var tabs: [Button] = []
    private var screen: LabScreen?

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = .white
    }

    override func viewDidLoad() {
        let width = (view.bounds.width - 16) / Double(Self.screens.count)
        for (index, screenType) in Self.screens.enumerated() {
            let tab = Button(
                frame: Rect(x: 8 + Double(index) * width + 4, y: 8, width: width - 8, height: 36),
                title: screenType.title)
            tab.font = Font.system(size: 14)
            // The row keeps its proportions as the window's width changes.
            tab.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleBottomMargin]
            tab.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.showScreen(at: index) }
            view.addSubview(tab)
            tabs.append(tab)
        }
        showScreen(at: 0)
    }

    /// Replaces the current screen with a fresh one of the technique at `index`.
    func showScreen(at index: Int) {
        screen?.removeFromSuperview()
        let area = Rect(
            x: 0, y: Self.tabBarHeight, width: view.bounds.width,
            height: view.bounds.height - Self.tabBarHeight)
        let next = Self.screens[index].init(frame: area)
        next.autoresizingMask = .flexibleSize
        view.addSubview(next)
        screen = next
        for (i, tab) in tabs.enumerated() {
            tab.isSelected = i == index
            tab.tintColor = i == index ? Self.selectedTabTint : Self.tabTint
            tab.font = Font.system(size: 14, weight: i == index ? .bold : .regular)
        }
    }
}
