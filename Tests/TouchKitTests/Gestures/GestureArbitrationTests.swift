import Testing
import TouchKit

/// SPEC G13-G18: should-begin, prevention, simultaneous recognition, failure
/// requirements, conflicts within one dispatch, and controls.
@MainActor
@Suite("Gesture recognizers: arbitration (SPEC G13-G18)")
struct GestureArbitrationTests {
    /// Two recognizers on one view that both begin on the first move.
    private func twoBeginners(_ h: TestHost) -> (View, ScriptedRecognizer, ScriptedRecognizer) {
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let a = ScriptedRecognizer("a", log: h.log)
        let b = ScriptedRecognizer("b", log: h.log)
        for r in [a, b] {
            r.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
            r.onEnded = { r, _ in if r.state == .began || r.state == .changed { r.state = .ended } }
            v.addGestureRecognizer(r)
        }
        return (v, a, b)
    }

    @Test("G13: the delegate's gestureRecognizerShouldBegin false makes the recognizer fail")
    func g13DelegateShouldBegin() {
        let h = TestHost()
        let (_, a, b) = twoBeginners(h)
        let delegate = TestDelegate()
        delegate.shouldBegin = { _ in false }
        a.delegate = delegate
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 3)
        #expect(a.actions.isEmpty)
        #expect(b.actions == [.began, .changed, .changed, .ended], "with a out of the way, b wins")
        #expect(delegate.shouldBeginAsked == 1)
    }

    @Test("G13: the hit-test view's gestureRecognizerShouldBegin is asked for the touches recognition would cancel")
    func g13ViewShouldBegin() {
        final class Refusing: RecordingView {
            var asked = 0
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        let h = TestHost()
        let parent = h.add("parent", Rect(x: 0, y: 0, width: 300, height: 300))
        let child = Refusing("child", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: h.log)
        parent.addSubview(child)
        let pan = PanGestureRecognizer()
        parent.addGestureRecognizer(pan)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 200, y: 10), steps: 3)
        #expect(child.asked == 1)
        #expect(h.log.calls(to: "child").map(\.method) == [.began, .moved, .moved, .moved, .ended])
        pan.cancelsTouchesInView = false
        var began = false
        pan.addAction { if $0.state == .began { began = true } }
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 200, y: 10), steps: 3)
        #expect(began, "a recognizer that cancels nothing does not ask the view")
    }

    @Test("G14: the first to recognize makes the others sharing its touch fail")
    func g14Prevention() {
        let h = TestHost()
        let (_, a, b) = twoBeginners(h)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 3)
        #expect(a.actions == [.began, .changed, .changed, .ended])
        #expect(b.actions.isEmpty)
        #expect(h.log.calls(to: "b").count == 2, "b failed on the first move and was reset: it hears no more")
    }

    @Test(
        "G14, G17: canBePrevented false makes a recognizer immune (and first); with canPrevent false too, both recognize"
    )
    func g14CanPrevent() {
        final class Immune: ScriptedRecognizer {
            var harmless = false
            override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { false }
            override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { !harmless }
        }
        for harmless in [false, true] {
            let h = TestHost()
            let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
            let a = ScriptedRecognizer("a", log: h.log)
            let b = Immune("b", log: h.log)
            b.harmless = harmless
            for r in [a, b] as [ScriptedRecognizer] {
                r.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
                v.addGestureRecognizer(r)
            }
            h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 2, lift: false)
            #expect(b.actions == [.began, .changed])
            #expect(a.actions == (harmless ? [.began, .changed] : []))
            h.up(0)
            h.frame()
        }
    }

    @Test("G14: recognizers with no touch in common never interfere: two fingers pan two views at once")
    func g14DisjointTouches() {
        let h = TestHost()
        let left = h.add("left", Rect(x: 0, y: 0, width: 150, height: 300))
        let right = h.add("right", Rect(x: 200, y: 0, width: 150, height: 300))
        let p1 = PanGestureRecognizer()
        let p2 = PanGestureRecognizer()
        left.addGestureRecognizer(p1)
        right.addGestureRecognizer(p2)
        var states: [String] = []
        p1.addAction { states.append("p1 \($0.state)") }
        p2.addAction { states.append("p2 \($0.state)") }
        h.down(0, 20, 20)
        h.down(1, 220, 20)
        h.frame()
        h.move(0, 60, 20)
        h.move(1, 260, 20)
        h.frame()
        h.up(0)
        h.up(1)
        h.frame()
        #expect(states == ["p1 began", "p2 began", "p1 ended", "p2 ended"])
    }

    @Test("G14: an active recognizer keeps a later one sharing its touch from beginning")
    func g14ActiveBlocks() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer()
        v.addGestureRecognizer(pan)
        let late = ScriptedRecognizer("late", log: h.log)
        late.onBegan = { r, touches in
            // Only the second finger interests it: it starts its attempt with that one.
            for touch in touches where touch.identifier.number == 0 { r.ignore(touch, for: nil) }
        }
        late.onMoved = { r, _ in if r.state == .possible { r.state = .began } }
        v.addGestureRecognizer(late)
        h.down(0, 50, 50)
        h.frame()
        h.move(0, 80, 50)
        h.frame()
        #expect(pan.state == .began)
        h.down(1, 200, 200)
        h.frame()
        h.move(1, 250, 250)
        h.frame()
        #expect(late.actions.isEmpty, "the active pan holds finger 1 too: late failed when it tried")
        #expect(h.log.calls(to: "late").count == 3, "and was reset: it hears no more")
        #expect(pan.state == .changed)
        h.up(0)
        h.up(1)
        h.frame()
    }

    @Test(
        "G15: a true from either delegate's shouldRecognizeSimultaneouslyWith lets a pinch and a rotation run together")
    func g15Simultaneous() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 400, height: 300))
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate  // only one side says yes
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rotation)
        var log: [String] = []
        pinch.addAction { log.append("pinch \($0.state)") }
        rotation.addAction { log.append("rotation \($0.state)") }
        h.down(0, 100, 150)
        h.down(1, 200, 150)
        h.frame()
        h.move(0, 80, 170)
        h.move(1, 220, 130)
        h.frame()
        #expect(log == ["pinch began", "rotation began"])
        h.up(0)
        h.up(1)
        h.frame()
        #expect(log == ["pinch began", "rotation began", "pinch ended", "rotation ended"])
    }

    @Test("G16: require(toFail:): the single tap waits for the double tap, acts when it fails, fails when it wins")
    func g16RequireToFail() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        var log: [String] = []
        var recognizedAt: Point?
        single.addAction {
            log.append("single")
            recognizedAt = $0.location(in: nil)
        }
        double.addAction { _ in log.append("double") }
        h.tap(0, 50, 60)
        #expect(log.isEmpty, "the single tap waits while the double tap is possible")
        #expect(single.state == .possible)
        h.wait(TapThresholds.maximumInterval + 0.01)
        #expect(log == ["single"], "the double tap failed on its timer; the single tap acts at once")
        #expect(recognizedAt == Point(x: 50, y: 60), "where its conditions were met")
        log.removeAll()
        h.wait(1)
        h.tap(0, 50, 60)
        h.wait(0.1)
        h.tap(0, 52, 60)
        h.wait(1)
        #expect(log == ["double"])
    }

    @Test("G16: the overrides and the delegate methods make failure requirements, asked once per attempt")
    func g16OverridesAndDelegate() {
        final class Waiting: ScriptedRecognizer {
            var asked = 0
            override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
                asked += 1
                return otherGestureRecognizer is TapGestureRecognizer
            }
        }
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let waiting = Waiting("w", log: h.log)
        waiting.onEnded = { r, _ in r.state = .ended }
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        v.addGestureRecognizer(waiting)
        h.tap(0, 50, 50)
        #expect(waiting.actions.isEmpty)
        h.wait(1)
        #expect(waiting.actions == [.ended])
        #expect(waiting.asked == 1, "asked once per attempt")

        let h2 = TestHost()
        let v2 = h2.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let a = ScriptedRecognizer("a", log: h2.log)
        a.onEnded = { r, _ in r.state = .ended }
        let b = TapGestureRecognizer()
        b.numberOfTapsRequired = 2
        let delegate = TestDelegate()
        delegate.requiredToFailBy = { me, other in me === b && other === a }
        b.delegate = delegate
        v2.addGestureRecognizer(a)
        v2.addGestureRecognizer(b)
        h2.tap(0, 50, 50)
        #expect(a.actions.isEmpty, "b's delegate made a wait for b")
        h2.wait(1)
        #expect(a.actions == [.ended])
    }

    @Test("G16: a cycle of failure requirements is logged once and broken by failing the newest")
    func g16Cycle() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let older = ScriptedRecognizer("older", log: h.log)
        let newer = ScriptedRecognizer("newer", log: h.log)
        for r in [older, newer] {
            r.onEnded = { r, _ in r.state = .ended }
            v.addGestureRecognizer(r)
        }
        older.require(toFail: newer)
        newer.require(toFail: older)
        h.tap(0, 50, 50)
        #expect(older.actions == [.ended])
        #expect(newer.actions.isEmpty)
    }

    @Test("G17: on the second tap the double tap beats the single tap, even when the single tap comes first")
    func g17DoubleBeatsSingle() {
        let h = TestHost()
        let outer = h.add("outer", Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = h.add("inner", Rect(x: 0, y: 0, width: 200, height: 200), to: outer)
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        inner.addGestureRecognizer(single)  // visited first (the deeper view)
        outer.addGestureRecognizer(double)
        var log: [String] = []
        single.addAction { _ in log.append("single") }
        double.addAction { _ in log.append("double") }
        h.tap(0, 50, 50)
        #expect(log == ["single"], "without a requirement the single tap acts on the first tap")
        h.wait(0.1)
        h.tap(0, 50, 50)
        #expect(log == ["single", "double"], "on the second tap both are candidates: the double tap wins")
    }

    @Test("G17: otherwise the deeper view's recognizer wins")
    func g17DeeperWins() {
        let h = TestHost()
        let outer = h.add("outer", Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = h.add("inner", Rect(x: 0, y: 0, width: 200, height: 200), to: outer)
        let outerPan = PanGestureRecognizer()
        let innerPan = PanGestureRecognizer()
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        var log: [String] = []
        outerPan.addAction { log.append("outer \($0.state)") }
        innerPan.addAction { log.append("inner \($0.state)") }
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 1)
        #expect(log == ["inner began", "inner ended"])
    }

    @Test("G18: a Button inside a view with a tap recognizer fires the button; a tap on the control itself wins")
    func g18ControlsKeepTheirAction() {
        let h = TestHost()
        let container = h.add("container", Rect(x: 0, y: 0, width: 300, height: 300))
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44))
        container.addSubview(button)
        var fired = 0
        button.addAction(for: .touchUpInside) { _ in fired += 1 }
        let containerTap = TapGestureRecognizer()
        var tapped = 0
        containerTap.addAction { _ in tapped += 1 }
        container.addGestureRecognizer(containerTap)
        h.tap(0, 50, 30)
        #expect(fired == 1 && tapped == 0)
        h.tap(0, 200, 200)
        #expect(tapped == 1, "elsewhere in the container the recognizer works")
        let ownTap = TapGestureRecognizer()
        var ownTapped = 0
        ownTap.addAction { _ in ownTapped += 1 }
        button.addGestureRecognizer(ownTap)
        h.wait(1)
        h.tap(0, 50, 30)
        #expect(ownTapped == 1 && fired == 1, "a recognizer on the control itself wins and cancels its touch")
        #expect(!button.isTracking)
    }
}
