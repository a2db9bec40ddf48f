import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// Predicted touches (SPEC T9): the predictor on synthetic strokes, and
/// `Event.predictedTouches(for:)` through the event model.
@MainActor
@Suite("Predicted touches (SPEC T9)")
struct TouchPredictionTests {
    /// Feeds `count` samples 8 ms apart from `path` (time in seconds to a point).
    static func predictor(_ count: Int, _ path: (Double) -> Point) -> TouchPredictor {
        var predictor = TouchPredictor()
        for i in 0..<count { predictor.add(path(Double(i) * 0.008), at: Double(i) * 0.008) }
        return predictor
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    @Test("T9: a straight line at constant speed is predicted on the line, 8 and 16 ms ahead")
    func straightLine() throws {
        let line = { (t: Double) in Point(x: 100 + 800 * t, y: 50 + 300 * t) }
        let predictor = Self.predictor(20, line)
        let last = 19 * 0.008
        for lead in [0.008, 0.016] {
            let predicted = try #require(predictor.predict(at: last + lead))
            #expect(Self.distance(predicted, line(last + lead)) < 0.01, "\(predicted) at \(lead)")
        }
    }

    @Test("T9: a circle: the error is at most half the distance the finger moves (L2)")
    func circle() throws {
        // Radius 100 pt, one turn a second: 628 pt/s, 5 pt per 8 ms.
        let circle = { (t: Double) in Point(x: 300 + 100 * cos(2 * .pi * t), y: 300 + 100 * sin(2 * .pi * t)) }
        for count in [13, 40, 77] {
            let predictor = Self.predictor(count, circle)
            let last = Double(count - 1) * 0.008
            let truth = circle(last + 0.008)
            let predicted = try #require(predictor.predict(at: last + 0.008))
            let moved = Self.distance(circle(last), truth)
            #expect(Self.distance(predicted, truth) <= moved / 2, "after \(count) samples")
        }
    }

    @Test("T9: a finger that stops is predicted where it stopped")
    func stop() throws {
        var predictor = TouchPredictor()
        for i in 0..<10 { predictor.add(Point(x: Double(i) * 5, y: 0), at: Double(i) * 0.008) }
        // Still for 48 ms (more than the 40 ms stop threshold), reported at the same spot.
        for i in 10..<16 { predictor.add(Point(x: 45, y: 0), at: Double(i) * 0.008) }
        let predicted = try #require(predictor.predict(at: 15 * 0.008 + 0.016))
        #expect(predicted == Point(x: 45, y: 0))
    }

    @Test("T9: bounds: too few samples, not ahead, too far ahead, non-finite input")
    func bounds() {
        var predictor = TouchPredictor()
        predictor.add(Point(x: 0, y: 0), at: 0)
        predictor.add(Point(x: 5, y: 0), at: 0.008)
        #expect(predictor.predict(at: 0.016) == nil, "two samples are too few")
        predictor.add(Point(x: .nan, y: 0), at: 0.012)
        predictor.add(Point(x: 1, y: 0), at: .infinity)
        #expect(predictor.sampleCount == 2, "non-finite samples are ignored")
        predictor.add(Point(x: 10, y: 0), at: 0.016)
        #expect(predictor.predict(at: 0.024) != nil)
        #expect(predictor.predict(at: 0.016) == nil, "not after the latest sample")
        #expect(predictor.predict(at: 0.016 + TouchPredictor.longestLead + 0.001) == nil)
        #expect(predictor.predict(at: .nan) == nil)
    }

    /// A host that knows the next presentation, as TouchKitWayland's does with
    /// presentation feedback.
    final class PresentingHost: WindowHost {
        var next: Double?
        func windowNeedsDisplay(_ window: Window) {}
        func windowTitleDidChange(_ window: Window) {}
        func windowDidClose(_ window: Window) {}
        func nextPresentationTime(after time: Double) -> Double? { next }
    }

    @Test("T9: predictedTouches(for:) gives one moved touch one frame ahead, none after the lift")
    func eventPredictions() throws {
        let h = WindowTestHost()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(view)
        var predicted: [[Touch]?] = []
        var latest: [(Point, Double)] = []
        var atEnd: [Touch]?? = nil
        var foreign: [Touch]?? = nil
        var ended: Touch?
        let probe = ProbeView(frame: view.frame)
        h.window.addSubview(probe)
        probe.moved = { touch, event in
            if let ended {
                foreign = .some(event.predictedTouches(for: ended))
                return
            }
            predicted.append(event.predictedTouches(for: touch))
            latest.append((touch.location(in: nil), touch.timestamp))
        }
        probe.ended = { touch, event in
            if ended == nil { atEnd = .some(event.predictedTouches(for: touch)) }
            ended = touch
        }
        h.down(0, 10, 10)
        h.frame(advance: 8)
        for step in 1...6 {
            h.move(0, 10 + Double(step) * 4, 10)
            h.frame(advance: 8)
        }
        h.up(0)
        h.frame(advance: 8)
        // A second sequence, asked about the first one's touch.
        h.down(1, 50, 50)
        h.frame(advance: 8)
        h.move(1, 60, 50)
        h.frame(advance: 8)
        #expect(predicted.count == 6)
        #expect(predicted.prefix(2).allSatisfy { $0?.isEmpty == true }, "too few samples at first: \(predicted)")
        let last = try #require(predicted.last??.first)
        let (location, time) = try #require(latest.last)
        #expect(last.phase == .moved)
        #expect(abs(last.timestamp - (time + TouchPredictor.fallbackLead)) < 1e-9)
        // 4 pt per 8 ms to the right: about 8.3 pt further in 1/60 s.
        #expect(abs(last.location(in: nil).x - (location.x + 500 * TouchPredictor.fallbackLead)) < 0.5)
        #expect(last.location(in: nil).y == location.y)
        #expect(last.previousLocation(in: nil) == location)
        #expect(atEnd == .some([]), "never past a lift")
        #expect(foreign == .some(nil), "a touch not in the event")
    }

    @Test("T9: predictions target the next presentation when the host knows it")
    func presentationTime() throws {
        let h = WindowTestHost()
        let host = PresentingHost()
        h.window.host = host
        let probe = ProbeView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(probe)
        var predicted: [Touch] = []
        var stamp = 0.0
        probe.moved = { touch, event in
            host.next = touch.timestamp + 0.005
            stamp = touch.timestamp
            predicted = event.predictedTouches(for: touch) ?? []
        }
        h.down(0, 10, 10)
        h.frame(advance: 8)
        for step in 1...5 {
            h.move(0, 10 + Double(step) * 4, 10)
            h.frame(advance: 8)
        }
        let touch = try #require(predicted.first)
        #expect(abs(touch.timestamp - (stamp + 0.005)) < 1e-9)
        // A presentation too far ahead (another clock) falls back to one frame.
        probe.moved = { touch, event in
            host.next = touch.timestamp + 10
            stamp = touch.timestamp
            predicted = event.predictedTouches(for: touch) ?? []
        }
        h.move(0, 40, 10)
        h.frame(advance: 8)
        let fallback = try #require(predicted.first)
        #expect(abs(fallback.timestamp - (stamp + TouchPredictor.fallbackLead)) < 1e-9)
    }
}

/// A view that hands its moved and ended touches to closures.
@MainActor
final class ProbeView: View {
    var moved: (Touch, Event) -> Void = { _, _ in }
    var ended: (Touch, Event) -> Void = { _, _ in }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first, let event { moved(touch, event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let touch = touches.first, let event { ended(touch, event) }
    }
}
