import Testing
import TouchKit
import TouchKitTesting

/// Issue D3: a motion aimed before the range changed is re-aimed, so the content rests
/// within the range it has at the end (S11, S16).
@MainActor
@Suite("Motion re-aimed when the range changes (SPEC S11, S16)")
struct ScrollRangeChangeTests {
    @Test("S11, S16 (defect 3): a fling aimed before the zoom springs back is re-aimed into the smaller range")
    func flingReaimedWhenZoomShrinksTheRange() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 300)
        let picture = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.addSubview(picture)
        let probe = ReleaseProbe()
        probe.zoomView = picture
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 2
        scroll.delegate = probe
        let together = TestDelegate()
        together.simultaneous = { _, _ in true }
        scroll.panGestureRecognizer.delegate = together
        h.window.addSubview(scroll)
        h.down(0, 150, 150)
        h.down(1, 250, 150)
        h.step()
        // Spread the fingers (the zoom begins and the content grows wider than the
        // bounds), then past the maximum while both move left fast (the drag begins).
        var left = 150.0
        var right = 250.0
        for _ in 0..<3 {
            left -= 15
            right += 15
            h.move(0, left, 150)
            h.move(1, right, 150)
            h.step()
        }
        #expect(scroll.zoomScale > 1.2 && scroll.isZooming)
        for _ in 0..<10 {
            left -= 30
            right -= 2
            h.move(0, left, 150)
            h.move(1, right, 150)
            h.step()
        }
        #expect(scroll.zoomScale > 2, "rubber-banded past the maximum")
        #expect(scroll.isDragging, "the drag began too")
        h.up(0)
        h.up(1)
        h.step()
        h.wait(5.0)
        let range = scroll.contentOffsetRange
        #expect(scroll.zoomScale == 2)
        #expect(range.x.contains(scroll.contentOffset.x), "x \(scroll.contentOffset.x) in \(range.x)")
        #expect(range.y.contains(scroll.contentOffset.y), "y \(scroll.contentOffset.y) in \(range.y)")
        #expect(!scroll.isDecelerating)
    }

    @Test(
        "S11 (fuzz seed 280652): a range that shrinks while the delegate hears the release ends the fling on the new edge"
    )
    func rangeShrunkByTheDelegateAtTheRelease() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 1000)
        let shrinker = RangeShrinkingDelegate()
        // When the deceleration is about to begin, the content shrinks: the range goes
        // from 0...700 to 0...150, with the offset inside and the natural target past it.
        shrinker.onWillBeginDecelerating = { $0.contentSize = Size(width: 400, height: 450) }
        scroll.delegate = shrinker
        h.window.addSubview(scroll)
        h.down(0, 200, 250)
        h.step()
        var y = 250.0
        for _ in 0..<6 {
            y -= 12
            h.move(0, 200, y)
            h.step()
        }
        h.up(0)
        h.step()
        let release = shrinker.releaseOffset ?? .nan
        #expect(release > 0 && release < 150, "released at \(release), within the new range")
        #expect(shrinker.naturalTarget ?? 0 > 150, "aimed past the new range")
        h.wait(12.0)
        #expect(!scroll.isDecelerating, "at rest 12 s after the release")
        #expect(scroll.contentOffset.y == 150, "rests on the new edge, not at \(scroll.contentOffset.y)")
    }
}

/// Shrinks the content from inside `scrollViewWillBeginDecelerating(_:)`.
@MainActor
final class RangeShrinkingDelegate: ScrollViewDelegate {
    var onWillBeginDecelerating: (@MainActor (ScrollView) -> Void)?
    var releaseOffset: Double?
    var naturalTarget: Double?
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        releaseOffset = scrollView.contentOffset.y
        naturalTarget = targetContentOffset.y
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { onWillBeginDecelerating?(scrollView) }
}
