import Testing
import TouchKit

/// SPEC C4, C5: shadows (drawing, damage, the cached blur) and layer animations.
@MainActor
@Suite("Layers: shadows and animation (SPEC C4, C5)")
struct LayerShadowTests {
    /// A white window with a card casting a black shadow downwards.
    func scene() -> (Window, View) {
        let window = makeWindow(width: 120, height: 120)
        let card = addBox(Rect(x: 30, y: 30, width: 60, height: 40), blue, to: window)
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = Size(width: 0, height: 6)
        return (window, card)
    }

    @Test("C4: the shadow darkens below the view, fades out within three radii, and never covers it")
    func l4Drawn() throws {
        let (window, _) = scene()
        let image = try window.snapshot()
        let below = image.color(x: 60, y: 72)
        #expect(below.red < 0.85 && below.red > 0.4, "just below the card: \(below)")
        #expect(isClose(image.color(x: 60, y: 60), blue), "the card is over its shadow")
        #expect(isClose(image.color(x: 60, y: 30 + 40 + 6 + 12 + 2), .white), "beyond the extent")
        #expect(isClose(image.color(x: 10, y: 10), .white))
        let farther = image.color(x: 60, y: 80)
        #expect(farther.red > below.red, "lighter farther away (a blur, not a hard edge)")
    }

    @Test("C4: no opacity or no colour, no shadow")
    func l4Invisible() throws {
        let (window, card) = scene()
        card.layer.shadowOpacity = 0
        #expect(isClose(try window.snapshot().color(x: 60, y: 72), .white))
        card.layer.shadowOpacity = 1
        card.layer.shadowColor = nil
        #expect(isClose(try window.snapshot().color(x: 60, y: 72), .white))
    }

    @Test("C4: a shadow path gives the shadow its shape")
    func l4Path() throws {
        let (window, card) = scene()
        card.layer.shadowOffset = .zero
        card.layer.shadowRadius = 1
        card.layer.shadowOpacity = 1
        card.layer.shadowPath = BezierPath(rect: Rect(x: -20, y: 0, width: 20, height: 40))
        let image = try window.snapshot()
        #expect(image.color(x: 20, y: 50).red < 0.2, "left of the card, where the path is")
        #expect(isClose(image.color(x: 60, y: 74), .white), "nothing below the card")
    }

    @Test("C4: moving a view with a shadow damages the shadow's extent, before and after")
    func l4Damage() {
        let (window, card) = scene()
        _ = window.takeDamage()
        card.center.x += 5
        let damage = window.takeDamage().reduce(Rect.null) { $0.union($1) }
        // Shadow reach 3 x 4 = 12 around the card's bounds moved by (0, 6).
        let oldShadow = Rect(x: 30 - 12, y: 30 + 6 - 12, width: 60 + 24, height: 40 + 24)
        #expect(damage.contains(oldShadow), "\(damage)")
        #expect(damage.contains(oldShadow.offsetBy(dx: 5, dy: 0)))
        card.layer.shadowRadius = 8
        let grown = window.takeDamage().reduce(Rect.null) { $0.union($1) }
        #expect(grown.contains(Rect(x: 35 - 24, y: 30 + 6 - 24, width: 60 + 48, height: 40 + 48)), "\(grown)")
    }

    @Test("C4: a repaint of an area only the shadow reaches draws the shadow")
    func l4RepaintShadowOnly() throws {
        let (window, _) = scene()
        let image = try ImageSurface(width: 120, height: 120)
        let context = try GraphicsContext(surface: image)
        WindowRenderer.render(window, into: context, areas: [Rect(x: 40, y: 72, width: 40, height: 6)])
        image.flush()
        let pixel = image.color(x: 60, y: 73)
        #expect(pixel.alpha > 0.9 && pixel.red < 0.85, "the shadow was drawn: \(pixel)")
    }

    @Test("C4: an unchanged shadow is blurred once; moving, fading or recolouring does not blur again")
    func l4Cached() throws {
        let (window, card) = scene()
        _ = try window.snapshot()
        #expect(card.layer.shadowBlurCount == 1)
        _ = try window.snapshot()
        card.center.x += 7
        card.layer.shadowOpacity = 0.8
        card.layer.shadowColor = red
        card.layer.shadowOffset = Size(width: 3, height: 3)
        _ = try window.snapshot()
        #expect(card.layer.shadowBlurCount == 1, "colour, opacity, offset and position are applied when painting")
        card.layer.shadowRadius = 6
        _ = try window.snapshot()
        #expect(card.layer.shadowBlurCount == 2, "a new blur radius blurs again")
        card.bounds.size.width = 50
        _ = try window.snapshot()
        #expect(card.layer.shadowBlurCount == 3, "a new size blurs again")
        _ = try window.snapshot(scale: 2)
        #expect(card.layer.shadowBlurCount == 4, "a new pixel density blurs again")
    }

    @Test("C5: cornerRadius, borderWidth and shadowOpacity animate as alpha does")
    func l5Animation() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 40, height: 40))
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            v.layer.cornerRadius = 20
            v.layer.borderWidth = 4
            v.layer.shadowOpacity = 1
        } completion: {
            finished.append($0)
        }
        #expect(v.layer.cornerRadius == 20, "the model changes at once")
        #expect(v.presentationCornerRadius == 0 && v.presentationBorderWidth == 0 && v.presentationShadowOpacity == 0)
        h.clock.advance(by: 0.5)
        #expect(abs(v.presentationCornerRadius - 10) < 0.5)
        #expect(abs(v.presentationBorderWidth - 2) < 0.1)
        #expect(abs(v.presentationShadowOpacity - 0.5) < 0.05)
        h.clock.advance(by: 0.6)
        #expect(v.presentationCornerRadius == 20 && v.presentationBorderWidth == 4 && v.presentationShadowOpacity == 1)
        #expect(finished == [true])
    }
}
