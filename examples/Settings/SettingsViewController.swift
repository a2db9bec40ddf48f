import TouchKit

/// The settings screen: the onboarding pager on the left, two groups of rows on the
/// right, each group a vertical ``StackView`` on a rounded card (SPEC K1, C1-C4).
@MainActor
final class SettingsViewController: ViewController {
    static let margin = 32.0
    let pager = OnboardingPager(frame: .zero)
    let titleLabel = Label(frame: .zero)
    let darkSwitch = Switch(frame: .zero)
    private(set) var groups: [StackView] = []
    private var cards: [View] = []

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "settings"
    }

    override func viewDidLoad() {
        titleLabel.text = "Settings"
        titleLabel.font = .system(size: 30)
        titleLabel.textColor = .label
        view.addSubview(titleLabel)
        view.addSubview(pager)

        let wifi = Switch(frame: .zero)
        wifi.isOn = true
        let notifications = Switch(frame: .zero)
        darkSwitch.isOn = view.traitCollection.userInterfaceStyle == .dark
        darkSwitch.addAction(for: .valueChanged) { [unowned self] _ in
            self.view.window?.overrideUserInterfaceStyle = self.darkSwitch.isOn ? .dark : .light
        }
        let brightness = SettingsRow.RowSlider(frame: .zero)
        brightness.value = 0.7
        let volume = SettingsRow.RowSlider(frame: .zero)
        volume.value = 0.35
        let rows = [
            [
                SettingsRow(symbol: "wifi", title: "Wi-Fi", tint: .systemBlue, control: wifi, identifier: "wifi"),
                SettingsRow(
                    symbol: "bell", title: "Notifications", tint: .systemRed, control: notifications,
                    identifier: "notifications"),
                SettingsRow(
                    symbol: "moon", title: "Dark appearance", tint: .systemIndigo, control: darkSwitch,
                    identifier: "darkSwitch"),
            ],
            [
                SettingsRow(
                    symbol: "sun.max", title: "Brightness", tint: .systemOrange, control: brightness,
                    identifier: "brightness"),
                SettingsRow(
                    symbol: "speaker.wave.2", title: "Volume", tint: .systemPink, control: volume, identifier: "volume"),
            ],
        ]
        for group in rows {
            let card = View(frame: .zero)
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.08
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = Size(width: 0, height: 2)
            let stack = StackView(arrangedSubviews: group)
            stack.axis = .vertical
            stack.distribution = .fillEqually
            stack.alignment = .fill
            card.addSubview(stack)
            view.addSubview(card)
            cards.append(card)
            groups.append(stack)
        }
    }

    /// Keeps the window dark switch in step with the desktop's scheme.
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        darkSwitch.setOn(view.traitCollection.userInterfaceStyle == .dark, animated: false)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let m = Self.margin
        titleLabel.frame = Rect(x: m, y: 20, width: 400, height: 40)
        let columnWidth = (bounds.width - 3 * m) / 2
        let top = 76.0
        pager.frame = Rect(x: m, y: top, width: columnWidth, height: bounds.height - top - m)
        var y = top + 24
        for (card, stack) in zip(cards, groups) {
            let height = Double(stack.arrangedSubviews.count) * SettingsRow.height
            card.frame = Rect(x: 2 * m + columnWidth, y: y, width: columnWidth, height: height)
            stack.frame = Rect(x: 16, y: 0, width: columnWidth - 32, height: height)
            y += height + 28
        }
    }
}
