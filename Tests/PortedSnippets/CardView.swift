// UIKit: a card with rounded corners, a hairline border and a soft shadow, as in most
// apps' cells. Ported by renaming (UIView -> View, UIColor -> Color, CGRect -> Rect,
// CGSize -> Size, UIBezierPath -> BezierPath, import UIKit -> import TouchKitPorting).
import TouchKitPorting

class CardView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = Color.separator.cgColor
        layer.shadowColor = Color.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = Size(width: 0, height: 4)
        layer.shadowRadius = 8
        layer.masksToBounds = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = BezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = Color.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}
