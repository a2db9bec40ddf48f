import Testing
import TouchKit

/// SPEC G23-G29: the built-in recognizers and their named thresholds.
@MainActor
@Suite("Gesture recognizers: the built-in ones (SPEC G23-G29)")
struct BuiltInRecognizerTests {
    private func host() -> (TestHost, RecordingView) {
        let h = TestHost(size: Size(width: 600, height: 400))
        let v = h.add("v", Rect(x: 0, y: 0, width: 600, height: 400))
        v.isMultipleTouchEnabled = true
        return (h, v)
    }

    private func count(_ recognizer: GestureRecognizer) -> () -> [GestureRecognizer.State] {
        var states: [GestureRecognizer.State] = []
        recognizer.addAction { states.append($0.state) }
        return { states }
    }

    @Test("G23: a tap recognizes at the lift; too far, too long, too many fingers, or too slow a second tap fail")
    func g23Tap() {
        let (h, v) = host()
        let tap = TapGestureRecognizer()
        let states = count(tap)
        v.addGestureRecognizer(tap)
        h.tap(0, 50, 50)
        #expect(states() == [.ended])
        h.wait(1)
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 50 + TapThresholds.maximumDistance + 1, y: 50), steps: 2)
        #expect(states() == [.ended], "moved too far")
        h.down(0, 50, 50)
        h.frame()
        h.wait(TapGestureRecognizer.maximumPressDuration + 0.01)
        h.up(0)
        h.frame()
        #expect(states() == [.ended], "held too long: a timer failed it")
        h.down(0, 50, 50)
        h.down(1, 80, 50)
        h.frame()
        h.up(0)
        h.up(1)
        h.frame()
        #expect(states() == [.ended], "two fingers for a one-finger tap")

        let two = TapGestureRecognizer()
        two.numberOfTouchesRequired = 2
        let twoStates = count(two)
        v.addGestureRecognizer(two)
        h.wait(1)
        h.down(0, 50, 50)
        h.down(1, 80, 50)
        h.frame()
        h.up(0)
        h.frame()
        h.up(1)
        h.frame()
        #expect(twoStates() == [.ended], "a two-finger tap, the fingers lifting apart")

        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let doubleStates = count(double)
        let (h2, v2) = host()
        v2.addGestureRecognizer(double)
        h2.tap(0, 50, 50)
        h2.wait(TapThresholds.maximumInterval + 0.01)
        h2.tap(0, 50, 50)
        #expect(doubleStates().isEmpty, "the second tap came too late")
        h2.wait(1)
        h2.tap(0, 50, 50)
        h2.wait(0.1)
        h2.tap(0, 50 + TapThresholds.maximumDistance + 5, 50)
        #expect(doubleStates().isEmpty, "the second tap landed too far from the first")
        h2.wait(1)
        h2.tap(0, 50, 50)
        h2.wait(0.1)
        h2.tap(0, 55, 52)
        #expect(doubleStates() == [.ended])
        #expect(double.location(in: nil) == Point(x: 50, y: 50), "a tap reports where the first tap was (G22)")
    }

    @Test("G23, T6: the tap recognizer counts its own taps, on any view, not Touch.tapCount")
    func g23OwnCount() {
        let (h, v) = host()
        let a = h.add("a", Rect(x: 0, y: 0, width: 100, height: 100), to: v)
        let b = h.add("b", Rect(x: 100, y: 0, width: 100, height: 100), to: v)
        _ = (a, b)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let states = count(double)
        v.addGestureRecognizer(double)
        h.tap(0, 90, 50)
        h.wait(0.1)
        h.tap(0, 110, 50)  // another subview: Touch.tapCount starts again at 1
        #expect(states() == [.ended])
    }

    @Test(
        "G24: a long press begins on a timer, reports changes without limit, ends at any lift; early lift or movement fail"
    )
    func g24LongPress() {
        let (h, v) = host()
        let press = LongPressGestureRecognizer()
        let states = count(press)
        v.addGestureRecognizer(press)
        h.down(0, 50, 50)
        h.frame()
        h.wait(0.3)
        h.move(0, 55, 50)
        h.frame()
        h.wait(0.25)
        #expect(states() == [.began])
        h.move(0, 300, 300)
        h.frame()
        h.up(0)
        h.frame()
        #expect(states() == [.began, .changed, .ended])
        h.down(0, 50, 50)
        h.frame()
        h.wait(0.2)
        h.up(0)
        h.frame()
        h.wait(1)
        #expect(states().count == 3, "lifted before 0.5 s")
        h.down(0, 50, 50)
        h.frame()
        h.move(0, 50 + press.allowableMovement + 1, 50)
        h.frame()
        h.wait(1)
        h.up(0)
        h.frame()
        #expect(states().count == 3, "moved more than allowableMovement")

        let pressAfterTap = LongPressGestureRecognizer()
        pressAfterTap.numberOfTapsRequired = 1
        let tapThenHold = count(pressAfterTap)
        let (h2, v2) = host()
        v2.addGestureRecognizer(pressAfterTap)
        h2.tap(0, 50, 50)
        h2.wait(0.1)
        h2.down(0, 50, 50)
        h2.frame()
        h2.wait(0.6)
        h2.up(0)
        h2.frame()
        #expect(tapThenHold() == [.began, .ended], "a tap, then a hold")
    }

    @Test(
        "G25: a pan begins after the hysteresis; translation is total, setTranslation resets it; fingers joining don't jump"
    )
    func g25PanTranslation() {
        let (h, v) = host()
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
        v.addGestureRecognizer(pan)
        h.down(0, 100, 100)
        h.frame()
        h.move(0, 100 + PanGestureRecognizer.hysteresis - 1, 100)
        h.frame()
        #expect(pan.state == .possible)
        h.move(0, 112, 100)
        h.frame()
        #expect(pan.state == .began)
        h.move(0, 130, 110)
        h.frame()
        #expect(translations == [Point(x: 12, y: 0), Point(x: 30, y: 10)])
        pan.setTranslation(.zero, in: nil)
        h.move(0, 140, 110)
        h.frame()
        #expect(translations.last == Point(x: 10, y: 0))
        h.down(1, 340, 110)
        h.frame()
        #expect(
            pan.translation(in: nil) == Point(x: 10, y: 0), "a second finger moves the centroid, not the translation")
        h.move(1, 350, 110)
        h.frame()
        #expect(translations.last == Point(x: 15, y: 0))
        h.up(0)
        h.frame()
        #expect(pan.state == .changed, "one finger is still down")
        h.up(1)
        h.frame()
        #expect(pan.state == .possible)  // ended, then reset
        let scaled = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = .init(scaleX: 2, y: 2)
        v.addSubview(scaled)
        let pan2 = PanGestureRecognizer()
        var inScaled: Point?
        pan2.addAction { inScaled = ($0 as! PanGestureRecognizer).translation(in: scaled) }
        scaled.addGestureRecognizer(pan2)
        h.wait(1)
        h.drag(from: Point(x: 50, y: 50), to: Point(x: 90, y: 50), steps: 1, lift: false)
        #expect(inScaled == Point(x: 20, y: 0), "translation(in:) is a vector in that view's coordinates")
        h.up(0)
        h.frame()
    }

    @Test("G25: min and max touches: too many before it begins fail; it ends below the minimum")
    func g25PanTouchCounts() {
        let (h, v) = host()
        let two = PanGestureRecognizer()
        two.minimumNumberOfTouches = 2
        two.maximumNumberOfTouches = 2
        let states = count(two)
        v.addGestureRecognizer(two)
        h.down(0, 100, 100)
        h.frame()
        h.move(0, 150, 100)
        h.frame()
        #expect(two.state == .possible, "one finger is not enough")
        h.down(1, 200, 100)
        h.frame()
        h.move(0, 170, 100)
        h.move(1, 220, 100)
        h.frame()
        #expect(states() == [.began])
        h.up(1)
        h.frame()
        #expect(states() == [.began, .ended], "below the minimum")
        h.up(0)
        h.frame()
        h.down(0, 100, 100)
        h.down(1, 120, 100)
        h.down(2, 140, 100)
        h.frame()
        h.move(0, 150, 100)
        h.move(1, 170, 100)
        h.move(2, 190, 100)
        h.frame()
        h.up(0)
        h.up(1)
        h.up(2)
        h.frame()
        #expect(states() == [.began, .ended], "three fingers for a two-finger pan")
    }

    @Test("G25: velocity in points per second from compositor timestamps and every coalesced sample; zero after a stop")
    func g25PanVelocity() {
        let (h, v) = host()
        let pan = PanGestureRecognizer()
        var endVelocity: Point?
        pan.addAction { r in if r.state == .ended { endVelocity = (r as! PanGestureRecognizer).velocity(in: nil) } }
        v.addGestureRecognizer(pan)
        // 10 ms frames, 5 pt each: 500 pt/s, delivered as coalesced runs of three frames.
        h.down(0, 100, 100)
        h.frame(advance: 10)
        var x = 100.0
        for _ in 0..<4 {
            var frames: [TouchFrame] = []
            for _ in 0..<3 {
                x += 5
                h.move(0, x, 100)
                frames += h.builder.frame()
                h.time += 10
            }
            h.app.handle(frames)
        }
        let during = pan.velocity(in: nil)
        #expect(abs(during.x - 500) < 1 && abs(during.y) < 1)
        h.up(0)
        h.frame()
        #expect(endVelocity.map { abs($0.x - 500) < 1 } == true)
        h.down(0, 100, 100)
        h.frame(advance: 10)
        h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 5, ms: 10, lift: false)
        h.time += UInt32(VelocityEstimator.stopThreshold * 1000) + 20
        h.move(0, 200, 100)
        h.frame()
        h.up(0)
        h.frame()
        #expect(endVelocity == .zero, "the finger stopped before lifting: no fling")
    }

    @Test(
        "G26: pinch scale is the distance over the distance when the second finger landed; setting it resets velocity")
    func g26Pinch() {
        let (h, v) = host()
        let pinch = PinchGestureRecognizer()
        let states = count(pinch)
        v.addGestureRecognizer(pinch)
        h.down(0, 100, 100)
        h.frame()
        h.down(1, 200, 100)
        h.frame()
        h.move(1, 200 + PinchGestureRecognizer.hysteresis - 1, 100)
        h.frame()
        #expect(pinch.state == .possible)
        h.move(1, 300, 100)
        h.frame()
        #expect(states() == [.began])
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(pinch.velocity > 0)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        h.move(1, 400, 100)
        h.frame()
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        h.down(2, 500, 300)
        h.frame()
        #expect(pinch.numberOfTouches == 2, "a third finger is ignored")
        h.up(0)
        h.frame()
        #expect(pinch.state == .changed, "it ends when both have lifted")
        h.up(1)
        h.up(2)
        h.frame()
        #expect(states() == [.began, .changed, .ended])
    }

    @Test("G27: rotation in radians, clockwise positive on screen (y down); setting it resets velocity")
    func g27Rotation() {
        let (h, v) = host()
        let rotation = RotationGestureRecognizer()
        let states = count(rotation)
        v.addGestureRecognizer(rotation)
        h.down(0, 200, 200)
        h.down(1, 300, 200)
        h.frame()
        h.move(1, 200, 300)
        h.frame()  // the vector turns from +x to +y: clockwise on screen
        #expect(states() == [.began])
        #expect(abs(rotation.rotation - Double.pi / 2) < 1e-9)
        #expect(rotation.velocity > 0)
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        h.move(1, 100, 200)
        h.frame()
        #expect(abs(rotation.rotation - Double.pi / 2) < 1e-9)
        h.up(0)
        h.up(1)
        h.frame()
        #expect(states() == [.began, .changed, .ended])
    }

    @Test(
        "G28: a swipe recognizes as soon as it has travelled far enough in an allowed direction, quickly and straight")
    func g28Swipe() {
        let (h, v) = host()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        let states = count(swipe)
        v.addGestureRecognizer(swipe)
        h.drag(
            from: Point(x: 300, y: 200), to: Point(x: 300 - SwipeGestureRecognizer.minimumDistance - 5, y: 200),
            steps: 3, lift: false)
        #expect(states() == [.ended], "before the lift")
        #expect(swipe.location(in: nil) == Point(x: 300, y: 200), "where it started")
        h.up(0)
        h.frame()
        h.drag(from: Point(x: 300, y: 200), to: Point(x: 400, y: 200), steps: 3)
        #expect(states().count == 1, "right is not allowed")
        h.drag(from: Point(x: 300, y: 200), to: Point(x: 240, y: 260), steps: 3)
        #expect(states().count == 1, "diagonal: beyond maximumAngle")
        h.down(0, 300, 200)
        h.frame()
        h.wait(SwipeGestureRecognizer.maximumDuration + 0.01)
        h.move(0, 300, 100)
        h.frame()
        h.up(0)
        h.frame()
        #expect(states().count == 1, "too slow")
        h.drag(from: Point(x: 300, y: 200), to: Point(x: 300, y: 100), steps: 3)
        #expect(states().count == 2, "up is allowed")
    }

    @Test(
        "G29: a screen-edge pan starts only within edgeWidth of one of its edges of the window; later fingers are ignored"
    )
    func g29ScreenEdgePan() {
        let (h, v) = host()
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let states = count(edge)
        v.addGestureRecognizer(edge)
        h.drag(from: Point(x: 100, y: 200), to: Point(x: 200, y: 200), steps: 2)
        #expect(states().isEmpty)
        h.down(0, ScreenEdgePanGestureRecognizer.edgeWidth - 5, 200)
        h.frame()
        h.down(1, 300, 300)
        h.frame()
        #expect(edge.numberOfTouches == 1)
        h.move(0, 120, 200)
        h.frame()
        h.up(0)
        h.up(1)
        h.frame()
        #expect(states() == [.began, .ended])
    }
}
