import Testing
import TouchKit

/// Scrolling moves pixels (SPEC D2: only what changed is repainted): a scroll records a
/// `ContentMove` of the visible area and damages only what the move cannot provide.
@MainActor
@Suite("Scrolling moves pixels instead of redrawing them (SPEC D2, S1)")
struct ScrollPixelMoveTests {
    private func host() -> (TestHost, ScrollView) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 20, width: 400, height: 200))
        scroll.backgroundColor = .white
        scroll.contentSize = Size(width: 400, height: 10_000)
        h.window.addSubview(scroll)
        _ = h.window.takeMove()
        _ = h.window.takeDamage()
        return (h, scroll)
    }

    @Test(
        "D2: scrolling an opaque, clipping scroll view by 30 pt moves its area and damages the 30 pt strip it exposes")
    func scrollRecordsAMove() {
        let (h, scroll) = host()
        scroll.contentOffset = Point(x: 0, y: 30)
        #expect(
            h.window.takeMove()
                == ContentMove(area: Rect(x: 0, y: 20, width: 400, height: 200), offset: Point(x: 0, y: -30)))
        #expect(h.window.takeDamage() == [Rect(x: 0, y: 190, width: 400, height: 30)])
    }

    @Test("D2: two scrolls before a frame add up into one move; the strip exposed first travels with the second")
    func movesAddUp() {
        let (h, scroll) = host()
        scroll.contentOffset = Point(x: 0, y: 30)
        scroll.contentOffset = Point(x: 0, y: 50)
        #expect(h.window.takeMove()?.offset == Point(x: 0, y: -50))
        let damage = h.window.takeDamage()
        let exposed = ContentMove(area: Rect(x: 0, y: 20, width: 400, height: 200), offset: Point(x: 0, y: -50))
            .exposedAreas
        for area in exposed {
            #expect(
                damage.contains { $0.contains(area) || area.intersection($0) == area }
                    || damage.enclosingRect.contains(area))
        }
    }

    @Test("D2: a view drawn over the scroll view is damaged where it is and where the move carries its pixels")
    func overlaysAreRedrawn() {
        let (h, scroll) = host()
        let badge = View(frame: Rect(x: 300, y: 100, width: 40, height: 40))
        badge.backgroundColor = .red
        h.window.addSubview(badge)
        _ = h.window.takeDamage()
        scroll.contentOffset = Point(x: 0, y: 10)
        #expect(h.window.takeMove() != nil)
        let damage = h.window.takeDamage()
        #expect(damage.contains(Rect(x: 300, y: 100, width: 40, height: 40)))
        #expect(damage.contains(Rect(x: 300, y: 90, width: 40, height: 40)))
    }

    @Test("D2: no move without an opaque background, while an animation runs, or when rotated: the area is redrawn")
    func noMoveWhenPixelsCannotMove() {
        let (h, scroll) = host()
        scroll.backgroundColor = nil
        _ = h.window.takeDamage()
        scroll.contentOffset = Point(x: 0, y: 10)
        #expect(h.window.takeMove() == nil)
        #expect(h.window.takeDamage().contains { $0.contains(Rect(x: 0, y: 20, width: 400, height: 200)) })

        scroll.backgroundColor = .white
        scroll.transform = AffineTransform(rotationAngle: 0.1)
        _ = h.window.takeDamage()
        scroll.contentOffset = Point(x: 0, y: 20)
        #expect(h.window.takeMove() == nil)
        scroll.transform = .identity

        let other = View(frame: Rect(x: 0, y: 250, width: 10, height: 10))
        h.window.addSubview(other)
        View.animate(withDuration: 1, animations: { other.alpha = 0.5 })
        _ = h.window.takeDamage()
        scroll.contentOffset = Point(x: 0, y: 40)
        #expect(h.window.takeMove() == nil)
    }

    @Test("D2: a host that does not take the move redraws its area (takeDamage includes it)")
    func untakenMoveIsDamage() {
        let (h, scroll) = host()
        scroll.contentOffset = Point(x: 0, y: 30)
        #expect(h.window.takeDamage().contains(Rect(x: 0, y: 20, width: 400, height: 200)))
        #expect(h.window.takeMove() == nil)
        #expect(!h.window.hasDamage)
    }

    @Test("S4: a drag's offsets fall on the window's device pixels (whole pixels can be copied)")
    func dragOffsetsArePixelAligned() {
        let (h, scroll) = host()
        h.window.displayScale = 2
        h.down(0, 200, 200)
        h.frame()
        h.move(0, 200, 180)
        h.frame()
        h.move(0, 200, 150.3)
        h.frame()
        // The finger moved 49.7 pt past the start: the offset is on the half-point grid.
        #expect(
            scroll.contentOffset.y > 0 && (scroll.contentOffset.y * 2).rounded() == scroll.contentOffset.y * 2,
            "\(scroll.contentOffset.y)")
        h.cancel()
    }

    @Test("ContentMove: the exposed strips of a diagonal move, and whole device pixels only")
    func exposedAreasAndPixels() {
        let move = ContentMove(area: Rect(x: 0, y: 0, width: 100, height: 100), offset: Point(x: 10, y: -20))
        #expect(
            move.exposedAreas == [
                Rect(x: 0, y: 80, width: 100, height: 20), Rect(x: 0, y: 0, width: 10, height: 80),
            ])
        #expect(move.devicePixels(scale: 2)! == (0, 0, 200, 200, 20, -40))
        #expect(move.devicePixels(scale: 1.5) != nil)
        #expect(
            ContentMove(area: Rect(x: 0, y: 0, width: 100, height: 100), offset: Point(x: 0, y: 0.3)).devicePixels(
                scale: 1) == nil)
        #expect(
            ContentMove(area: Rect(x: 0.5, y: 0, width: 100, height: 100), offset: Point(x: 0, y: 1)).devicePixels(
                scale: 1) == nil)
        #expect(
            ContentMove(area: Rect(x: 0, y: 0, width: 100, height: 100), offset: Point(x: 0, y: .nan)).devicePixels(
                scale: 1) == nil)
        let far = ContentMove(area: Rect(x: 0, y: 0, width: 100, height: 100), offset: Point(x: 0, y: 500))
        #expect(far.exposedAreas == [Rect(x: 0, y: 0, width: 100, height: 100)])
    }
}
