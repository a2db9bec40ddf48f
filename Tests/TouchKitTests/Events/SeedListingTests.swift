import Testing
import TouchKit

/// The seed articles' listings 3-1 to 3-7, re-done in Swift (listing 3-8 is in
/// DeliveryControlTests, 3-6 is the MoveMe example).
@MainActor
@Suite("Seed listings")
struct SeedListingTests {
    /// Listing 3-1: detecting a double tap in touchesEnded.
    final class DoubleTapView: RecordingView {
        var doubleTaps = 0
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            super.touchesEnded(touches, with: event)
            for touch in touches where touch.tapCount >= 2 { doubleTaps += 1 }
        }
    }

    @Test("Listing 3-1: a double tap (T6)")
    func listing31DoubleTap() {
        let h = TestHost()
        let v = DoubleTapView("v", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        h.window.addSubview(v)
        h.tap(0, 20, 20)
        #expect(v.doubleTaps == 0)
        h.tap(0, 22, 21)
        #expect(v.doubleTaps == 1)
    }

    /// Listing 3-2: tracking a horizontal swipe.
    final class SwipeView: View {
        static let horizontalSwipeDragMin = 12.0  // HORIZ_SWIPE_DRAG_MIN
        static let verticalSwipeDragMax = 4.0  // VERT_SWIPE_DRAG_MAX
        var startTouchPosition = Point.zero
        var swipes: [String] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            startTouchPosition = touches.first!.location(in: self)
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            let current = touches.first!.location(in: self)
            if abs(startTouchPosition.x - current.x) >= Self.horizontalSwipeDragMin,
                abs(startTouchPosition.y - current.y) <= Self.verticalSwipeDragMax
            {
                swipes.append(startTouchPosition.x < current.x ? "right" : "left")
            }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            startTouchPosition = .zero
        }
    }

    @Test("Listing 3-2: a horizontal swipe, min 12 along x, at most 4 across")
    func listing32Swipe() {
        let h = TestHost()
        let v = SwipeView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(v)
        h.down(0, 100, 100)
        h.frame()
        h.move(0, 111, 102)
        h.frame()
        #expect(v.swipes.isEmpty, "11 pt is not enough")
        h.move(0, 112, 103)
        h.frame()
        #expect(v.swipes == ["right"])
        h.up(0)
        h.frame()
        h.down(0, 100, 100)
        h.frame()
        h.move(0, 80, 105)
        h.frame()
        h.up(0)
        h.frame()
        #expect(v.swipes == ["right"], "5 pt across is too much")
        h.down(0, 100, 100)
        h.frame()
        h.move(0, 80, 96)
        h.frame()
        #expect(v.swipes == ["right", "left"])
    }

    /// Listing 3-3: dragging a view by the delta between location and previous location.
    final class DraggableView: View {
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            let touch = touches.first!
            let location = touch.location(in: self)
            let previous = touch.previousLocation(in: self)
            var f = frame
            f.origin.x += location.x - previous.x
            f.origin.y += location.y - previous.y
            frame = f
        }
    }

    @Test("Listing 3-3: drag by delta")
    func listing33Drag() {
        let h = TestHost()
        let v = DraggableView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        h.window.addSubview(v)
        h.down(0, 20, 20)
        h.frame()
        h.move(0, 30, 25)
        h.frame()
        h.move(0, 70, 45)
        h.frame()
        h.up(0)
        h.frame()
        #expect(v.frame.origin == Point(x: 60, y: 35))
    }

    /// Listings 3-4 and 3-5: caching begin points per touch in the superview's
    /// coordinates, then reading them back for a transform.
    final class TransformView: View {
        var beginPoints: [Touch: Point] = [:]
        var lastScale = 1.0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            for touch in touches { beginPoints[touch] = touch.location(in: superview) }
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            guard let all = event?.touches(for: self), all.count == 2 else { return }
            let pair = Array(all)
            guard let b0 = beginPoints[pair[0]], let b1 = beginPoints[pair[1]] else { return }
            let c0 = pair[0].location(in: superview)
            let c1 = pair[1].location(in: superview)
            lastScale = c0.distance(to: c1) / b0.distance(to: b1)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            for touch in touches { beginPoints[touch] = nil }
        }
    }

    @Test("Listings 3-4, 3-5: begin points cached per touch give a pinch scale")
    func listings34And35BeginPoints() {
        let h = TestHost()
        let v = TransformView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        h.window.addSubview(v)
        h.down(0, 100, 100)
        h.down(1, 200, 100)
        h.frame()
        h.move(0, 50, 100)
        h.move(1, 250, 100)
        h.frame()
        #expect(abs(v.lastScale - 2) < 1e-9)
        h.up(0)
        h.up(1)
        h.frame()
        #expect(v.beginPoints.isEmpty)
    }

    /// Listing 3-7: determining when the last touch of a multi-touch sequence ended.
    final class LastTouchView: View {
        var sequenceEnded = 0
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            if touches.count == event?.touches(for: self)?.count { sequenceEnded += 1 }
        }
    }

    @Test("Listing 3-7: the last finger lifted (T5)")
    func listing37LastFinger() {
        let h = TestHost()
        let v = LastTouchView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        h.window.addSubview(v)
        h.down(0, 10, 10)
        h.down(1, 20, 10)
        h.down(2, 30, 10)
        h.frame()
        h.up(1)
        h.frame()
        #expect(v.sequenceEnded == 0)
        h.up(0)
        h.up(2)
        h.frame()
        #expect(v.sequenceEnded == 1)
    }
}
