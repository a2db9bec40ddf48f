import Testing
import TouchKit

/// SPEC D2: which areas of the window are repainted after which change, how requests
/// between two frames coalesce, and that nothing is drawn when nothing changed.
@MainActor
@Suite("Damage (SPEC D2)")
struct DamageTests {
    /// A host that counts the window's requests for a frame.
    final class FrameCounter: WindowHost {
        var requests = 0
        func windowNeedsDisplay(_ window: Window) { requests += 1 }
        func windowTitleDidChange(_ window: Window) {}
        func windowDidClose(_ window: Window) {}
    }

    /// A window with one 20 x 20 view at (10, 10) inside a container at (20, 30), its
    /// first layout done and its damage taken.
    func settled() -> (Window, View, View) {
        let window = makeWindow(width: 200, height: 200)
        let container = View(frame: Rect(x: 20, y: 30, width: 100, height: 100))
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(container)
        container.addSubview(view)
        window.layoutIfNeeded()
        _ = window.takeDamage()
        return (window, container, view)
    }

    @Test("D2: setNeedsDisplay(_:) damages that rectangle, in window coordinates, clipped to the view")
    func setNeedsDisplayRect() {
        let (window, _, view) = settled()
        view.setNeedsDisplay(Rect(x: 5, y: 5, width: 30, height: 2))
        #expect(window.takeDamage() == [Rect(x: 35, y: 45, width: 15, height: 2)])
    }

    @Test("D2: nothing changed, nothing to draw")
    func nothingChanged() {
        let (window, _, view) = settled()
        let center = view.center
        view.center = center
        view.transform = .identity
        view.alpha = 1
        view.isHidden = false
        #expect(!window.hasDamage)
        #expect(window.takeDamage().isEmpty)
    }

    @Test("D2: moving a view repaints where it was and where it is")
    func move() {
        let (window, _, view) = settled()
        view.center = Point(x: 70, y: 20)
        let damage = window.takeDamage()
        #expect(damage.contains(Rect(x: 30, y: 40, width: 20, height: 20)), "the old frame: \(damage)")
        #expect(damage.contains(Rect(x: 80, y: 40, width: 20, height: 20)), "the new frame: \(damage)")
    }

    @Test("D2: a rotation repaints the rotated view's bounding box")
    func rotate() {
        let (window, _, view) = settled()
        view.transform = AffineTransform(rotationAngle: .pi / 4)
        let union = window.takeDamage().reduce(Rect.null) { $0.union($1) }
        let half = 10 * 2.0.squareRoot()
        #expect(abs(union.minX - (40 - half)) < 1e-9 && abs(union.maxX - (40 + half)) < 1e-9, "\(union)")
    }

    @Test("D2: hiding, fading and recolouring a view repaint its frame")
    func appearance() {
        let (window, _, view) = settled()
        let frame = Rect(x: 30, y: 40, width: 20, height: 20)
        view.isHidden = true
        #expect(window.takeDamage() == [frame])
        view.alpha = 0.5
        #expect(window.takeDamage() == [frame])
        view.backgroundColor = red
        #expect(window.takeDamage() == [frame])
    }

    @Test("D2: adding and removing a subview repaint its frame")
    func hierarchy() {
        let (window, container, view) = settled()
        let other = View(frame: Rect(x: 50, y: 50, width: 10, height: 10))
        container.addSubview(other)
        #expect(window.takeDamage() == [Rect(x: 70, y: 80, width: 10, height: 10)])
        view.removeFromSuperview()
        #expect(window.takeDamage() == [Rect(x: 30, y: 40, width: 20, height: 20)])
    }

    @Test("D2: damage outside the window is dropped; a view outside any window damages nothing")
    func outside() {
        let (window, container, _) = settled()
        let far = View(frame: Rect(x: 500, y: 500, width: 10, height: 10))
        container.addSubview(far)
        far.setNeedsDisplay()
        #expect(!window.hasDamage)
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        loose.setNeedsDisplay()
        #expect(!window.hasDamage)
    }

    @Test("D2: requests between two frames coalesce into one frame request")
    func coalesce() {
        let (window, _, view) = settled()
        let counter = FrameCounter()
        window.host = counter
        view.setNeedsDisplay()
        view.setNeedsDisplay(Rect(x: 2, y: 2, width: 5, height: 5))
        view.setNeedsDisplay(Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(counter.requests == 1)
        #expect(window.takeDamage() == [Rect(x: 30, y: 40, width: 20, height: 20)], "contained rects merge")
        for i in 0..<40 { view.setNeedsDisplay(Rect(x: Double(i % 20), y: 0, width: 1, height: 1)) }
        #expect(counter.requests == 2, "one more frame for the next batch")
        let batch = window.takeDamage()
        #expect(batch.count <= 16, "many small rects merge into few: \(batch.count)")
        #expect(batch.reduce(Rect.null) { $0.union($1) } == Rect(x: 30, y: 40, width: 20, height: 1))
    }

    @Test("D2: past 16 areas the two closest merge, not everything into one box")
    func spreadAreasStaySmall() {
        var areas = DirtyAreas()
        // Ten fingers' dots spread over a 1024 x 640 window, each where it was and where it is.
        var added: [Rect] = []
        for finger in 0..<10 {
            let x = 50 + Double(finger % 5) * 200
            let y = 100 + Double(finger / 5) * 300
            added += [Rect(x: x, y: y, width: 32, height: 32), Rect(x: x + 6, y: y + 2, width: 32, height: 32)]
        }
        for rect in added { areas.add(rect) }
        let rects = areas.take()
        #expect(rects.count == DirtyAreas.mergeThreshold)
        for rect in added { #expect(rects.contains { $0.contains(rect) }, "\(rect) is still to be repainted") }
        let covered = rects.reduce(0.0) { $0 + $1.width * $1.height }
        #expect(covered < 20 * 32 * 32, "about the dots' own area, not the box round them: \(covered)")
        let merged = rects.filter { $0.width > 32 }
        #expect(merged.count == 4, "four of the fingers' two squares merged: \(merged)")
        #expect(merged.allSatisfy { $0.width == 38 && $0.height == 34 })
    }

    @Test("D2: an area drops the areas it contains")
    func largerAreaReplacesSmaller() {
        var areas = DirtyAreas()
        areas.add(Rect(x: 10, y: 10, width: 5, height: 5))
        areas.add(Rect(x: 30, y: 30, width: 5, height: 5))
        areas.add(Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(areas.take() == [Rect(x: 30, y: 30, width: 5, height: 5), Rect(x: 0, y: 0, width: 20, height: 20)])
    }
}
