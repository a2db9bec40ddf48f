import Graphics
import Testing
import TouchKit
import TouchKitTesting

/// A view written as a user would, tested with the shipped host.
@MainActor
private final class Counter: View {
    var taps = 0
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        taps += touches.count
        backgroundColor = .red
    }
}

/// The shipped in-process host: a user's views unit-tested without a compositor.
@MainActor
@Suite("WindowTestHost: views tested with synthetic frames, no compositor")
struct WindowTestHostTests {
    @Test("T4, H1: a tap reaches the view under it, and a recognizer's action runs")
    func tapReachesTheView() {
        let host = WindowTestHost()
        let counter = Counter(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        host.window.addSubview(counter)
        var recognized = 0
        counter.addGestureRecognizer(TapGestureRecognizer { _ in recognized += 1 })
        host.tap(0, 50, 50)
        #expect(counter.taps == 0, "a recognized tap cancels the view's touch (G8)")
        #expect(recognized == 1)
        host.tap(0, 300, 250)
        #expect(recognized == 1, "outside the view, nothing")
    }

    @Test("D1, G23: time moves only when the test says: a long press fires after wait(_:)")
    func timeIsTheTests() {
        let host = WindowTestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        var began = false
        view.addGestureRecognizer(
            LongPressGestureRecognizer { recognizer in
                if recognizer.state == .began { began = true }
            })
        host.down(0, 50, 50)
        host.frame()
        #expect(!began)
        host.wait(0.6)
        #expect(began)
        host.up(0)
        host.frame()
    }

    @Test("D2: snapshot(scale:) draws the window as the backend does")
    func snapshotDraws() throws {
        let host = WindowTestHost(size: Size(width: 40, height: 30))
        let counter = Counter(frame: Rect(x: 0, y: 0, width: 20, height: 30))
        host.window.addSubview(counter)
        host.tap(0, 5, 5)
        let image = try host.snapshot(scale: 2)
        #expect(image.width == 80 && image.color(x: 10, y: 10) == .red && image.color(x: 60, y: 10) == .white)
    }
}
