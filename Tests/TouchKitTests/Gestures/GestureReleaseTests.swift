import Testing
import TouchKit

/// SPEC T1 and G3: a touch is released after its last phase, and with it its list of
/// recognizers, so nothing the toolkit made keeps a window's views and recognizers alive
/// once the window and the application are gone.
@MainActor
@Suite("Gesture recognizers: nothing outlives its window (SPEC T1, G3)")
struct GestureReleaseTests {
    /// What a test keeps of an application it made: weak references only.
    struct Watched {
        weak var application: Application?
        weak var window: Window?
        weak var view: View?
        weak var recognizer: GestureRecognizer?
    }

    /// Builds an application, a window, a view and a recognizer, lets `play` touch it,
    /// closes the window and lets go of everything.
    static func playAndRelease(
        _ recognizer: @autoclosure () -> GestureRecognizer,
        _ play: (Application, Window, inout TouchFrameBuilder) -> Void
    ) -> Watched {
        // The first application made becomes `Application.shared` and lives on: make
        // sure it is not this one.
        _ = Application.shared
        let app = Application(clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app)
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let r = recognizer()
        view.addGestureRecognizer(r)
        var builder = TouchFrameBuilder()
        play(app, window, &builder)
        window.close()
        return Watched(application: app, window: window, view: view, recognizer: r)
    }

    @Test("T1, G3: after a tap, closing the window frees the recognizer that kept the touch for location(in:)")
    func tapRecognizerIsFreed() {
        var recognized = 0
        let watched = Self.playAndRelease(TapGestureRecognizer { _ in recognized += 1 }) { app, window, b in
            b.down(id: 0, window: window.windowID, location: Point(x: 50, y: 50), time: 0)
            app.handle(b.frame())
            b.up(id: 0, time: 40)
            app.handle(b.frame())
            #expect(
                window.subviews.first?.gestureRecognizers?.first?.location(in: nil) == Point(x: 50, y: 50),
                "the recognizer keeps its last touch for location(in:) after the lift (G22)")
        }
        #expect(recognized == 1)
        #expect(watched.recognizer == nil, "the touch it kept no longer lists it: no cycle")
        #expect(watched.view == nil)
        #expect(watched.window == nil)
        #expect(watched.application == nil)
    }

    @Test("T1, G3: a double tap waiting for its second tap when the window closes is freed with it")
    func waitingDoubleTapIsFreed() {
        let watched = Self.playAndRelease(
            {
                let doubleTap = TapGestureRecognizer()
                doubleTap.numberOfTapsRequired = 2
                return doubleTap
            }()
        ) { app, window, b in
            b.down(id: 0, window: window.windowID, location: Point(x: 50, y: 50), time: 0)
            app.handle(b.frame())
            b.up(id: 0, time: 40)
            app.handle(b.frame())
            #expect(window.subviews.first?.gestureRecognizers?.first?.state == .possible, "still deciding")
        }
        #expect(watched.recognizer == nil)
        #expect(watched.view == nil)
        #expect(watched.window == nil)
        #expect(watched.application == nil)
    }

    @Test("T1, G3: an application that goes away with a finger down and an end withheld frees its recognizers")
    func applicationGoneWithFingersDown() {
        weak var application: Application?
        weak var recognizer: GestureRecognizer?
        weak var withholding: GestureRecognizer?
        do {
            _ = Application.shared
            let app = Application(clock: ManualClock())
            let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: app)
            let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(view)
            let pan = PanGestureRecognizer()
            view.addGestureRecognizer(pan)
            // A double tap stays possible after one tap and withholds the tap's end (G10).
            let doubleTap = TapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            window.addGestureRecognizer(doubleTap)
            var b = TouchFrameBuilder()
            b.down(id: 0, window: window.windowID, location: Point(x: 50, y: 50), time: 0)
            b.down(id: 1, window: window.windowID, location: Point(x: 250, y: 250), time: 0)
            app.handle(b.frame())
            b.up(id: 1, time: 30)
            app.handle(b.frame())
            #expect(app.activeTouchCount >= 1, "a finger is still down as the application goes")
            application = app
            recognizer = pan
            withholding = doubleTap
        }
        #expect(application == nil)
        #expect(recognizer == nil, "the touch still down no longer keeps its recognizers")
        #expect(withholding == nil)
    }

    @Test("G3: a touch lists its recognizers while down and lets go of them once it has ended")
    func touchLetsGoOfItsRecognizers() {
        let h = TestHost()
        let v = h.add("v", Rect(x: 0, y: 0, width: 200, height: 200))
        let pan = PanGestureRecognizer()
        v.addGestureRecognizer(pan)
        var touch: Touch?
        v.onBegan = { touches, _ in touch = touches.first }
        h.down(0, 10, 10)
        h.frame()
        #expect(touch?.gestureRecognizers?.first === pan)
        h.up(0)
        h.frame()
        #expect(touch?.gestureRecognizers?.isEmpty == true)
    }
}
