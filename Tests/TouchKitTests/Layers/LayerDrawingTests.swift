import Testing
import TouchKit

/// SPEC C1-C3: the layer's defaults, rounded corners, masking and borders, drawn by the
/// window renderer (in-process snapshots).
@MainActor
@Suite("Layers: corners and borders (SPEC C1-C3)")
struct LayerDrawingTests {
    @Test("C1: Core Animation's defaults; masksToBounds is clipsToBounds")
    func l1Defaults() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let layer = view.layer
        #expect(layer.cornerRadius == 0 && layer.maskedCorners == .all && layer.borderWidth == 0)
        #expect(layer.borderColor == .black && layer.shadowColor == .black && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == Size(width: 0, height: -3) && layer.shadowRadius == 3 && layer.shadowPath == nil)
        #expect(view.layer === layer, "one layer per view")
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!layer.masksToBounds)
    }

    @Test("C2: a corner radius rounds the background; the corner shows what is behind")
    func l2RoundedBackground() throws {
        let window = makeWindow()
        let card = addBox(Rect(x: 10, y: 10, width: 80, height: 80), blue, to: window)
        card.layer.cornerRadius = 20
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 11, y: 11), .white), "outside the top-left arc")
        #expect(isClose(image.color(x: 88, y: 88), .white), "outside the bottom-right arc")
        #expect(isClose(image.color(x: 50, y: 11), blue), "the straight edge")
        #expect(isClose(image.color(x: 18, y: 18), blue), "inside the arc")
    }

    @Test("C2: maskedCorners rounds only the corners named")
    func l2MaskedCorners() throws {
        let window = makeWindow()
        let card = addBox(Rect(x: 10, y: 10, width: 80, height: 80), blue, to: window)
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 11, y: 11), .white), "top left rounded")
        #expect(isClose(image.color(x: 88, y: 88), .white), "bottom right rounded")
        #expect(isClose(image.color(x: 88, y: 11), blue), "top right square")
        #expect(isClose(image.color(x: 11, y: 88), blue), "bottom left square")
    }

    @Test("C2: with masksToBounds subviews and drawing are clipped to the rounded corners; without, they are not")
    func l2MasksToBounds() throws {
        let window = makeWindow()
        let card = addBox(Rect(x: 10, y: 10, width: 80, height: 80), blue, to: window)
        card.layer.cornerRadius = 20
        addBox(Rect(x: 0, y: 0, width: 40, height: 40), red, to: card)
        let drawing = CountingView(frame: Rect(x: 40, y: 40, width: 40, height: 40), fill: green)
        card.addSubview(drawing)
        var image = try window.snapshot()
        #expect(isClose(image.color(x: 11, y: 11), red), "not masked: the subview covers the corner")
        card.layer.masksToBounds = true
        image = try window.snapshot()
        #expect(isClose(image.color(x: 11, y: 11), .white), "masked: the corner is cut")
        #expect(isClose(image.color(x: 88, y: 88), .white), "masked: a subview's drawing is cut too")
        #expect(isClose(image.color(x: 20, y: 20), red))
        #expect(isClose(image.color(x: 80, y: 80), green))
    }

    @Test("C2: the radius is limited to half the shorter side; hit-testing keeps the rectangle")
    func l2ClampAndHitTest() throws {
        let window = makeWindow()
        let pill = addBox(Rect(x: 10, y: 40, width: 80, height: 20), blue, to: window)
        pill.layer.cornerRadius = 500
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 41), blue), "the middle of the top edge is straight")
        #expect(isClose(image.color(x: 20, y: 50), blue), "a half circle at each end")
        #expect(isClose(image.color(x: 11, y: 41), .white))
        #expect(window.hitTest(Point(x: 11, y: 41), with: nil) === pill, "the corner still takes touches")
    }

    @Test("C3: the border is inside the bounds, over subviews, and follows the corners")
    func l3Border() throws {
        let window = makeWindow()
        let card = addBox(Rect(x: 10, y: 10, width: 80, height: 80), blue, to: window)
        card.layer.borderWidth = 4
        card.layer.borderColor = red
        addBox(Rect(x: 0, y: 30, width: 80, height: 20), green, to: card)
        var image = try window.snapshot()
        #expect(isClose(image.color(x: 11, y: 50), red), "inside the bounds, over the subview")
        #expect(isClose(image.color(x: 8, y: 50), .white), "not outside")
        #expect(isClose(image.color(x: 15, y: 50), green))
        #expect(isClose(image.color(x: 50, y: 20), blue))
        card.layer.cornerRadius = 20
        image = try window.snapshot()
        #expect(isClose(image.color(x: 11, y: 11), .white), "the border's corner is rounded")
        #expect(isClose(image.color(x: 50, y: 11), red))
        // On the diagonal of the top-left corner, the arc of radius 20 about (30, 30)
        // passes 20/sqrt(2) = 14.1 from the centre: the band is red just inside it.
        #expect(isClose(image.color(x: 17, y: 17), red, tolerance: 0.3))
    }

    @Test("C3: changing the border repaints the view")
    func l3Damage() {
        let window = makeWindow()
        let card = addBox(Rect(x: 10, y: 10, width: 30, height: 30), blue, to: window)
        _ = window.takeDamage()
        card.layer.borderWidth = 2
        #expect(window.takeDamage().reduce(Rect.null) { $0.union($1) } == Rect(x: 10, y: 10, width: 30, height: 30))
        card.layer.cornerRadius = 5
        #expect(!window.takeDamage().isEmpty)
    }
}
