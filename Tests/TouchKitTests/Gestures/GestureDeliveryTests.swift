import Testing
import TouchKit

/// SPEC G1-G12: which touches recognizers see, in what order, states and actions, and
/// what the views get while recognizers decide.
@MainActor
@Suite("Gesture recognizers: delivery (SPEC G1-G12)")
struct GestureDeliveryTests {
    @Test("G1: with no recognizer attached, a view gets exactly the calls it always did")
    func g1NoRecognizers() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        h.down(0, 10, 10)
        h.frame()
        h.down(1, 50, 50)
        h.move(0, 12, 12)
        h.frame()
        h.up(0)
        h.frame()
        h.up(1)
        h.frame()
        #expect(h.log.lines == ["v.began[0]", "v.began[1]", "v.moved[0]", "v.ended[0]", "v.ended[1]"])
        #expect(h.app.activeTouchCount == 0)
    }

    @Test("G2: target-action and closures, several targets in order, one view at a time, weak view")
    func g2Attachment() {
        let h = TestHost()
        let a = h.add("a", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = h.add("b", Rect(x: 100, y: 0, width: 100, height: 100))
        var order: [String] = []
        let target = RecordingResponder("target", log: h.log)
        target.addActionHandler(for: "tapped") { sender, _ in
            if sender is TapGestureRecognizer { order.append("selector") }
        }
        let tap = TapGestureRecognizer(target: target, action: "tapped")
        tap.addAction { _ in order.append("closure") }
        a.addGestureRecognizer(tap)
        #expect(tap.view === a)
        #expect(a.gestureRecognizers?.count == 1)
        b.addGestureRecognizer(tap)
        #expect(tap.view === b, "adding to another view moves it")
        #expect(a.gestureRecognizers?.isEmpty == true)
        #expect(!(tap as AnyObject is Responder), "a recognizer is not a responder")
        h.tap(0, 150, 50)
        #expect(order == ["selector", "closure"])
        tap.removeTarget(target, action: "tapped")
        h.wait(1)
        h.tap(0, 150, 50)
        #expect(order == ["selector", "closure", "closure"])
        var weakView: View? = View(frame: .zero)
        let other = TapGestureRecognizer()
        weakView?.addGestureRecognizer(other)
        weakView = nil
        #expect(other.view == nil, "the view is weak")
    }

    @Test("G3: recognizers of the hit-test view and its ancestors get the touch; the list is fixed at began")
    func g3WhichRecognizers() {
        let h = TestHost()
        let outer = h.add("outer", Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = h.add("inner", Rect(x: 0, y: 0, width: 100, height: 100), to: outer)
        let sibling = h.add("sibling", Rect(x: 150, y: 150, width: 50, height: 50))
        let rOuter = ScriptedRecognizer("rOuter", log: h.log)
        let rInner = ScriptedRecognizer("rInner", log: h.log)
        let rSibling = ScriptedRecognizer("rSibling", log: h.log)
        outer.addGestureRecognizer(rOuter)
        inner.addGestureRecognizer(rInner)
        sibling.addGestureRecognizer(rSibling)
        h.down(0, 10, 10)
        h.frame()
        let touch = inner.lastEvent!.allTouches!.first!
        #expect(touch.gestureRecognizers?.map { ($0 as! ScriptedRecognizer).label } == ["rInner", "rOuter"])
        let late = ScriptedRecognizer("late", log: h.log)
        inner.addGestureRecognizer(late)
        h.move(0, 12, 12)
        h.frame()
        h.up(0)
        h.frame()
        #expect(h.log.calls(to: "late").isEmpty, "a recognizer added while the touch is down never gets it")
        #expect(h.log.calls(to: "rSibling").isEmpty)
        #expect(h.log.calls(to: "rInner").map(\.method) == [.began, .moved, .ended])
    }

    @Test("G3: the delegate's shouldReceive is asked before touchesBegan; false keeps the touch away")
    func g3ShouldReceive() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 200, height: 200))
        let r = ScriptedRecognizer("r", log: h.log)
        let delegate = TestDelegate()
        delegate.shouldReceive = { _, touch in touch.identifier.number != 1 }
        r.delegate = delegate
        v.addGestureRecognizer(r)
        v.isMultipleTouchEnabled = true
        h.down(0, 10, 10)
        h.down(1, 20, 20)
        h.frame()
        h.up(0)
        h.up(1)
        h.frame()
        #expect(h.log.calls(to: "r").map(\.ids) == [[0], [0]])
    }

    @Test("G3: touches begun while interaction is ignored, or on a hidden view's area, reach no recognizer of it")
    func g3IgnoredAndHidden() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        let r = ScriptedRecognizer("r", log: h.log)
        v.addGestureRecognizer(r)
        h.app.beginIgnoringInteractionEvents()
        h.tap(0, 10, 10)
        h.app.endIgnoringInteractionEvents()
        v.isHidden = true
        h.tap(0, 10, 10)
        #expect(h.log.calls(to: "r").isEmpty)
    }

    @Test("G3: touches T7 and T8 keep from views still reach recognizers; funnels see every finger")
    func g3RefusedTouchesReachRecognizers() {
        final class Visualiser: Window {
            var seen: [Int32: [TouchPhase]] = [:]
            override func sendEvent(_ event: Event) {
                for touch in event.allTouches ?? [] where touch.phase != .stationary {
                    seen[touch.identifier.number, default: []].append(touch.phase)
                }
                super.sendEvent(event)
            }
        }
        let h = TestHost { app in Visualiser(frame: Rect(x: 0, y: 0, width: 400, height: 300), application: app) }
        let v = h.add("v", Rect(x: 0, y: 0, width: 200, height: 200))  // single-touch (T7)
        let pinch = PinchGestureRecognizer()
        pinch.cancelsTouchesInView = false
        v.addGestureRecognizer(pinch)
        h.down(0, 50, 50)
        h.frame()
        h.down(1, 150, 150)
        h.frame()
        h.move(1, 180, 180)
        h.frame()
        #expect(pinch.state == .began, "the second finger, refused by the view, reached the pinch")
        #expect(pinch.numberOfTouches == 2)
        h.up(0)
        h.up(1)
        h.frame()
        #expect(h.log.calls(to: "v").map(\.ids) == [[0], [0]], "the view never hears of finger 1")
        let window = h.window as! Visualiser
        #expect(window.seen[1] == [.began, .moved, .ended], "the funnel saw the refused finger's real phases")
        #expect(window.seen[0] == [.began, .ended])
    }

    @Test("G3: allowedTouchTypes, requiresExclusiveTouchType and one seat per attempt")
    func g3TypesAndSeats() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        let r = ScriptedRecognizer("r", log: h.log)
        r.allowedTouchTypes = [.direct]
        v.addGestureRecognizer(r)
        h.builder.pointerEnter(window: h.window.windowID, location: Point(x: 10, y: 10))
        h.builder.pointerPrimaryButton(pressed: true, time: h.time)
        h.app.handle(h.builder.pointerFrame())
        h.builder.pointerPrimaryButton(pressed: false, time: h.time + 10)
        h.app.handle(h.builder.pointerFrame())
        #expect(h.log.calls(to: "r").isEmpty, "a pointer touch is not allowed")
        r.allowedTouchTypes = [.direct, .pointer]
        h.down(0, 10, 10)
        h.frame()
        h.builder.pointerPrimaryButton(pressed: true, time: h.time)
        h.app.handle(h.builder.pointerFrame())
        #expect(h.log.calls(to: "r").map(\.ids) == [[0]], "the exclusive touch type keeps the pointer out")
        var other = TouchFrameBuilder(seat: SeatID("seat1"))
        other.down(id: 7, window: h.window.windowID, location: Point(x: 30, y: 30), time: h.time)
        h.app.handle(other.frame())
        #expect(h.log.calls(to: "r").count == 1, "an attempt takes touches from its first touch's seat only")
        other.up(id: 7, time: h.time + 5)
        h.app.handle(other.frame())
        h.builder.pointerPrimaryButton(pressed: false, time: h.time + 20)
        h.app.handle(h.builder.pointerFrame())
        h.up(0)
        h.frame()
    }

    @Test("G4: recognizers get each phase before the views, hit-test view outward, in the order added")
    func g4Order() {
        let h = TestHost()
        let outer = h.add("outer", Rect(x: 0, y: 0, width: 200, height: 200))
        let inner = h.add("inner", Rect(x: 0, y: 0, width: 100, height: 100), to: outer)
        let o1 = ScriptedRecognizer("o1", log: h.log)
        let i1 = ScriptedRecognizer("i1", log: h.log)
        let i2 = ScriptedRecognizer("i2", log: h.log)
        for r in [o1, i1, i2] { r.delaysTouchesEnded = false }
        outer.addGestureRecognizer(o1)
        inner.addGestureRecognizer(i1)
        inner.addGestureRecognizer(i2)
        h.down(0, 10, 10)
        h.frame()
        h.up(0)
        h.frame()
        #expect(
            h.log.lines == [
                "i1.began[0]", "i2.began[0]", "o1.began[0]", "inner.began[0]",
                "i1.ended[0]", "i2.ended[0]", "o1.ended[0]", "inner.ended[0]",
            ])
    }

    @Test("G4: a Window.sendEvent override that does not call super starves recognizers and views alike")
    func g4OverrideStarves() {
        final class Swallowing: Window {
            override func sendEvent(_ event: Event) {}
        }
        let h = TestHost { app in Swallowing(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: app) }
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        v.addGestureRecognizer(ScriptedRecognizer("r", log: h.log))
        h.tap(0, 10, 10)
        #expect(h.log.calls.isEmpty)
    }

    @Test("G5: an illegal transition is logged once and leaves the state unchanged")
    func g5IllegalTransition() {
        TouchKitLog.failsOnBugs = false
        defer { TouchKitLog.failsOnBugs = true }
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 100, height: 100))
        let r = ScriptedRecognizer("r", log: h.log)
        r.onBegan = { r, _ in r.state = .changed }
        v.addGestureRecognizer(r)
        h.down(0, 10, 10)
        h.frame()
        #expect(r.state == .possible)
        #expect(TouchKitLog.hasReported("ScriptedRecognizer: illegal state change possible -> changed"))
        #expect(r.actions.isEmpty)
        h.up(0)
        h.frame()
    }

    @Test("G5, G6: a continuous recognizer's actions: began, every changed, ended; none on failed")
    func g6Actions() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let r = ScriptedRecognizer("r", log: h.log)
        r.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
        r.onEnded = { r, _ in r.state = .ended }
        v.addGestureRecognizer(r)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 3)
        #expect(r.actions == [.began, .changed, .changed, .ended])
        let f = ScriptedRecognizer("f", log: h.log)
        f.onBegan = { r, _ in r.state = .failed }
        v.addGestureRecognizer(f)
        h.tap(0, 10, 10)
        #expect(f.actions.isEmpty, "no action on failed")
    }

    @Test("G7: a finished recognizer is reset at the end of the dispatch and gets nothing more of its touches")
    func g7Reset() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let r = ScriptedRecognizer("r", log: h.log)
        r.onBegan = { r, _ in r.state = .failed }
        v.addGestureRecognizer(r)
        h.down(0, 10, 10)
        h.frame()
        #expect(r.state == .possible)
        #expect(r.resets == 1)
        h.move(0, 20, 20)
        h.frame()
        h.up(0)
        h.frame()
        #expect(h.log.calls(to: "r").count == 1, "after reset, the old touch never reaches it")
        h.tap(0, 10, 10)
        #expect(h.log.calls(to: "r").count == 2, "a new touch starts a new attempt")
    }

    @Test("G8: recognizing cancels the view's touches first, unbinds them, and the view hears nothing more")
    func g8CancelsTouchesInView() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let r = ScriptedRecognizer("r", log: h.log)
        r.onMoved = { r, _ in r.state = r.state == .possible ? .began : .changed }
        r.onEnded = { r, _ in r.state = .ended }
        v.addGestureRecognizer(r)
        var touch: Touch?
        var phaseInCancel: TouchPhase?
        var countInAction: Int?
        v.onBegan = { touches, _ in touch = touches.first }
        r.addAction { r in if r.state == .began { countInAction = h.log.calls(to: "v").count } }
        h.down(0, 10, 10)
        h.frame()
        h.move(0, 30, 10)
        h.frame()
        phaseInCancel = touch?.phase
        #expect(touch?.view == nil, "t.view becomes nil once a recognizer takes it")
        #expect(v.lastEvent?.touches(for: v)?.isEmpty == true, "touches(for: view) no longer lists it")
        #expect(countInAction == 2, "the view's touchesCancelled came before the action")
        h.move(0, 60, 10)
        h.frame()
        h.up(0)
        h.frame()
        #expect(
            h.log.lines == [
                "r.began[0]", "v.began[0]", "r.moved[0]", "v.cancelled[0]", "r!began", "r.moved[0]", "r!changed",
                "r.ended[0]", "r!ended",
            ])
        #expect(phaseInCancel == .moved, "outside the view's cancel call, the touch shows its real phase")
        #expect(h.app.activeTouchCount == 0)
    }

    @Test("G8: with cancelsTouchesInView false the view gets every phase")
    func g8NotCancelling() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 3)
        #expect(h.log.calls(to: "v").map(\.method) == [.began, .moved, .moved, .moved, .ended])
    }

    @Test("G9: delaysTouchesBegan withholds began and moves; on failure the view gets began, one move, then the end")
    func g9DelaysTouchesBegan() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let r = ScriptedRecognizer("r", log: h.log)
        r.delaysTouchesBegan = true
        r.delaysTouchesEnded = false
        v.addGestureRecognizer(r)
        var beganAt: Point?
        var movedAt: Point?
        v.onBegan = { touches, _ in beganAt = touches.first?.location(in: nil) }
        v.onMoved = { touches, _ in movedAt = touches.first?.location(in: nil) }
        h.down(0, 10, 10)
        h.frame()
        h.move(0, 20, 10)
        h.frame()
        h.move(0, 30, 10)
        h.frame()
        #expect(h.log.calls(to: "v").isEmpty)
        r.onEnded = { r, _ in r.state = .failed }
        h.up(0)
        h.frame()
        #expect(h.log.calls(to: "v").map(\.method) == [.began, .moved, .ended])
        #expect(beganAt == Point(x: 30, y: 10) && movedAt == Point(x: 30, y: 10))
    }

    @Test("G9: a delayed touch that a recognizer takes never reaches the view, not even as a cancel")
    func g9RecognizedNeverHeard() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        v.addGestureRecognizer(pan)
        h.drag(from: Point(x: 10, y: 10), to: Point(x: 100, y: 10), steps: 3)
        #expect(h.log.calls(to: "v").isEmpty)
    }

    @Test("G10: delaysTouchesEnded withholds the end; recognition turns it into a cancel, failure delivers it late")
    func g10DelaysTouchesEnded() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        v.addGestureRecognizer(doubleTap)
        h.tap(0, 50, 50)
        #expect(h.log.calls(to: "v").map(\.method) == [.began], "the first tap's end is withheld")
        h.wait(0.1)
        h.tap(0, 50, 50)
        #expect(doubleTap.state == .possible)  // recognized, then reset
        #expect(
            h.log.calls(to: "v").map(\.method) == [.began, .began, .cancelled],
            "both ends were withheld while the double tap decided; recognizing cancelled both taps")
        #expect(h.log.calls(to: "v").last?.ids.count == 2)
        h.log.calls.removeAll()
        h.wait(1)
        h.tap(0, 50, 50)
        h.wait(TapThresholds.maximumInterval + 0.01)
        #expect(h.log.calls(to: "v").map(\.method) == [.began, .ended], "the timeout failed it: the end arrives late")
    }

    @Test("G11: late phases skip the funnels, show their own phase, carry the latest timestamp; F5 per receiver")
    func g11LateDelivery() {
        final class Counting: Window {
            var events = 0
            override func sendEvent(_ event: Event) {
                events += 1
                super.sendEvent(event)
            }
        }
        let h = TestHost { app in Counting(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app) }
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        v.addGestureRecognizer(doubleTap)
        var phaseInEnded: TouchPhase?
        var timestampInEnded: Double?
        var lastCount: Int?
        v.onEnded = { touches, event in
            phaseInEnded = touches.first?.phase
            timestampInEnded = event?.timestamp
            lastCount = event?.touches(for: v)?.count
        }
        h.down(0, 50, 50)
        h.frame(advance: 40)
        let upTime = h.time
        h.up(0)
        h.frame()
        let window = h.window as! Counting
        let funnelled = window.events
        h.wait(1)
        #expect(window.events == funnelled, "the late end did not pass through the funnels again")
        #expect(phaseInEnded == .ended)
        #expect(timestampInEnded == Double(upTime) / 1000)
        #expect(lastCount == 1, "the touch being delivered is in the event (T5 works late)")
        #expect(h.app.activeTouchCount == 0)
        #expect(h.log.calls(to: "v").map(\.method) == [.began, .ended])
    }

    @Test(
        "G11: an end released by a cancellation made from a funnel is delivered, though the touch is not in that event")
    func g11EndReleasedFromFunnel() {
        final class AfterWindow: Window {
            var after: (() -> Void)?
            override func sendEvent(_ event: Event) {
                super.sendEvent(event)
                after?()
            }
        }
        let h = TestHost { app in AfterWindow(frame: Rect(x: 0, y: 0, width: 400, height: 300), application: app) }
        let parent = h.add("P", Rect(x: 0, y: 0, width: 400, height: 300))
        let a = h.add("a", Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        let b = h.add("b", Rect(x: 200, y: 0, width: 100, height: 100), to: parent)
        parent.addGestureRecognizer(ScriptedRecognizer("r", log: h.log))  // fails when a touch is cancelled
        h.down(0, 10, 10)
        h.down(1, 210, 10)
        h.frame()
        (h.window as! AfterWindow).after = { b.removeFromSuperview() }
        h.up(0)
        h.frame()
        #expect(h.log.calls(to: "a").map(\.method) == [.began, .ended], "r failed on b's cancel: a's end is released")
        #expect(h.log.calls(to: "b").map(\.method) == [.began, .cancelled])
        _ = a
    }

    @Test("G12: an ignored touch is not counted, not received, never withheld or cancelled on its account")
    func g12Ignore() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 300, height: 300))
        v.isMultipleTouchEnabled = true
        let r = ScriptedRecognizer("r", log: h.log)
        r.onBegan = { r, touches in
            for touch in touches where touch.identifier.number == 1 { r.ignore(touch, for: nil) }
        }
        v.addGestureRecognizer(r)
        h.down(0, 10, 10)
        h.down(1, 100, 100)
        h.frame()
        #expect(r.numberOfTouches == 1)
        h.move(0, 20, 10)
        h.move(1, 110, 100)
        h.frame()
        #expect(h.log.calls(to: "r").map(\.ids) == [[0, 1], [0]], "the ignored finger's move is not received")
        h.up(0)
        h.up(1)
        h.frame()
        #expect(
            h.log.calls(to: "v").map(\.ids) == [[0, 1], [0, 1], [1]],
            "finger 1 ends at once; finger 0's end is withheld while r decides")
        r.state = .failed
        #expect(h.log.calls(to: "v").map(\.ids) == [[0, 1], [0, 1], [1], [0]], "r failed: finger 0's end, late")
        #expect(h.app.activeTouchCount == 0)
    }
}
