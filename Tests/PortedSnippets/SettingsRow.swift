// UIKit: a settings row, a label and a switch in a horizontal stack, in system colours.
import TouchKitPorting

final class SettingsRow: View {
    let titleLabel = Label()
    let toggle = Switch()
    private let stack = StackView()

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        titleLabel.text = title
        titleLabel.textColor = .label
        toggle.onTintColor = .systemGreen
        stack.axis = .horizontal
        stack.alignment = .center
        stack.distribution = .fill
        stack.spacing = 8
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(toggle)
        addSubview(stack)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds.insetBy(dx: 16, dy: 6)
    }
}
