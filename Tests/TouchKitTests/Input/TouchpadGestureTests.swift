import Foundation
import Testing
import TouchKit
import TouchKitTestHost

/// Touchpad gestures (SPEC P48-P53): zwp_pointer_gestures_v1 steps through the converter
/// and the application, on a manual clock.
@MainActor
@Suite("Touchpad gestures: pinch, swipe and hold (SPEC P48-P53)")
struct TouchpadGestureTests {
    private func canvas(_ host: WindowTestHost) -> View {
        let outer = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let inner = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        host.window.addSubview(outer)
        return inner
    }

    @Test("P48: a touchpad pinch drives the pinch and rotation recognizers under the pointer, about the pointer")
    func p48PinchAndRotation() {
        let host = WindowTestHost()
        let inner = canvas(host)
        var scales: [Double] = []
        var states: [GestureRecognizer.State] = []
        var locations: [Point] = []
        var rotations: [Double] = []
        let pinch = PinchGestureRecognizer { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            states.append(pinch.state)
            scales.append(pinch.scale)
            locations.append(pinch.location(in: inner))
        }
        let rotation = RotationGestureRecognizer { recognizer in
            rotations.append((recognizer as! RotationGestureRecognizer).rotation)
        }
        let delegate = Together()
        pinch.delegate = delegate
        rotation.delegate = delegate
        inner.superview!.addGestureRecognizer(pinch)
        inner.addGestureRecognizer(rotation)
        host.touchpadPinch(at: Point(x: 150, y: 120), to: 2, rotation: 90, steps: 4)
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs((scales.last ?? 0) - 2) < 1e-9, "\(scales)")
        #expect(locations.allSatisfy { $0 == Point(x: 50, y: 20) }, "\(locations)")
        #expect(abs((rotations.last ?? 0) - Double.pi / 2) < 1e-9, "\(rotations)")
        #expect(pinch.state == .possible && rotation.state == .possible, "reset after the gesture")
    }

    /// Lets pinch and rotation recognize together.
    final class Together: GestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool { true }
    }

    @Test("P48: a cancelled touchpad pinch cancels the recognizer; a pinch outside the view reaches nothing")
    func p48Cancelled() {
        let host = WindowTestHost()
        let inner = canvas(host)
        var states: [GestureRecognizer.State] = []
        let pinch = PinchGestureRecognizer { recognizer in states.append(recognizer.state) }
        inner.addGestureRecognizer(pinch)
        host.touchpadPinch(at: Point(x: 150, y: 150), to: 0.5, cancel: true)
        #expect(states.first == .began && states.last == .cancelled)
        states.removeAll()
        host.touchpadPinch(at: Point(x: 20, y: 20), to: 2)
        #expect(states.isEmpty)
    }

    @Test("P49: a scroll view's zoom follows a touchpad pinch")
    func p49ScrollViewZoom() {
        let host = WindowTestHost()
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        let delegate = ZoomDelegate(content)
        scrollView.delegate = delegate
        host.window.addSubview(scrollView)
        host.touchpadPinch(at: Point(x: 200, y: 150), to: 2)
        host.wait(1)
        #expect(abs(scrollView.zoomScale - 2) < 1e-6, "zoom \(scrollView.zoomScale)")
        #expect(abs(scrollView.contentOffset.x - 200) < 1, "about the pointer: \(scrollView.contentOffset)")
    }

    final class ZoomDelegate: ScrollViewDelegate {
        let content: View
        init(_ content: View) { self.content = content }
        func viewForZooming(in scrollView: ScrollView) -> View? { content }
    }

    @Test("P50: a touchpad swipe reaches a swipe recognizer whose numberOfTouchesRequired matches its fingers")
    func p50Swipe() {
        let host = WindowTestHost()
        let inner = canvas(host)
        var threeLeft = 0
        var twoLeft = 0
        var threeRight = 0
        let three = SwipeGestureRecognizer { _ in threeLeft += 1 }
        three.numberOfTouchesRequired = 3
        three.direction = .left
        let two = SwipeGestureRecognizer { _ in twoLeft += 1 }
        two.numberOfTouchesRequired = 2
        two.direction = .left
        let right = SwipeGestureRecognizer { _ in threeRight += 1 }
        right.numberOfTouchesRequired = 3
        right.direction = .right
        for recognizer in [three, two, right] { inner.addGestureRecognizer(recognizer) }
        let delegate = Together()
        for recognizer in [three, two, right] { recognizer.delegate = delegate }
        host.touchpadSwipe(at: Point(x: 150, y: 150), fingers: 3, by: Point(x: -120, y: 10))
        #expect(threeLeft == 1 && twoLeft == 0 && threeRight == 0)
        host.touchpadSwipe(at: Point(x: 150, y: 150), fingers: 3, by: Point(x: -30, y: 0))
        #expect(threeLeft == 1, "too short")
    }

    @Test("P51: a touchpad hold stops a decelerating scroll view under the pointer")
    func p51HoldStopsGlide() {
        let host = WindowTestHost()
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scrollView.contentSize = Size(width: 400, height: 5000)
        host.window.addSubview(scrollView)
        host.drag(0, from: Point(x: 200, y: 250), to: Point(x: 200, y: 50), steps: 4, ms: 8)
        host.wait(0.05)
        #expect(scrollView.isDecelerating)
        let offset = scrollView.contentOffset
        host.touchpadHold(at: Point(x: 200, y: 150))
        #expect(!scrollView.isDecelerating)
        host.wait(0.5)
        #expect(abs(scrollView.contentOffset.y - offset.y) < 200, "stopped near where it was held")
        let held = scrollView.contentOffset
        host.wait(0.5)
        #expect(scrollView.contentOffset == held)
    }

    @Test("P52: a tap, long press or pan recognizer does not fire on a touchpad pinch or swipe")
    func p52OnlyPinchRotationSwipe() {
        let host = WindowTestHost()
        let inner = canvas(host)
        var fired: [String] = []
        let tap = TapGestureRecognizer { _ in fired.append("tap") }
        let press = LongPressGestureRecognizer { _ in fired.append("press") }
        let pan = PanGestureRecognizer { _ in fired.append("pan") }
        for recognizer in [tap, press, pan] { inner.addGestureRecognizer(recognizer) }
        host.touchpadPinch(at: Point(x: 150, y: 150), to: 1.5)
        host.touchpadSwipe(at: Point(x: 150, y: 150), fingers: 1, by: Point(x: 100, y: 0))
        host.touchpadHold(at: Point(x: 150, y: 150))
        host.wait(1)
        #expect(fired.isEmpty, "\(fired)")
    }

    @Test("P53: an update or end without a begin is logged once and ignored; a second begin cancels the first")
    func p53OutOfOrder() {
        let host = WindowTestHost()
        let inner = canvas(host)
        var states: [GestureRecognizer.State] = []
        let pinch = PinchGestureRecognizer { recognizer in states.append(recognizer.state) }
        inner.addGestureRecognizer(pinch)
        let faults = Kinds()
        var converter = TouchpadGestureConverter()
        converter.faultHandler = { fault in faults.append(fault.kind) }
        let strayUpdate = converter.update(.pinch, dx: 0, dy: 0, scale: 2, time: 1)
        let strayEnd = converter.end(.pinch, cancelled: false, time: 2)
        let straySwipeEnd = converter.end(.swipe, cancelled: false, time: 2)
        #expect(strayUpdate == nil && strayEnd == nil && straySwipeEnd == nil)
        let at = Point(x: 150, y: 150)
        for step in converter.begin(.pinch, window: host.window.windowID, location: at, fingers: 2, time: 3) {
            host.application.handle(step)
        }
        if let step = converter.update(.pinch, dx: 0, dy: 0, scale: 1.5, time: 4) { host.application.handle(step) }
        let again = converter.begin(.pinch, window: host.window.windowID, location: at, fingers: 2, time: 5)
        #expect(again.map(\.phase) == [.cancelled, .began])
        for step in again { host.application.handle(step) }
        if let step = converter.end(.pinch, cancelled: false, time: 6) { host.application.handle(step) }
        #expect(states == [.began, .changed, .cancelled, .began, .ended], "\(states)")
        #expect(
            faults.kinds == [
                "touchpad-update-without-begin", "touchpad-end-without-begin", "touchpad-begin-during-gesture",
            ])
        #expect(converter.faultCount == 4)
    }

    final class Kinds: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        func append(_ kind: String) { lock.withLock { all.append(kind) } }
        var kinds: [String] { lock.withLock { all } }
    }
}
