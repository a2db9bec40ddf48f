// UIKit: an avatar loaded from the app's bundle, round, with a placeholder symbol
// colour for when the image is missing.
import TouchKitPorting

final class AvatarView: ImageView {
    func load(name: String) {
        image = Image(named: name, in: Bundle.main, compatibleWith: traitCollection)
        backgroundColor = image == nil ? .systemGray5 : .clear
        layer.cornerRadius = bounds.width / 2
        layer.masksToBounds = true
    }
}
