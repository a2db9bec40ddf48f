import TouchKit
import TouchKitTesting

@testable import TouchKitWayland

/// The cursor tests' scene: cards that each ask for one pointer style.
extension MockScene {
    /// Runs `body` with a scene whose window holds one card per entry of `cards`, at its
    /// frame, whose pointer interaction answers its style everywhere on it, and a pointer
    /// on the seat; then closes the scene.
    static func withPointerCards(
        _ cards: [(style: PointerStyle, frame: Rect)], offering globals: Globals, options: WaylandLaunchOptions,
        _ body: (MockScene) throws -> Void
    ) throws {
        let stylers = cards.map { FixedStyler($0.style) }
        let scene = try MockScene(offering: globals, options: options, seat: 1) { window in  // a pointer
            for (styler, card) in zip(stylers, cards) {
                let view = View(frame: card.frame)
                view.addInteraction(PointerInteraction(delegate: styler))
                window.addSubview(view)
            }
        }
        defer {
            scene.close()
            withExtendedLifetime(stylers) {}
        }
        try body(scene)
    }
}

/// A pointer interaction's delegate that answers one style everywhere.
@MainActor
private final class FixedStyler: PointerInteractionDelegate {
    let style: PointerStyle
    init(_ style: PointerStyle) { self.style = style }
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? {
        style
    }
}
