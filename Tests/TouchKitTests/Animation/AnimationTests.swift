import Testing
import TouchKit

/// SPEC D4: animations of view properties under an injected clock.
@MainActor
@Suite("Animations (SPEC D4)")
struct AnimationTests {
    @Test("D4: the model value changes at once; the presentation value moves with the curve")
    func d4ModelAndPresentation() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            v.center = Point(x: 110, y: 10)
            v.alpha = 0.5
        } completion: {
            finished.append($0)
        }
        #expect(v.center == Point(x: 110, y: 10))
        #expect(v.presentationCenter == Point(x: 10, y: 10))
        h.clock.advance(by: 0.5)
        #expect(abs(v.presentationCenter.x - 60) < 1e-9)
        #expect(abs(v.presentationAlpha - 0.75) < 1e-9)
        #expect(v.isAnimating)
        h.clock.advance(by: 0.6)
        #expect(v.presentationCenter == Point(x: 110, y: 10))
        #expect(!v.isAnimating)
        #expect(finished == [true], "completion exactly once")
    }

    @Test("D4: a new animation of a property starts from the screen value; the old completes false")
    func d4Interruption() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            v.center = Point(x: 110, y: 10)
        } completion: {
            results.append("first \($0)")
        }
        h.clock.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) {
            v.center = Point(x: 10, y: 10)
        } completion: {
            results.append("second \($0)")
        }
        #expect(abs(v.presentationCenter.x - 60) < 1e-6, "starts where the screen was")
        h.clock.advance(by: 0.5)
        // Presentation values are sampled at the animator's 60 Hz ticks: within one
        // tick's motion (50 pt/s / 60) of the value at the clock's time.
        #expect(abs(v.presentationCenter.x - 35) <= 50.0 / 60 + 1e-6)
        h.clock.advance(by: 1)
        #expect(results == ["first false", "second true"])
    }

    @Test("D4: a change outside an animation block while animating is followed, and reached at the end")
    func d4DirectChangeDuringAnimation() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            v.center = Point(x: 110, y: 10)
        } completion: {
            finished.append($0)
        }
        h.clock.advance(by: 0.5)
        v.center = Point(x: 210, y: 110)  // a finger dragging the view, as in MoveMe (SPEC E1)
        #expect(abs(v.presentationCenter.x - 110) < 1e-6, "half way from the start to the new value")
        #expect(abs(v.presentationCenter.y - 60) < 1e-6)
        #expect(v.isAnimating, "the animation keeps its duration")
        h.clock.advance(by: 0.6)
        #expect(v.presentationCenter == Point(x: 210, y: 110))
        #expect(finished == [true], "not an interruption: the completion says finished")
    }

    @Test("D4, F3: animated views ignore touches unless allowUserInteraction; hit-testing uses the model")
    func d4InteractionDuringAnimation() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 50, height: 50))
        View.animate(withDuration: 1) { v.center = Point(x: 200, y: 200) }
        h.tap(0, 200, 200)
        #expect(h.log.calls.isEmpty)
        h.clock.advance(by: 1.1)
        h.tap(0, 200, 200)
        #expect(h.log.calls.map(\.method) == [.began, .ended], "the model position is hit after the animation")
        View.animate(withDuration: 1, options: .allowUserInteraction) { v.center = Point(x: 100, y: 100) }
        h.tap(0, 100, 100)
        #expect(h.log.calls.count == 4)
    }

    @Test("D4: curves: ease-in-out is symmetric, the spring overshoots and settles")
    func d4Curves() {
        #expect(TimingCurve.linear.progress(at: 0.25) == 0.25)
        let e = TimingCurve.easeInOut
        #expect(abs(e.progress(at: 0.5) - 0.5) < 1e-4)
        #expect(e.progress(at: 0.2) < 0.2 && e.progress(at: 0.8) > 0.8)
        #expect(TimingCurve.easeIn.progress(at: 0.3) < 0.3)
        #expect(TimingCurve.easeOut.progress(at: 0.3) > 0.3)
        let spring = TimingCurve.spring(damping: 0.3, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map(spring.progress(at:))
        #expect(samples.max()! > 1.05)
        #expect(spring.progress(at: 1) == 1)
    }

    @Test("D4: a block that changes nothing still completes once")
    func d4EmptyAnimation() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        var count = 0
        View.animate(withDuration: 0.2, animations: { v.alpha = 1 }, completion: { _ in count += 1 })
        h.clock.advance(by: 1)
        #expect(count == 1)
    }

    @Test("D2, D4: each tick also repaints where the view was shown at the previous one")
    func d4DamageCoversThePreviousPlace() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        View.animate(withDuration: 1, options: .curveLinear) { v.center = Point(x: 310, y: 10) }
        h.clock.advance(by: 0.5)
        // A frame drawn now shows the view here; the next tick must repaint all of it.
        let drawn = v.presentationFrame
        _ = h.window.takeDamage()
        h.clock.advance(by: 1.0 / 60)
        let damage = h.window.takeDamage()
        let corners = [
            Point(x: drawn.minX + 0.5, y: drawn.minY + 0.5), Point(x: drawn.maxX - 0.5, y: drawn.maxY - 0.5),
        ]
        for corner in corners {
            #expect(damage.contains { $0.contains(corner) }, "\(corner) of \(drawn) is repainted: \(damage)")
        }

        // A model change outside an animation block repaints where the view is shown.
        v.center = Point(x: 310, y: 200)
        #expect(h.window.takeDamage().contains { $0.contains(v.presentationFrame) })
    }

    @Test("D4: animations damage the window so a host redraws")
    func d4Damage() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        _ = h.window.takeDamage()
        View.animate(withDuration: 0.5) { v.transform = AffineTransform(scaleX: 1.2, y: 1.2) }
        _ = h.window.takeDamage()
        h.clock.advance(by: 0.1)
        #expect(h.window.hasDamage)
    }

    @Test(
        "D4, D2: removing a view while it animates ends the animation (finished false) and repaints where it was shown")
    func d4RemovedWhileAnimating() throws {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 20, height: 20))
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            v.center = Point(x: 110, y: 10)
        } completion: {
            finished.append($0)
        }
        h.clock.advance(by: 0.5)
        _ = h.window.takeDamage()
        let shown = v.presentationFrame
        v.removeFromSuperview()
        let damage = h.window.takeDamage().reduce(Rect.null) { $0.union($1) }
        #expect(damage.contains(shown), "where it was shown, \(shown), is repainted: \(damage)")
        #expect(finished == [false])
        h.clock.advance(by: 1)
        #expect(finished == [false], "exactly once")
    }
}
