import Foundation
import Testing
import TouchKit
import TouchKitTestHost

/// The pen as touches (SPEC P40-P47): tablet-v2 tool events through the frame builder,
/// the test host and the event model, on a manual clock.
@MainActor
@Suite("Pen: tablet tools as pencil touches (SPEC P40-P47)")
struct PencilTests {
    /// A view that keeps every touch call with the touches' state at the time.
    final class Recorder: View {
        struct Call {
            var phase: TouchPhase
            var type: TouchType
            var id: String
            var force: Double
            var maximumPossibleForce: Double
            var altitude: Double
            var azimuth: Double
            var isEraser: Bool
            var estimated: TouchProperties
            var location: Point
        }
        var calls: [Call] = []

        func record(_ phase: TouchPhase, _ touches: Set<Touch>) {
            for touch in touches.sorted(by: { $0.identifier.description < $1.identifier.description }) {
                calls.append(
                    Call(
                        phase: phase, type: touch.type, id: touch.identifier.description, force: touch.force,
                        maximumPossibleForce: touch.maximumPossibleForce, altitude: touch.altitudeAngle,
                        azimuth: touch.azimuthAngle(in: self), isEraser: touch.isEraser,
                        estimated: touch.estimatedProperties, location: touch.location(in: self)))
            }
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(.began, touches) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(.moved, touches) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(.ended, touches) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record(.cancelled, touches) }
    }

    private func scene() -> (WindowTestHost, Recorder) {
        let host = WindowTestHost()
        let view = Recorder(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view.isMultipleTouchEnabled = true
        host.window.addSubview(view)
        host.addPencil()
        return (host, view)
    }

    @Test("P40: a pen's down, motion and up are one .pencil touch: began, moved, ended at the tool's positions")
    func p40PenIsATouch() {
        let (host, view) = scene()
        host.pencilDown(1, 10, 20)
        host.pencilMove(1, 30, 40)
        host.pencilUp(1)
        #expect(view.calls.map(\.phase) == [.began, .moved, .ended])
        #expect(view.calls.allSatisfy { $0.type == .pencil && $0.id == "pencil-1" })
        #expect(view.calls.map(\.location) == [Point(x: 10, y: 20), Point(x: 30, y: 40), Point(x: 30, y: 40)])
        #expect(host.application.activeTouchCount == 0)
    }

    @Test("P40: a pen hovering is no touch; a pen and two fingers at once are three touches")
    func p40PenAndFingersAreSeparateTouches() {
        let (host, view) = scene()
        host.pencilHover(1, 50, 50)
        #expect(view.calls.isEmpty, "a tool in proximity is not a touch")
        host.down(1, 100, 100)
        host.down(2, 200, 100)
        host.frame()
        host.pencilDown(1, 50, 50)
        #expect(host.application.activeTouchCount == 3)
        let began = view.calls.filter { $0.phase == .began }
        #expect(Set(began.map(\.id)) == ["1", "2", "pencil-1"])
        #expect(began.filter { $0.type == .direct }.count == 2)
        host.pencilUp(1)
        host.up(1)
        host.up(2)
        host.frame()
        #expect(view.calls.filter { $0.phase == .ended }.count == 3)
        #expect(host.application.activeTouchCount == 0)
    }

    @Test("P40: the touch trace writes the pencil touch's type, and leaves a finger's out")
    func p40TraceNamesTheType() throws {
        let path = NSTemporaryDirectory() + "touchkit-p40-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (host, _) = scene()
        host.application.trace = TouchTrace(path: path)
        host.pencilDown(1, 10, 10)
        host.pencilUp(1)
        host.tap(0, 20, 20)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let began = lines.filter { $0.contains("touchesBegan") }
        #expect(began.count == 2)
        #expect(began.first?.contains("\"id\":\"pencil-1\",\"phase\":\"began\",\"type\":\"pencil\"") == true)
        #expect(began.last?.contains("\"type\"") == false)
    }

    @Test("P41: force is the pressure scaled to maximumPossibleForce; fingers measure none")
    func p41Force() {
        let (host, view) = scene()
        host.pencilDown(1, 10, 10, pressure: 0.25)
        host.pencilMove(1, 20, 10, pressure: 1)
        host.pencilUp(1)
        host.tap(0, 30, 30)
        let pen = view.calls.filter { $0.type == .pencil }
        #expect(abs(pen[0].force - 1) < 0.001, "a quarter of the range is an average touch")
        #expect(pen[1].force == Touch.pencilMaximumPossibleForce)
        #expect(pen.allSatisfy { $0.maximumPossibleForce == 4 })
        let finger = view.calls.filter { $0.type == .direct }
        #expect(finger.allSatisfy { $0.force == 0 && $0.maximumPossibleForce == 0 })
    }

    @Test("P41, P43: a pen with no pressure axis has the average force, marked estimated")
    func p41NoPressureAxis() {
        let (host, view) = scene()
        host.addPencil(2, measures: [.altitude, .azimuth])
        host.pencilDown(2, 10, 10, pressure: 0.9)
        #expect(view.calls.last?.force == 1)
        #expect(view.calls.last?.estimated == [.force, .roll])
    }

    @Test("P42: altitude and azimuth from tilt, in window and rotated view coordinates")
    func p42AltitudeAndAzimuth() throws {
        let (host, view) = scene()
        host.pencilDown(1, 10, 10, tilt: (0, 0))
        let upright = try #require(view.calls.last)
        #expect(abs(upright.altitude - Double.pi / 2) < 1e-9)
        #expect(upright.azimuth == 0)
        // Leaning 45° towards +x: the cap points along +x, 45° above the surface.
        host.pencilMove(1, 12, 10, tilt: (45, 0))
        let leaning = try #require(view.calls.last)
        #expect(abs(leaning.altitude - Double.pi / 4) < 1e-9)
        #expect(abs(leaning.azimuth) < 1e-9)
        // Leaning towards +y (down the screen): a quarter turn clockwise.
        host.pencilMove(1, 14, 10, tilt: (0, 60))
        let down = try #require(view.calls.last)
        #expect(abs(down.azimuth - Double.pi / 2) < 1e-9)
        #expect(abs(down.altitude - Double.pi / 6) < 1e-9)
        host.pencilUp(1)

        // In a view turned a quarter clockwise, the window's +y is the view's +x.
        let turned = Recorder(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = AffineTransform(rotationAngle: Double.pi / 2)
        host.window.addSubview(turned)
        host.pencilDown(1, 150, 150, tilt: (0, 60))
        let inTurned = try #require(turned.calls.last)
        #expect(abs(inTurned.azimuth) < 1e-9, "azimuthAngle(in:) turns with the view: \(inTurned.azimuth)")
        host.pencilUp(1)
    }

    @Test("P42: fingers are upright with azimuth 0")
    func p42Fingers() throws {
        let (host, view) = scene()
        host.tap(0, 10, 10)
        let finger = try #require(view.calls.first)
        #expect(abs(finger.altitude - Double.pi / 2) < 1e-9)
        #expect(finger.azimuth == 0)
    }

    @Test("P43: estimatedProperties is what the tool does not measure; no updates are expected")
    func p43EstimatedProperties() {
        let (host, view) = scene()
        host.addPencil(3, measures: [.force])
        host.pencilDown(3, 10, 10)
        #expect(view.calls.last?.estimated == [.altitude, .azimuth, .roll])
        host.pencilUp(3)
        host.pencilDown(1, 10, 10)
        #expect(view.calls.last?.estimated == [])
        host.pencilUp(1)
        host.tap(0, 10, 10)
        #expect(view.calls.last?.estimated == [])
    }

    @Test("P44: the eraser end is a .pencil touch whose isEraser is true")
    func p44Eraser() {
        let (host, view) = scene()
        host.addPencil(2, eraser: true)
        host.pencilDown(2, 10, 10)
        host.pencilUp(2)
        host.pencilDown(1, 10, 10)
        host.pencilUp(1)
        let eraser = view.calls.filter { $0.id == "pencil-2" }
        let tip = view.calls.filter { $0.id == "pencil-1" }
        #expect(!eraser.isEmpty && eraser.allSatisfy { $0.type == .pencil && $0.isEraser })
        #expect(!tip.isEmpty && tip.allSatisfy { $0.type == .pencil && !$0.isEraser })
    }

    @Test("P45: leaving proximity mid-stroke cancels; an up before leaving ends")
    func p45ProximityOut() {
        let (host, view) = scene()
        host.pencilDown(1, 10, 10)
        host.pencilMove(1, 20, 10)
        host.pencilLeave(1)
        #expect(view.calls.map(\.phase) == [.began, .moved, .cancelled])
        #expect(host.application.activeTouchCount == 0)
        view.calls.removeAll()
        host.pencilDown(1, 10, 10)
        host.pencilUp(1)
        host.pencilLeave(1)
        #expect(view.calls.map(\.phase) == [.began, .ended])
    }

    @Test("P45: a tool removed mid-stroke cancels its touch; a window closing cancels too")
    func p45RemovedAndClosed() {
        let (host, view) = scene()
        host.pencilDown(1, 10, 10)
        host.application.handle(host.builder.pencilToolRemoved(1))
        #expect(view.calls.map(\.phase) == [.began, .cancelled])
        view.calls.removeAll()
        host.addPencil(1)
        host.pencilDown(1, 10, 10)
        host.application.handle(host.builder.forgetWindow(host.window.windowID))
        #expect(view.calls.map(\.phase) == [.began, .cancelled])
        #expect(host.application.activeTouchCount == 0)
    }

    @Test("P46: allowedTouchTypes keeps a two-finger pinch and a pen stroke apart on one view")
    func p46FingersAndPenApart() {
        let host = WindowTestHost()
        let canvas = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        canvas.isMultipleTouchEnabled = true
        host.window.addSubview(canvas)
        host.addPencil()
        var pinchStates: [GestureRecognizer.State] = []
        var penStates: [GestureRecognizer.State] = []
        let pinch = PinchGestureRecognizer { recognizer in pinchStates.append(recognizer.state) }
        pinch.name = "pinch"
        pinch.allowedTouchTypes = [.direct]
        let draw = PanGestureRecognizer { recognizer in penStates.append(recognizer.state) }
        draw.name = "draw"
        draw.allowedTouchTypes = [.pencil]
        canvas.addGestureRecognizer(pinch)
        canvas.addGestureRecognizer(draw)
        let delegate = TypeRecordingDelegate()
        pinch.delegate = delegate
        draw.delegate = delegate

        host.pencilDown(1, 300, 200)
        host.down(0, 100, 100)
        host.down(1, 150, 100)
        host.frame()
        for step in 1...6 {
            host.move(0, 100 - Double(step) * 5, 100)
            host.move(1, 150 + Double(step) * 5, 100)
            host.frame()
            host.pencilMove(1, 300 + Double(step) * 10, 200)
        }
        host.up(0)
        host.up(1)
        host.frame()
        host.pencilUp(1)
        #expect(delegate.offered["pinch"] == [.direct], "\(delegate.offered)")
        #expect(delegate.offered["draw"] == [.pencil], "\(delegate.offered)")
        #expect(pinchStates.first == .began && pinchStates.last == .ended, "the fingers pinched: \(pinchStates)")
        #expect(penStates.first == .began && penStates.last == .ended, "the pen drew: \(penStates)")
    }

    /// Records the types of the touches each recognizer is offered, and lets the
    /// recognizers recognize together.
    final class TypeRecordingDelegate: GestureRecognizerDelegate {
        var offered: [String: Set<TouchType>] = [:]

        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
            offered[gestureRecognizer.name ?? "", default: []].insert(touch.type)
            return true
        }

        func gestureRecognizer(
            _ gestureRecognizer: GestureRecognizer,
            shouldRecognizeSimultaneouslyWith other: GestureRecognizer
        ) -> Bool { true }
    }

    @Test("P47: unknown and removed tools, pressure and tilt out of range: each logged once, survived")
    func p47BadInput() throws {
        let faults = FaultBox()
        var b = TouchFrameBuilder()
        b.faultHandler = { fault in faults.append(fault.kind) }
        let window = WindowID(rawValue: 3)
        b.pencilDown(9)
        b.pencilMotion(9, location: Point(x: 1, y: 1))
        let unknown = b.pencilFrame(9, time: 10)
        #expect(unknown.isEmpty)
        b.pencilToolAdded(1, isEraser: false, measures: [.force, .altitude, .azimuth])
        b.pencilProximityIn(1, window: window)
        b.pencilMotion(1, location: Point(x: 5, y: 5))
        b.pencilPressure(1, 70000)
        b.pencilPressure(1, 4_000_000_000)
        b.pencilTilt(1, x: 200, y: -.infinity)
        b.pencilTilt(1, x: .nan, y: 95)
        b.pencilDown(1)
        let frames = b.pencilFrame(1, time: 20)
        let point = try #require(frames.last?.points.first)
        #expect(point.phase == .began)
        #expect(point.pencil?.pressure == 1, "pressure clamped to 65535")
        #expect(point.pencil?.tiltX == 0 && point.pencil?.tiltY == 90, "tilt clamped, NaN to 0")
        b.pencilUnknownToolType(0x999)
        b.pencilUnknownToolType(0x998)
        let removal = b.pencilToolRemoved(1)
        #expect(removal.last?.points.first?.phase == .cancelled, "the stroke is cancelled")
        b.pencilMotion(1, location: .zero)
        b.pencilUp(1)
        #expect(b.activeTouchCount == 0)
        #expect(
            faults.kinds == [
                "pencil-unknown-tool", "pencil-pressure-out-of-range", "pencil-tilt-out-of-range",
                "pencil-unknown-tool-type", "pencil-removed-tool",
            ], "\(faults.kinds)")
        #expect(b.faultCount == 11)
    }

    final class FaultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        func append(_ kind: String) { lock.withLock { all.append(kind) } }
        var kinds: [String] { lock.withLock { all } }
    }
}
