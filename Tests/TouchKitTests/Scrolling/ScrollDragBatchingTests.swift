import Testing
import TouchKit
import TouchKitTestHost

/// SPEC S4: where a drag leaves the content depends on the finger's path, not on how the
/// compositor's motion samples were batched into frames. On a busy machine several
/// samples arrive in one frame (coalesced, T3), so the pan begins farther along than
/// with one sample a frame; the content still ends where the finger is, less the
/// hysteresis. ManualClock and synthetic frames: no wall clock.
@MainActor
@Suite("Scroll drags and batched motion (SPEC S4)")
struct ScrollDragBatchingTests {
    /// How the samples of a path reach the application.
    enum Batching: CaseIterable {
        /// One frame per sample.
        case everyFrame
        /// Every sample in one coalesced run of frames.
        case allInOne
        /// The samples before and just past the hysteresis together, then one a frame.
        case firstFiveTogether
    }

    /// A host whose window holds `scroll`, filling it.
    private func host(_ scroll: ScrollView) -> WindowTestHost {
        let h = WindowTestHost(size: Size(width: 400, height: 300))
        h.window.addSubview(scroll)
        return h
    }

    /// Finger 0 goes down at `start` and follows `path` (one sample per 10 ms), delivered
    /// as `batching` says; it stays down.
    private func drive(_ h: WindowTestHost, from start: Point, path: [Point], batching: Batching) {
        h.down(0, start.x, start.y)
        h.frame(advance: 10)
        var pending: [TouchFrame] = []
        for (index, point) in path.enumerated() {
            h.move(0, point.x, point.y)
            pending += h.builder.frame()
            h.time += 10
            let flush: Bool
            switch batching {
            case .everyFrame: flush = true
            case .allInOne: flush = index == path.count - 1
            case .firstFiveTogether: flush = index >= 4
            }
            if flush {
                h.application.handle(pending)
                pending = []
            }
        }
    }

    /// `count` samples from `start` in steps of `step`.
    private func line(from start: Point, step: Point, count: Int) -> [Point] {
        (1...count).map { Point(x: start.x + step.x * Double($0), y: start.y + step.y * Double($0)) }
    }

    @Test(
        "S4: a drag ends at the same content offset whether its samples came one a frame or coalesced",
        arguments: [Point(x: 0, y: -3), Point(x: -2, y: -3), Point(x: 4, y: 1)])
    func s4BatchingDoesNotMoveTheContent(step: Point) {
        var offsets: [Batching: Point] = [:]
        for batching in Batching.allCases {
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            scroll.contentSize = Size(width: 4000, height: 4000)
            scroll.contentOffset = Point(x: 1000, y: 1000)
            let h = host(scroll)
            let start = Point(x: 200, y: 250)
            drive(h, from: start, path: line(from: start, step: step, count: 20), batching: batching)
            #expect(scroll.isDragging, "\(batching): the drag began")
            offsets[batching] = scroll.contentOffset
            h.cancel()
        }
        // The finger moved 20 steps; the content follows all of it less 10 points along it.
        let moved = Point(x: step.x * 20, y: step.y * 20)
        let length = (moved.x * moved.x + moved.y * moved.y).squareRoot()
        let follows = 1 - PanGestureRecognizer.hysteresis / length
        let expected = Point(x: 1000 - moved.x * follows, y: 1000 - moved.y * follows)
        for batching in Batching.allCases {
            let offset = offsets[batching] ?? .zero
            #expect(
                abs(offset.x - expected.x) <= 0.5 && abs(offset.y - expected.y) <= 0.5,
                "\(batching): \(offset), the finger less the hysteresis: \(expected)")
            #expect(offset == offsets[.everyFrame], "\(batching) ends where one sample a frame ends")
        }
    }

    @Test("S4, S2: a vertical drag on a nested horizontal carousel scrolls the list as far, however it was batched")
    func s4NestedCarouselBatching() {
        var offsets: [Batching: Point] = [:]
        for batching in Batching.allCases {
            let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            list.contentSize = Size(width: 400, height: 3000)
            let carousel = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 150))
            carousel.contentSize = Size(width: 1200, height: 150)
            carousel.isPagingEnabled = true
            list.addSubview(carousel)
            let h = host(list)
            let start = Point(x: 200, y: 240)
            drive(h, from: start, path: line(from: start, step: Point(x: 0, y: -6), count: 25), batching: batching)
            #expect(list.isDragging && !carousel.isDragging, "\(batching): the list's drag began, not the carousel's")
            offsets[batching] = list.contentOffset
            h.cancel()
        }
        for batching in Batching.allCases {
            #expect(
                offsets[batching] == Point(x: 0, y: 150 - PanGestureRecognizer.hysteresis),
                "\(batching): the list scrolled by the finger's 150 points less the hysteresis")
        }
    }
}
