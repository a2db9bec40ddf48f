import Testing
import TouchKit

/// NavigationController (used by SPEC E4's swipe navigator): push and pop, animated
/// slides, appearance callbacks, and the responder chain through controllers (R1).
@MainActor
@Suite("Navigation controller")
struct NavigationControllerTests {
    final class Screen: ViewController {
        let name: String
        var log: [String]
        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init()
        }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @Test("push slides the new screen in, pop slides it out; callbacks bracket the transitions")
    func pushAndPop() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let first = Screen("first")
        let second = Screen("second")
        let nav = NavigationController(rootViewController: first)
        h.window.rootViewController = nav
        #expect(first.view.superview === nav.view)
        nav.pushViewController(second, animated: true)
        #expect(nav.topViewController === second)
        #expect(second.view.center.x == 200, "the model value is final at once")
        #expect(second.view.presentationCenter.x == 600, "the screen starts off to the right")
        #expect(second.log == ["willAppear"])
        h.clock.advance(by: nav.transitionDuration / 2)
        #expect(second.view.presentationCenter.x < 600 && second.view.presentationCenter.x > 200)
        h.clock.advance(by: nav.transitionDuration)
        #expect(second.log == ["willAppear", "didAppear"])
        #expect(first.log == ["willDisappear", "didDisappear"])
        #expect(first.view.superview == nil)
        #expect(second.view.next === second && second.next === nav.view, "R1 through controllers")

        let popped = nav.popViewController(animated: true)
        #expect(popped === second)
        #expect(first.view.superview === nav.view)
        h.clock.advance(by: nav.transitionDuration * 2)
        #expect(second.view.superview == nil)
        #expect(second.log.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(nav.popViewController(animated: false) == nil, "the root stays")
    }

    @Test("F3: the sliding screen does not take touches until the animation ends")
    func noTouchesDuringSlide() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let first = Screen("first")
        let nav = NavigationController(rootViewController: first)
        h.window.rootViewController = nav
        let second = Screen("second")
        let target = h.add("target", Rect(x: 0, y: 0, width: 400, height: 300), to: second.view)
        _ = target
        nav.pushViewController(second, animated: true)
        h.tap(0, 100, 100)
        #expect(h.log.calls.isEmpty)
        h.clock.advance(by: 1)
        h.tap(0, 100, 100)
        #expect(h.log.calls.map(\.receiver) == ["target", "target"])
    }
}
