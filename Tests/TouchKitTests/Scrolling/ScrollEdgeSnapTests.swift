import Testing
import TouchKit
import TouchKitTesting

/// Records the offset and velocity at the release.
@MainActor
final class ReleaseProbe: ScrollViewDelegate {
    var offset: Point?
    var velocity: Point?
    var zoomView: View?
    var endZoomScale: Double?
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        offset = scrollView.contentOffset
        self.velocity = velocity
    }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        endZoomScale = scale
    }
}

/// Issue D9: a fling projected less than the snap distance past an edge rests on the
/// edge, not past it (S10, S11).
@MainActor
@Suite("Snapping at an edge (SPEC S10, S11)")
struct ScrollEdgeSnapTests {
    /// A vertical list at `start`, dragged down slowly (12 moves of 1 pt, then 6 of
    /// `step`) and released while moving: the offset and velocity (points per
    /// millisecond) at the release, and the offset it rests at.
    private func slowFling(from start: Double, step: Double, bounces: Bool) -> (
        release: Double, velocity: Double, rest: Double
    ) {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 400, height: 4000)
        scroll.bounces = bounces
        let probe = ReleaseProbe()
        scroll.delegate = probe
        h.window.addSubview(scroll)
        scroll.contentOffset = Point(x: 0, y: start)
        h.down(0, 200, 100)
        h.step()
        var y = 100.0
        for _ in 0..<12 {
            y += 1
            h.move(0, 200, y)
            h.step()
        }
        for _ in 0..<6 {
            y += step
            h.move(0, 200, y)
            h.step()
        }
        h.up(0)
        h.step()
        h.wait(5.0)
        return (probe.offset?.y ?? .nan, probe.velocity?.y ?? .nan, scroll.contentOffset.y)
    }

    @Test(
        "S10, S11 (defect 9): a fling projected less than the snap distance past an edge rests on the edge",
        arguments: [true, false])
    func flingJustPastAnEdge(bounces: Bool) {
        let rate = DecelerationRate.normal.rawValue
        var tried = 0
        // The drag's speed, and so its projection, depends on the step; the release
        // offset is pixel-aligned. Find drags that project less than the snap distance
        // past the top, and check where each rests.
        for step in stride(from: 0.40, through: 0.80, by: 0.02) {
            let far = slowFling(from: 500, step: step, bounces: bounces)
            let projection = far.velocity * rate / (1 - rate)
            guard projection < 0 else { continue }
            // The same drag from `500 - far.release + n` releases at `n`.
            let n = (-projection - 0.45).rounded(.up)
            guard n + projection < -0.05 else { continue }
            let run = slowFling(from: 500 - far.release + n, step: step, bounces: bounces)
            let unclamped = run.release + run.velocity * rate / (1 - rate)
            guard unclamped < 0 && unclamped > -ScrollPhysics.snapDistance else { continue }
            tried += 1
            #expect(run.rest == 0, "S11: it rests at the clamped target (projected \(unclamped))")
        }
        #expect(tried > 0, "no drag projected just past the edge")
    }
}
