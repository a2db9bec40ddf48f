import Testing
import TouchKit
import TouchKitTesting

/// Counts the scroll view's delegate calls.
@MainActor
final class ScrollCalls: ScrollViewDelegate {
    var didScroll = 0
    var endAnimation = 0
    var beginDragging = 0
    var endDragging: [Bool] = []
    var endDecelerating = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { endAnimation += 1 }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { beginDragging += 1 }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        endDragging.append(decelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endDecelerating += 1 }
}

/// A vertical list of 4000 points in a 400 by 400 window.
@MainActor
func makeList(_ host: TestHost, width: Double = 400, height: Double = 4000) -> ScrollView {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    scroll.contentSize = Size(width: width, height: height)
    host.window.addSubview(scroll)
    return scroll
}

/// A wheel moves a scroll view by lines (SPEC P2-P4, P6, P7).
@MainActor
@Suite("Wheel scrolling (SPEC P2-P4, P6, P7)")
struct WheelScrollTests {
    let step = Double(ScrollView.wheelLinesPerStep) * ScrollView.wheelLineHeight

    @Test("P4: a wheel step moves the content three lines, animated, and tells the delegate at rest")
    func oneStep() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        let calls = ScrollCalls()
        scroll.delegate = calls
        h.wheel(200, 200, steps: 1)
        h.wait(ScrollView.wheelAnimationDuration / 2)
        let midway = scroll.contentOffset.y
        #expect(midway > 0 && midway < step)  // animated
        h.wait(1)
        #expect(scroll.contentOffset == Point(x: 0, y: step))
        #expect(calls.endAnimation == 1 && calls.didScroll >= 2)
        #expect(calls.beginDragging == 0 && !scroll.isDragging)
    }

    @Test("P4: a high-resolution wheel's fractions of a step are kept, and steps during the animation add up")
    func fractionsAndAccumulation() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        h.wheel(200, 200, steps: 0.5)
        h.wait(1)
        #expect(scroll.contentOffset.y == step / 2)
        h.wheel(200, 200, steps: 1)
        h.wait(0.03)
        h.wheel(200, 200, steps: 1)
        h.wait(0.03)
        h.wheel(200, 200, steps: -0.25)
        h.wait(1)
        #expect(scroll.contentOffset.y == step / 2 + 2 * step - step / 4)
    }

    @Test("P4: the wheel stops at the content's edges, with no rubber band")
    func edges() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h, height: 500)
        h.wheel(200, 200, steps: 10)
        h.wait(0.05)
        #expect(scroll.contentOffset.y <= 100)
        h.wait(1)
        #expect(scroll.contentOffset.y == 100)
        h.wheel(200, 200, steps: -10)
        h.wait(1)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("P4: a wheel's animation stays within the range when the range shrinks under it")
    func rangeShrinksUnderTheWheel() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h)
        let calls = ScrollCalls()
        scroll.delegate = calls
        h.wheel(200, 200, steps: 2)
        h.wait(ScrollView.wheelAnimationDuration / 4)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 50, "under way, short of the new edge")
        // (A pinch ending past the zoom limits shrinks the range the same way.)
        scroll.contentSize = Size(width: 400, height: 450)
        h.wait(ScrollView.wheelAnimationDuration / 4)
        #expect(scroll.contentOffset.y <= 50, "animated to the new edge, not past it")
        h.wait(1)
        #expect(scroll.contentOffset.y == 50, "the wheel stops at the content's edge")
        #expect(calls.endAnimation == 1 && !scroll.isDecelerating)
    }

    @Test("P7: with Shift held a wheel's vertical steps scroll across")
    func shiftScrollsAcross() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let scroll = makeList(h, width: 4000, height: 4000)
        h.wheel(200, 200, steps: 1, shift: true)
        h.wait(1)
        #expect(scroll.contentOffset == Point(x: step, y: 0))
        h.wheel(200, 200, steps: 1)
        h.wait(1)
        #expect(scroll.contentOffset == Point(x: step, y: step))
    }

    @Test("P2: an axis the inner scroll view cannot scroll goes to the enclosing one")
    func nestedHandOn() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let outer = makeList(h)
        let inner = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        inner.contentSize = Size(width: 2000, height: 100)
        outer.addSubview(inner)
        h.wheel(200, 150, steps: 1)
        h.wait(1)
        #expect(outer.contentOffset.y == step && inner.contentOffset == .zero)
        h.wheel(200, 100, steps: 1, horizontal: true)
        h.wait(1)
        #expect(inner.contentOffset.x == step && outer.contentOffset.y == step)
    }

    @Test("P3: a scroll view whose pan allows only continuous scrolls leaves the wheel to the one around it")
    func scrollTypesOfAScrollView() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let outer = makeList(h)
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        inner.contentSize = Size(width: 400, height: 2000)
        inner.panGestureRecognizer.allowedScrollTypesMask = .continuous
        outer.addSubview(inner)
        h.wheel(200, 100, steps: 1)
        h.wait(1)
        #expect(inner.contentOffset == .zero && outer.contentOffset.y == step)
        h.touchpadScroll(200, 100 - step + 0, by: [Point(x: 0, y: 5)])
        h.wait(1)
        #expect(inner.contentOffset.y > 0)
    }

    @Test("P3: a plain pan follows a wheel only with .discrete in its mask, and ends after the scroll end delay")
    func panFollowsTheWheel() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        h.window.addSubview(view)
        var states: [GestureRecognizer.State] = []
        var translations: [Point] = []
        let pan = PanGestureRecognizer { recognizer in
            states.append(recognizer.state)
            translations.append((recognizer as! PanGestureRecognizer).translation(in: view))
        }
        view.addGestureRecognizer(pan)
        h.wheel(100, 100, steps: 1)
        h.wait(1)
        #expect(states.isEmpty)  // empty mask by default
        pan.allowedScrollTypesMask = .continuous
        h.wheel(100, 100, steps: 1)
        h.wait(1)
        #expect(states.isEmpty)
        pan.allowedScrollTypesMask = .discrete
        h.wheel(100, 100, steps: 1)
        h.wheel(100, 100, steps: 1)
        #expect(states == [.began, .changed, .changed])
        #expect(translations.last == Point(x: 0, y: -2 * step))  // the way fingers would move
        h.wait(PanGestureRecognizer.scrollEndDelay / 2)
        #expect(states.count == 3)
        h.wait(PanGestureRecognizer.scrollEndDelay)
        #expect(states.last == .ended && pan.state == .possible)
    }
}
