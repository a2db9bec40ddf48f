import TouchKit

/// One settings row: a tinted symbol image, a label, and a control at the trailing
/// end, as a horizontal ``StackView`` centred across (SPEC K1, K3).
///
/// In a `fill` stack the room left over goes to the first view with no intrinsic width
/// (K2): the icon and the control have one, the label takes the rest.
@MainActor
final class SettingsRow: StackView {
    static let height = 52.0
    let icon: ImageView
    let titleLabel = FlexibleLabel(frame: .zero)
    let control: Control

    /// An icon of a fixed 24-point size.
    final class IconView: ImageView {
        override var intrinsicContentSize: Size { Size(width: 24, height: 24) }
    }

    /// A label that takes the width it is given.
    final class FlexibleLabel: Label {
        override var intrinsicContentSize: Size {
            Size(width: View.noIntrinsicMetric, height: super.intrinsicContentSize.height)
        }
    }

    /// A slider 200 points long.
    final class RowSlider: Slider {
        override var intrinsicContentSize: Size { Size(width: 200, height: 31) }
    }

    init(symbol: String, title: String, tint: Color, control: Control, identifier: String) {
        icon = IconView(image: Image(systemName: symbol))
        icon.contentMode = .scaleAspectFit
        icon.tintColor = tint
        icon.frame = Rect(x: 0, y: 0, width: 24, height: 24)
        titleLabel.text = title
        titleLabel.textColor = .label
        self.control = control
        control.accessibilityIdentifier = identifier
        super.init(arrangedSubviews: [])
        axis = .horizontal
        alignment = .center
        spacing = 14
        addArrangedSubview(icon)
        addArrangedSubview(titleLabel)
        addArrangedSubview(control)
    }
}
