import Testing
import TouchKit

/// A scroll view with NaN in its geometry moves no pixels (SPEC D2); found by
/// `touchkit fuzz --lists` (seeds 2000021, 2000166, 2000329).
@MainActor
@Suite("A scroll view with non-finite geometry records no move (SPEC D2)")
struct NonFiniteMoveTests {
    @Test("D2: scrolling a scroll view whose frame is NaN records no move and hands on no NaN area to redraw")
    func nonFiniteScrollRecordsNoMove() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 20, width: 400, height: 200))
        scroll.backgroundColor = .white
        scroll.contentSize = Size(width: 400, height: 10_000)
        h.window.addSubview(scroll)
        _ = h.window.takeMove()
        _ = h.window.takeDamage()
        scroll.frame = Rect(x: .nan, y: 20, width: 400, height: 200)
        scroll.contentOffset = Point(x: 0, y: 30)
        #expect(h.window.takeMove() == nil, "no pixels to move")
        let damage = h.window.takeDamage()
        #expect(
            damage.allSatisfy {
                $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite
            }, "\(damage)")
    }
}
