import Testing
import TouchKit
import TouchKitTesting

/// Issue D4: a zoom whose view went away during the pinch still comes back within its
/// limits, and hands no non-finite offset on (S16).
@MainActor
@Suite("Zoom limits without a view to zoom (SPEC S16)")
struct ScrollZoomLimitTests {
    @Test("S16 (defect 4): the zooming view removed during a pinch: the scale still comes back within its limits")
    func zoomingViewRemovedDuringPinch() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 300)
        let picture = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.addSubview(picture)
        final class FirstSubview: ScrollViewDelegate {
            var scale: Double?
            func viewForZooming(in scrollView: ScrollView) -> View? { scrollView.subviews.first }
            func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
                self.scale = scale
            }
        }
        let delegate = FirstSubview()
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 2
        scroll.delegate = delegate
        h.window.addSubview(scroll)
        scroll.pinchGestureRecognizer?.addAction { _ in
            if scroll.zoomScale > 2 { picture.removeFromSuperview() }
        }
        h.down(0, 150, 150)
        h.down(1, 250, 150)
        h.step()
        h.move(0, 0, 150)
        h.move(1, 400, 150)
        h.step()  // 4x: past the maximum; the action removes the view
        h.up(0)
        h.up(1)
        h.step()
        #expect(picture.superview == nil)
        #expect(scroll.zoomScale <= scroll.maximumZoomScale, "zoomScale \(scroll.zoomScale)")
        #expect(delegate.scale == scroll.zoomScale)
        scroll.setZoomScale(1.5, animated: false)
        #expect(scroll.zoomScale == 1.5)
        #expect(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite)
    }
}
