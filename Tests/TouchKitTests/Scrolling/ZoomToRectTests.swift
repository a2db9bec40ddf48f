import Testing
import TouchKit

/// SPEC S17: zoom(to:animated:).
@MainActor
@Suite("ScrollView.zoom(to:animated:) (SPEC S17)")
struct ZoomToRectTests {
    func host() -> (TestHost, ScrollView, ScrollLog, View) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let picture = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.addSubview(picture)
        scroll.contentSize = picture.bounds.size
        let log = ScrollLog()
        log.zoomView = picture
        scroll.delegate = log
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        h.window.addSubview(scroll)
        return (h, scroll, log, picture)
    }

    @Test("S17: the rectangle fills the view, centred, at once, with one didZoom")
    func s17Immediate() {
        let (_, scroll, log, picture) = host()
        scroll.zoom(to: Rect(x: 100, y: 100, width: 100, height: 100), animated: false)
        #expect(scroll.zoomScale == 3, "300 / 100: the whole square shows")
        #expect(scroll.contentSize == Size(width: 1200, height: 900))
        #expect(scroll.contentOffset == Point(x: 150 * 3 - 200, y: 150 * 3 - 150))
        #expect(picture.transform == AffineTransform(scaleX: 3, y: 3))
        #expect(log.calls.contains("didZoom"))
    }

    @Test("S17: the scale stays within the limits and the offset within the content")
    func s17Limits() {
        let (_, scroll, log, _) = host()
        defer { withExtendedLifetime(log) {} }
        scroll.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentOffset == .zero, "a corner rectangle cannot be centred past the edge")
        scroll.zoom(to: Rect(x: 0, y: 0, width: 4000, height: 3000), animated: false)
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
        scroll.zoom(to: Rect(x: 0, y: 0, width: Double.nan, height: 10), animated: false)
        #expect(scroll.zoomScale == 1, "non-finite: nothing happens")
    }

    @Test("S17: animated, it moves over 0.3 s with didZoom each frame and ends with didEndZooming")
    func s17Animated() {
        let (h, scroll, log, _) = host()
        scroll.zoom(to: Rect(x: 200, y: 150, width: 200, height: 150), animated: true)
        #expect(scroll.zoomScale == 1, "nothing has moved yet")
        h.clock.advance(by: 0.15)
        #expect(scroll.zoomScale > 1.2 && scroll.zoomScale < 1.8, "half way: \(scroll.zoomScale)")
        h.clock.advance(by: 0.2)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == Point(x: 400, y: 300))
        #expect(log.calls.suffix(2) == ["didZoom", "didEndZooming"])
    }
}
