import UI
// UIKit sample pattern: a plain helper class (not main-actor) that configures views.
final class CardStyler {
    func style(_ view: View) {
        view.alpha = 0.5
        view.setNeedsDisplay()
    }
}
final class FadeController {
    let view = View()
    func fadeOut() { view.alpha = 0 }
}
class Card: View {
    override func layoutSubviews() { CardStyler().style(self) }
}
