/// The buttons a swiped row uncovers, behind its cell (SPEC L11).
@MainActor
final class SwipeActionsView: View {
    /// The width of one action's button (a choice: UIKit sizes them to their titles,
    /// about this wide for short ones).
    static let buttonWidth: Double = 74

    let configuration: SwipeActionsConfiguration
    /// Whether the buttons sit at the row's trailing (right) edge.
    let isTrailing: Bool
    private(set) var buttons: [ActionButton] = []

    init(configuration: SwipeActionsConfiguration, trailing: Bool, frame: Rect) {
        self.configuration = configuration
        self.isTrailing = trailing
        super.init(frame: frame)
        backgroundColor = configuration.actions.first?.backgroundColor
        clipsToBounds = true
        for (index, action) in configuration.actions.enumerated() {
            let button = ActionButton(action: action, index: index)
            buttons.append(button)
            addSubview(button)
        }
        layoutButtons()
    }

    /// The width of all the buttons.
    var actionsWidth: Double { Double(configuration.actions.count) * Self.buttonWidth }

    /// Lays the buttons out from the row's edge inwards; the first one takes the room a
    /// swipe opens past the others.
    override func layoutSubviews() { layoutButtons() }

    private func layoutButtons() {
        let width = Self.buttonWidth
        for button in buttons {
            let index = Double(button.index)
            let x = isTrailing ? bounds.width - (index + 1) * width : index * width
            button.frame = Rect(x: x, y: 0, width: width, height: bounds.height)
            button.layoutIfNeeded()
        }
    }

    /// One action's button: its colour and title; a tap performs it.
    final class ActionButton: View {
        let action: ContextualAction
        let index: Int
        private let label = Label(frame: .zero)

        init(action: ContextualAction, index: Int) {
            self.action = action
            self.index = index
            super.init(frame: .zero)
            backgroundColor = action.backgroundColor
            label.text = action.title
            label.textColor = .white
            label.textAlignment = .center
            label.font = .system(size: 15, weight: .semibold)
            addSubview(label)
            accessibilityIdentifier = action.title
        }

        override func layoutSubviews() { label.frame = bounds }

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
            var view = superview
            while let current = view, !(current is TableView) { view = current.superview }
            (view as? TableView)?.performSwipeAction(action, from: self)
        }
    }
}
