import TouchKit

/// A ``Button`` inside a panel that carries a tap recognizer: tapping the button
/// fires the button, not the recognizer (SPEC G18).
///
/// The recognizer on the panel sees the button's touch first (G3, G4), but
/// `Control.gestureRecognizerShouldBegin(_:)` refuses a one-finger, one-tap
/// ``TapGestureRecognizer`` that belongs to another view, so the recognizer fails and
/// the button keeps its touch: its lamp turns green. A tap on the panel outside the
/// button is the recognizer's: the panel turns blue. The second button carries a tap
/// recognizer of its own, which does win (it is attached to the control itself) and
/// cancels the button's touch: its lamp turns orange, and the button's action never
/// runs. Works with the mouse.
@MainActor
final class ButtonInTapViewScreen: RecognizerScreen {
    override class var title: String { "A button in a view with a tap recognizer" }
    override class var instructions: String {
        "Tap \"Fire\": the button fires (green lamp), though the panel has a tap recognizer. Tap the panel: it turns blue.\n"
            + "\"Own tap\" carries its own tap recognizer, which wins over the button: orange lamp, no button action."
    }

    static let panelColor = Color(white: 0.80)
    static let panelTappedColor = Color(red: 0.65, green: 0.78, blue: 0.97)
    static let lampOff = Color(white: 0.55)
    static let buttonLampColor = Color(red: 0.20, green: 0.70, blue: 0.35)
    static let recognizerLampColor = Color(red: 0.95, green: 0.55, blue: 0.15)

    required init(frame: Rect) {
        super.init(frame: frame)
        let panel = addPad("tapPanel", size: Size(width: 440, height: 300), color: Self.panelColor)

        let fire = Button(frame: Rect(x: 40, y: 60, width: 160, height: 60), title: "Fire")
        fire.accessibilityIdentifier = "fireButton"
        let fireLamp = lamp("fireLamp", x: 220, y: 70)
        var fired = 0
        fire.addAction(for: .primaryActionTriggered) { [weak self] _ in
            fired += 1
            fireLamp.backgroundColor = Self.buttonLampColor
            self?.status = "\"Fire\" fired (\(fired))"
        }

        let own = Button(frame: Rect(x: 40, y: 180, width: 160, height: 60), title: "Own tap")
        own.accessibilityIdentifier = "ownTapButton"
        let ownLamp = lamp("ownTapLamp", x: 220, y: 190)
        own.addAction(for: .primaryActionTriggered) { [weak self] _ in
            ownLamp.backgroundColor = Self.buttonLampColor
            self?.status = "\"Own tap\" fired: its recognizer did not win"
        }
        let ownTap = LabTapRecognizer { [weak self] _ in
            ownLamp.backgroundColor = Self.recognizerLampColor
            self?.status = "\"Own tap\"'s recognizer recognized; the button's touch was cancelled"
        }
        ownTap.name = "buttonTap"
        own.addGestureRecognizer(ownTap)

        let panelTap = LabTapRecognizer { [weak self, weak panel] _ in
            guard let panel else { return }
            panel.backgroundColor = panel.backgroundColor == Self.panelColor ? Self.panelTappedColor : Self.panelColor
            self?.status = "The panel's tap recognizer recognized"
        }
        panelTap.name = "panelTap"
        panel.addGestureRecognizer(panelTap)
        for view in [fire, fireLamp, own, ownLamp] { panel.addSubview(view) }
        monitor(panelTap)
        monitor(ownTap)
        status = "Waiting for a tap"
    }

    private func lamp(_ identifier: String, x: Double, y: Double) -> View {
        let lamp = View(frame: Rect(x: x, y: y, width: 40, height: 40))
        lamp.accessibilityIdentifier = identifier
        lamp.backgroundColor = Self.lampOff
        return lamp
    }
}
