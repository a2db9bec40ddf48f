import Testing
import TouchKit

/// SPEC D3: subviews are composited in order with their transform, alpha,
/// clipsToBounds and isHidden; D2: only the areas asked for are repainted.
@MainActor
@Suite("Compositing (SPEC D2, D3)")
struct CompositingTests {
    @Test("D3: later subviews are drawn over earlier ones")
    func order() throws {
        let window = makeWindow()
        addBox(Rect(x: 10, y: 10, width: 50, height: 50), red, to: window)
        let top = addBox(Rect(x: 40, y: 40, width: 50, height: 50), blue, to: window)
        var image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 50), blue))
        #expect(isClose(image.color(x: 20, y: 20), red))
        #expect(isClose(image.color(x: 5, y: 5), .white))
        window.sendSubviewToBack(top)
        image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 50), red), "after sendSubviewToBack the red box is on top")
    }

    @Test("D3: a half-transparent view blends once with what is under it, subviews included")
    func groupAlpha() throws {
        let window = makeWindow()
        addBox(Rect(x: 0, y: 0, width: 100, height: 50), red, to: window)
        let faded = addBox(Rect(x: 20, y: 20, width: 60, height: 60), blue, to: window)
        faded.alpha = 0.5
        addBox(Rect(x: 10, y: 10, width: 20, height: 20), green, to: faded)
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 60, y: 40), Color(red: 0.5, green: 0, blue: 0.5)), "blue at 50% over red")
        #expect(isClose(image.color(x: 60, y: 70), Color(red: 0.5, green: 0.5, blue: 1)), "blue at 50% over white")
        // The green subview covers its parent's blue: the group blends green alone, not
        // green over blue.
        #expect(isClose(image.color(x: 40, y: 40), Color(red: 0.5, green: 0.5, blue: 0)), "green at 50% over red")
    }

    @Test("D3: clipsToBounds clips subviews to the parent's bounds; off, they spill over")
    func clipping() throws {
        let window = makeWindow()
        let parent = addBox(Rect(x: 10, y: 10, width: 40, height: 40), green, to: window)
        addBox(Rect(x: 20, y: 20, width: 60, height: 60), yellow, to: parent)
        var image = try window.snapshot()
        #expect(isClose(image.color(x: 70, y: 70), yellow), "not clipped")
        parent.clipsToBounds = true
        image = try window.snapshot()
        #expect(isClose(image.color(x: 45, y: 45), yellow))
        #expect(isClose(image.color(x: 70, y: 70), .white), "clipped away")
        #expect(isClose(image.color(x: 15, y: 15), green))
    }

    @Test("D3: a rotated view is drawn rotated about its centre")
    func rotation() throws {
        let window = makeWindow()
        let square = addBox(Rect(x: 30, y: 30, width: 40, height: 40), red, to: window)
        square.transform = AffineTransform(rotationAngle: .pi / 4)
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 24), red), "the top corner of the diamond reaches y = 21.7")
        #expect(isClose(image.color(x: 32, y: 32), .white), "the unrotated corner is empty")
        #expect(isClose(image.color(x: 50, y: 50), red))
    }

    @Test("D3: hidden and fully transparent views are not drawn")
    func hiddenAndTransparent() throws {
        let window = makeWindow()
        let hidden = addBox(Rect(x: 0, y: 0, width: 50, height: 50), red, to: window)
        hidden.isHidden = true
        let clear = addBox(Rect(x: 50, y: 50, width: 50, height: 50), blue, to: window)
        clear.alpha = 0
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 25, y: 25), .white))
        #expect(isClose(image.color(x: 75, y: 75), .white))
    }

    @Test("D3: transforms compose down the tree (a scaled parent scales its subviews)")
    func nestedTransforms() throws {
        let window = makeWindow()
        let parent = View(frame: Rect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(parent)
        parent.transform = AffineTransform(scaleX: 2, y: 2)
        addBox(Rect(x: 0, y: 0, width: 10, height: 10), blue, to: parent)
        let image = try window.snapshot()
        // The parent spans 0...100 once doubled; its first 10 x 10 points become 20 x 20.
        #expect(isClose(image.color(x: 15, y: 15), blue))
        #expect(isClose(image.color(x: 25, y: 25), .white))
    }

    @Test("D2: only the areas asked for are repainted, and draw(_:) gets just its part")
    func onlyDamagedAreas() throws {
        let window = makeWindow()
        let left = CountingView(frame: Rect(x: 0, y: 0, width: 50, height: 100), fill: red)
        let right = CountingView(frame: Rect(x: 50, y: 0, width: 50, height: 100), fill: blue)
        window.addSubview(left)
        window.addSubview(right)
        let image = try ImageSurface(width: 100, height: 100)
        let context = try GraphicsContext(surface: image)
        context.fillColor = green
        context.fill(Rect(x: 0, y: 0, width: 100, height: 100))
        WindowRenderer.render(window, into: context, areas: [Rect(x: 10, y: 10, width: 20, height: 20)])
        #expect(left.drawnRects == [Rect(x: 10, y: 10, width: 20, height: 20)])
        #expect(right.drawnRects.isEmpty, "a view outside the damage is not drawn")
        #expect(isClose(image.color(x: 20, y: 20), red))
        #expect(isClose(image.color(x: 40, y: 40), green), "outside the area the old pixels stay")
        #expect(isClose(image.color(x: 75, y: 20), green))
        WindowRenderer.render(window, into: context, areas: [])
        #expect(left.drawnRects.count == 1, "nothing asked, nothing drawn")
    }

    @Test("D2, D4: the screen shows presentation values while an animation runs")
    func presentationValues() throws {
        let clock = ManualClock()
        let application = Application(clock: clock)
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: application)
        let box = addBox(Rect(x: 0, y: 40, width: 20, height: 20), red, to: window)
        View.animate(withDuration: 1, options: .curveLinear) { box.center = Point(x: 90, y: 50) }
        clock.advance(by: 0.5)
        let image = try window.snapshot()
        #expect(isClose(image.color(x: 50, y: 50), red), "halfway, the box is drawn at x = 50")
        #expect(isClose(image.color(x: 90, y: 50), .white), "not yet at the model value")
    }

    @Test("D2, HiDPI: at a fractional scale a repainted area covers whole pixels, leaving no see-through seam")
    func fractionalScaleSeams() throws {
        let window = makeWindow(width: 40, height: 40)
        let image = try ImageSurface(logicalSize: Size(width: 40, height: 40), scale: 1.5)
        let context = try GraphicsContext(surface: image)
        WindowRenderer.render(window, into: context, areas: [window.bounds], scale: 1.5)
        WindowRenderer.render(window, into: context, areas: [Rect(x: 11, y: 11, width: 7, height: 7)], scale: 1.5)
        var translucent = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.color(x: x, y: y).alpha < 0.999 { translucent += 1 }
        }
        #expect(translucent == 0, "\(translucent) half-transparent pixels")
    }
}
