import Testing
import TouchKit
import TouchKitTesting

/// A scroll view given non-finite numbers in code keeps working: no crash, a finite
/// range, and a drag still scrolls within it (SPEC S1, D2).
@MainActor
@Suite("Scroll views with non-finite insets and sizes (SPEC S1, D2)")
struct ScrollNonFiniteTests {
    @Test(
        "S1, D2: a NaN or infinite contentInset or contentSize gives a finite range, and a drag does not crash",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInsetAndSize(value: Double) {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 400, height: 4000)
        h.window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: value, left: value, bottom: value, right: value)
        let range = scroll.contentOffsetRange
        #expect(range.x.lowerBound.isFinite && range.x.upperBound.isFinite)
        #expect(range.y.lowerBound.isFinite && range.y.upperBound.isFinite)
        scroll.contentSize = Size(width: value, height: value)
        #expect(scroll.contentOffsetRange.y.lowerBound.isFinite)
        h.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 100), steps: 6)
        h.wait(3)
        #expect(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite)
        #expect(!scroll.isTracking && !scroll.isDragging)
    }
}
