import Testing
import TouchKit
import TouchKitTesting

/// Issue D6: a cycle of failure requirements is found over every undecided requirement
/// and again when waiting recognizers are released, and broken by failing the newest
/// recognizer in it (G16, G7, G10, G11, F5).
@MainActor
@Suite("Requirement cycles (SPEC G16)")
struct RequirementCycleTests {
    @Test("G16, G10, F5 (defect 6): a cycle hidden behind another requirement is broken once that one fails")
    func cycleBehindAnotherRequirement() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let view = h.add("v", Rect(x: 0, y: 0, width: 400, height: 400))
        var fired: [String] = []
        let a = TapGestureRecognizer { _ in fired.append("a") }
        let b = TapGestureRecognizer { _ in fired.append("b") }
        let c = TapGestureRecognizer { _ in fired.append("c") }
        c.numberOfTapsRequired = 2
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        view.addGestureRecognizer(c)
        a.require(toFail: c)
        a.require(toFail: b)
        b.require(toFail: a)
        h.down(0, 200, 200)
        h.step()
        h.up(0)
        h.step()
        h.wait(2.0)
        #expect(fired == ["a"], "b, the newest of the cycle, fails; a recognizes once c failed")
        #expect(
            h.log.calls(to: "v").map(\.method) == [.began, .ended]
                || h.log.calls(to: "v").map(\.method) == [.began, .cancelled])
        #expect(a.state == .possible && b.state == .possible && c.state == .possible)
        // A later tap is a new attempt, not part of a stuck one.
        h.log.calls.removeAll()
        h.down(1, 100, 100)
        h.step()
        h.up(1)
        h.step()
        h.wait(2.0)
        #expect(fired == ["a", "a"])
    }

    @Test("G16 (defect 6): a cycle made by delegates behind a pending requirement is broken too")
    func delegateCycleBehindAnotherRequirement() {
        let h = TestHost(size: Size(width: 400, height: 400))
        let view = h.add("v", Rect(x: 0, y: 0, width: 400, height: 400))
        var fired: [String] = []
        let a = TapGestureRecognizer { _ in fired.append("a") }
        let b = TapGestureRecognizer { _ in fired.append("b") }
        let c = TapGestureRecognizer { _ in fired.append("c") }
        c.numberOfTapsRequired = 2
        let delegate = TestDelegate()
        delegate.requireFailureOf = { me, other in (me === a && other === b) || (me === b && other === a) }
        a.delegate = delegate
        b.delegate = delegate
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        view.addGestureRecognizer(c)
        a.require(toFail: c)  // listed first: the cycle through b lies behind it
        h.down(0, 200, 200)
        h.step()
        h.up(0)
        h.step()
        h.wait(2.0)
        #expect(fired == ["a"])
        #expect(h.log.calls(to: "v").count == 2, "began and one end: \(h.log.calls)")
    }
}
