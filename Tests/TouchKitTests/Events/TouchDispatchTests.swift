import Testing
import TouchKit

/// SPEC T1-T8: touches and events, driven through real view trees with synthetic frames.
@MainActor
@Suite("Touches and events (SPEC T)")
struct TouchDispatchTests {
    @Test("T1: one Touch object per finger, the same from began to ended, hashable by identity")
    func t1SameObject() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        var seen: [Touch] = []
        v.onBegan = { t, _ in seen += t }
        v.onMoved = { t, _ in seen += t }
        v.onEnded = { t, _ in seen += t }
        h.down(0, 10, 10)
        h.frame()
        h.move(0, 20, 20)
        h.frame()
        h.up(0)
        h.frame()
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { $0 === seen[0] })
        var lines: [Touch: Int] = [:]
        lines[seen[0]] = 1
        #expect(lines[seen[2]] == 1)
        #expect(seen[0].phase == .ended)
        #expect(h.app.activeTouchCount == 0, "released after its last phase")
    }

    @Test("T2: a finger that begins in A and moves over B still reaches only A; locations convert")
    func t2ViewKeptForSequence() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        h.add("B", Rect(x: 100, y: 0, width: 100, height: 100))
        var touch: Touch?
        a.onBegan = { t, _ in touch = t.first }
        h.down(0, 50, 50)
        h.frame()
        h.move(0, 150, 50)
        h.frame()
        h.up(0)
        h.frame()
        #expect(h.log.calls.map(\.receiver) == ["A", "A", "A"])
        #expect(touch?.view === a)
        #expect(touch?.window === h.window)
        #expect(touch?.location(in: nil) == Point(x: 150, y: 50))
        #expect(touch?.location(in: a) == Point(x: 150, y: 50))
        #expect(touch?.previousLocation(in: nil) == Point(x: 150, y: 50))
    }

    @Test("T2: location(in:) goes through transforms of the whole hierarchy")
    func t2LocationThroughTransforms() {
        let h = TestHost()
        let outer = h.add("outer", Rect(x: 100, y: 100, width: 100, height: 100))
        let inner = h.add("inner", Rect(x: 0, y: 0, width: 50, height: 50), to: outer)
        outer.transform = AffineTransform(scaleX: 2, y: 2)  // about its centre (150,150)
        var loc: (Point, Point)?
        // unowned: each view keeps its handler, which must not keep the views (a cycle).
        outer.onBegan = { [unowned outer, unowned inner] t, _ in
            loc = (t.first!.location(in: outer), t.first!.location(in: inner))
        }
        inner.onBegan = { [unowned outer, unowned inner] t, _ in
            loc = (t.first!.location(in: outer), t.first!.location(in: inner))
        }
        // Window (60,60) -> outer local: centre (150,150) minus (90,90) scaled by 1/2 -> (5,5) from
        // the top-left corner, which is inside inner.
        h.down(0, 60, 60)
        h.frame()
        #expect(h.log.calls.first?.receiver == "inner")
        #expect(loc?.0 == Point(x: 5, y: 5))
        #expect(loc?.1 == Point(x: 5, y: 5))
    }

    @Test("T3: allTouches holds every finger; touches(for:) filters by view and window")
    func t3EventQueries() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = h.add("B", Rect(x: 100, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = true
        var event: Event?
        b.onMoved = { _, e in event = e }
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.down(2, 150, 10)
        h.frame()
        h.move(2, 160, 10)
        h.frame()
        #expect(event?.allTouches?.count == 3)
        #expect(event?.allTouches?.filter { $0.phase == .stationary }.count == 2)
        #expect(event?.touches(for: a)?.count == 2)
        #expect(event?.touches(for: b)?.count == 1)
        #expect(event?.touches(for: h.window)?.count == 3)
        #expect(event?.timestamp == 1.016)
    }

    @Test("T4: fingers landing on one view in one frame come in one call; other views get their own")
    func t4GroupedPerViewAndPhase() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        h.add("B", Rect(x: 100, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = true
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.down(2, 150, 10)
        h.frame()
        #expect(
            h.log.calls == [
                Call(receiver: "A", method: .began, ids: [0, 1]), Call(receiver: "B", method: .began, ids: [2]),
            ])
        h.log.calls = []
        h.move(0, 11, 11)
        h.up(1)
        h.frame()
        #expect(
            h.log.calls == [
                Call(receiver: "A", method: .moved, ids: [0]), Call(receiver: "A", method: .ended, ids: [1]),
            ])
    }

    @Test("T5: touches.count == event.touches(for: self).count tells the last finger lifted")
    func t5LastFingerLifted() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = true
        var lastLifted: [Bool] = []
        a.onEnded = { [unowned a] touches, event in
            lastLifted.append(touches.count == event?.touches(for: a)?.count)
        }
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.frame()
        h.up(0)
        h.frame()
        h.up(1)
        h.frame()
        #expect(lastLifted == [false, true])
    }

    @Test("T6: tapCount counts quick taps at one place on one view, and restarts elsewhere")
    func t6TapCount() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 200, height: 100))
        h.add("B", Rect(x: 250, y: 0, width: 100, height: 100))
        var counts: [Int] = []
        a.onBegan = { t, _ in counts.append(t.first!.tapCount) }
        h.tap(0, 50, 50)
        h.tap(0, 55, 52)
        h.tap(0, 52, 49)
        #expect(counts == [1, 2, 3])
        h.tap(0, 300, 50)  // a tap on B
        h.tap(0, 50, 50)
        #expect(counts.last == 1, "a tap on another view starts again at 1")
        h.time += UInt32(TapThresholds.maximumInterval * 1000) + 50
        h.tap(0, 50, 50)
        #expect(counts.last == 1, "too slow")
        h.tap(0, 50 + TapThresholds.maximumDistance + 5, 50)
        #expect(counts.last == 1, "too far")
        #expect(counts == [1, 2, 3, 1, 1, 1])
        h.time -= 200
        h.tap(0, 50 + TapThresholds.maximumDistance + 5, 50)
        #expect(counts.last == 1, "a clock that went backwards (wrapped, or a new replay) starts again")
    }

    @Test("T7: a view without multiple touch receives only the first finger of its sequence")
    func t7MultipleTouchDisabled() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(a.isMultipleTouchEnabled == false)
        h.down(0, 10, 10)
        h.frame()
        h.down(1, 20, 20)
        h.frame()
        h.move(1, 30, 30)
        h.frame()
        h.up(1)
        h.up(0)
        h.frame()
        #expect(
            h.log.calls == [
                Call(receiver: "A", method: .began, ids: [0]), Call(receiver: "A", method: .ended, ids: [0]),
            ])
        // Two fingers landing in the same frame: only the first is delivered.
        h.log.calls = []
        h.down(2, 10, 10)
        h.down(3, 20, 20)
        h.frame()
        #expect(h.log.calls == [Call(receiver: "A", method: .began, ids: [2])])
    }

    @Test("T8: an exclusive view blocks other views, and is blocked by them")
    func t8ExclusiveTouch() {
        let h = TestHost()
        let ex = h.add("X", Rect(x: 0, y: 0, width: 100, height: 100))
        h.add("B", Rect(x: 100, y: 0, width: 100, height: 100))
        ex.isExclusiveTouch = true
        // The exclusive view tracks: B gets nothing.
        h.down(0, 10, 10)
        h.frame()
        h.down(1, 150, 10)
        h.frame()
        h.up(1)
        h.up(0)
        h.frame()
        #expect(h.log.calls.map(\.receiver) == ["X", "X"])
        // B tracks: the exclusive view gets nothing.
        h.log.calls = []
        h.down(2, 150, 10)
        h.frame()
        h.down(3, 10, 10)
        h.frame()
        h.up(3)
        h.up(2)
        h.frame()
        #expect(h.log.calls.map(\.receiver) == ["B", "B"])
    }

    /// The touch-visualiser pattern: a window subclass that marks every finger it sees
    /// in `sendEvent`, as demo, recording and analytics tools do.
    final class VisualiserWindow: Window {
        var seen: [Int32: [TouchPhase]] = [:]
        var viewsOfTouches: [Int32: Set<String>] = [:]
        override func sendEvent(_ event: Event) {
            for touch in event.allTouches ?? [] where touch.phase != .stationary {
                seen[touch.identifier.number, default: []].append(touch.phase)
            }
            super.sendEvent(event)
        }
    }

    @Test(
        "T7, F1: a finger the single-touch view refuses is in allTouches with its real phases; the view never hears of it"
    )
    func t7RefusedTouchVisibleToFunnels() {
        let h = TestHost { app in VisualiserWindow(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app) }
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        var forA: [Int] = []
        a.onBegan = { _, event in forA.append(event?.touches(for: a)?.count ?? -1) }
        h.down(0, 10, 10)
        h.frame()
        h.down(1, 20, 20)
        h.frame()
        h.move(1, 30, 30)
        h.frame()
        h.up(1)
        h.frame()
        h.up(0)
        h.frame()
        let window = h.window as! VisualiserWindow
        #expect(window.seen[0] == [.began, .ended])
        #expect(window.seen[1] == [.began, .moved, .ended], "the refused finger, seen by the funnel")
        #expect(
            h.log.calls == [
                Call(receiver: "A", method: .began, ids: [0]), Call(receiver: "A", method: .ended, ids: [0]),
            ])
        #expect(forA == [1], "touches(for: view) lists only what the view receives")
    }

    @Test("T8, F1: a finger kept away by an exclusive view is in allTouches too; the other view never hears of it")
    func t8RefusedTouchVisibleToFunnels() {
        let h = TestHost { app in VisualiserWindow(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app) }
        let ex = h.add("X", Rect(x: 0, y: 0, width: 100, height: 100))
        h.add("B", Rect(x: 100, y: 0, width: 100, height: 100))
        ex.isExclusiveTouch = true
        h.down(0, 10, 10)
        h.frame()
        h.down(1, 150, 10)
        h.frame()
        h.up(1)
        h.up(0)
        h.frame()
        let window = h.window as! VisualiserWindow
        #expect(window.seen[1] == [.began, .ended])
        #expect(h.log.calls.map(\.receiver) == ["X", "X"])
    }

    @Test("T2, W9: two windows each keep their own touches")
    func twoWindows() {
        let h = TestHost()
        let second = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: h.app)
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingView("B", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        second.addSubview(b)
        // Identifiers, not windows: a handler holding the windows would hold its own view.
        var windows: [ObjectIdentifier?] = []
        a.onBegan = { t, _ in windows.append(t.first?.window.map(ObjectIdentifier.init)) }
        b.onBegan = { t, _ in windows.append(t.first?.window.map(ObjectIdentifier.init)) }
        h.down(0, 10, 10)
        h.down(1, 10, 10, in: second)
        h.frame()
        #expect(windows.count == 2)
        #expect(windows[0] == ObjectIdentifier(h.window) && windows[1] == ObjectIdentifier(second))
    }

    @Test("W9: two seats with the same touch id are two touches")
    func w9TwoSeats() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        a.isMultipleTouchEnabled = true
        var other = TouchFrameBuilder(seat: SeatID("seat1"))
        h.down(0, 10, 10)
        h.frame()
        other.down(id: 0, window: h.window.windowID, location: Point(x: 20, y: 20), time: 2000)
        h.app.handle(other.frame())
        #expect(h.app.activeTouchCount == 2)
        other.up(id: 0, time: 2001)
        h.app.handle(other.frame())
        #expect(h.app.activeTouchCount == 1)
        #expect(h.log.calls.last == Call(receiver: "A", method: .ended, ids: [0]))
    }

    @Test("W8: shape and orientation reach the Touch")
    func w8OnTouch() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        var touch: Touch?
        a.onBegan = { t, _ in touch = t.first }
        h.down(0, 10, 10)
        h.builder.shape(id: 0, major: 24, minor: 12)
        h.builder.orientation(id: 0, degrees: 30)
        h.frame()
        #expect(touch?.majorRadius == 12 && touch?.minorRadius == 6 && touch?.orientation == 30)
        #expect(touch?.hasShape == true)
    }

    @Test("W10: pointer touches reach views marked as pointer")
    func w10PointerReachesViews() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 100, height: 100))
        var type: TouchType?
        a.onBegan = { t, _ in type = t.first?.type }
        h.builder.pointerEnter(window: h.window.windowID, location: Point(x: 10, y: 10))
        h.builder.pointerPrimaryButton(pressed: true, time: 5)
        h.app.handle(h.builder.pointerFrame())
        #expect(type == .pointer)
    }

    @Test("coalesced motion frames are dispatched once, with the intermediate states")
    func coalescedTouches() {
        let h = TestHost()
        let a = h.add("A", Rect(x: 0, y: 0, width: 200, height: 200))
        var coalesced: [Point] = []
        var previous: Point?
        a.onMoved = { t, e in
            coalesced = e?.coalescedTouches(for: t.first!)?.map { $0.location(in: nil) } ?? []
            previous = t.first?.previousLocation(in: nil)
        }
        h.down(0, 10, 10)
        h.frame()
        var frames: [TouchFrame] = []
        for x in [20.0, 30, 40] {
            h.move(0, x, 10)
            frames += h.builder.frame()
        }
        h.app.handle(frames)
        #expect(h.log.calls(to: "A").filter { $0.method == .moved }.count == 1)
        #expect(coalesced == [Point(x: 20, y: 10), Point(x: 30, y: 10), Point(x: 40, y: 10)])
        #expect(previous == Point(x: 10, y: 10))
    }
}
