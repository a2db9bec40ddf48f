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
}
