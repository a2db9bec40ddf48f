import Testing
import TouchKit
import TouchKitTesting

/// `HoverGestureRecognizer` follows a pointer with no button down (SPEC P10).
@MainActor
@Suite("Hover (SPEC P10)")
struct HoverTests {
    /// A window with a card at (100, 100, 100, 100) holding a hover recognizer that
    /// notes its states and locations in the card.
    private func hoverCard() -> (TestHost, View, HoverGestureRecognizer, Log) {
        let h = TestHost()
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        h.window.addSubview(card)
        let log = Log()
        let hover = HoverGestureRecognizer { r in log.entries.append((r.state, r.location(in: card))) }
        card.addGestureRecognizer(hover)
        return (h, card, hover, log)
    }

    @MainActor
    final class Log {
        var entries: [(GestureRecognizer.State, Point)] = []
        var states: [GestureRecognizer.State] { entries.map(\.0) }
    }

    @Test("P10: a hover begins on entering its view, changes as the pointer moves, ends on leaving it")
    func enterMoveLeave() {
        let (h, _, hover, log) = hoverCard()
        h.hover(50, 50)
        #expect(log.entries.isEmpty)
        h.hover(110, 120)
        h.hover(130, 140)
        h.hover(130, 140)  // no movement: no call
        #expect(log.states == [.began, .changed])
        #expect(log.entries.last?.1 == Point(x: 30, y: 40))
        h.hover(250, 140)
        #expect(log.states == [.began, .changed, .ended])
        #expect(hover.state == .possible)
        h.hover(150, 150)
        #expect(log.states.last == .began)
    }

    @Test("P10: leaving the window ends the hover")
    func leavingTheWindow() {
        let (h, _, _, log) = hoverCard()
        h.hover(150, 150)
        h.pointerLeave()
        #expect(log.states == [.began, .ended])
    }

    @Test("P10: a button going down ends the hover; moving with no button begins it again")
    func buttonEndsHover() {
        let (h, _, _, log) = hoverCard()
        h.hover(150, 150)
        h.pointerDown(.primary, 150, 150)
        #expect(log.states == [.began, .ended])
        h.pointerMove(160, 160)
        h.pointerUp(.primary)
        #expect(log.states == [.began, .ended])
        h.hover(161, 161)
        #expect(log.states == [.began, .ended, .began])
    }

    @Test("P10: the hovers of the view under the pointer and of its superviews follow together")
    func superviewsFollow() {
        let (h, card, _, log) = hoverCard()
        let inner = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(inner)
        var innerStates: [GestureRecognizer.State] = []
        inner.addGestureRecognizer(HoverGestureRecognizer { r in innerStates.append(r.state) })
        h.hover(115, 115)
        #expect(log.states == [.began] && innerStates == [.began])
        h.hover(150, 150)
        #expect(log.states == [.began, .changed] && innerStates == [.began, .ended])
    }

    @Test("P10: a hover takes no touch: a tap on its view reaches the view's tap recognizer")
    func takesNoTouches() {
        let (h, card, _, log) = hoverCard()
        var taps = 0
        card.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        h.tap(0, 150, 150)
        #expect(taps == 1 && log.entries.isEmpty)
    }

    @Test("P10: a hover whose recognizer was turned off is cancelled at the next move")
    func disabledIsCancelled() {
        let (h, _, hover, log) = hoverCard()
        h.hover(150, 150)
        hover.isEnabled = false
        h.hover(155, 150)
        #expect(log.states == [.began, .cancelled])
    }
}
