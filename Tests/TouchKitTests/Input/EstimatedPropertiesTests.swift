import Testing
import TouchKit
import TouchKitTestHost

/// UIKit's estimated-properties contract as ported code uses it (SPEC P43): a Wayland
/// pen's values are final when its tablet-v2 frame arrives, so nothing expects updates,
/// no sample has an update index, and `touchesEstimatedPropertiesUpdated(_:)` is never
/// called, on a view or on a gesture recognizer.
@MainActor
@Suite("Estimated properties: no later updates (SPEC P43)")
struct EstimatedPropertiesTests {
    /// A canvas ported from UIKit: it keeps the samples that expect updates by their
    /// `estimationUpdateIndex`, and applies updates when they come.
    final class PortedCanvas: View {
        var samplesAwaitingUpdates: [Int: Point] = [:]
        var samples: [(estimated: TouchProperties, expecting: TouchProperties, index: Int?)] = []
        var updates = 0

        private func keep(_ touches: Set<Touch>, _ event: Event?) {
            for touch in touches {
                for sample in event?.coalescedTouches(for: touch) ?? [touch] {
                    samples.append(
                        (
                            sample.estimatedProperties, sample.estimatedPropertiesExpectingUpdates,
                            sample.estimationUpdateIndex
                        ))
                    if !sample.estimatedPropertiesExpectingUpdates.isEmpty, let index = sample.estimationUpdateIndex {
                        samplesAwaitingUpdates[index] = sample.location(in: self)
                    }
                }
            }
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { keep(touches, event) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { keep(touches, event) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { keep(touches, event) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { keep(touches, event) }
        override func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {
            updates += 1
            for touch in touches {
                if let index = touch.estimationUpdateIndex { samplesAwaitingUpdates[index] = nil }
            }
        }
    }

    /// A recognizer ported from UIKit that counts updates.
    final class CountingRecognizer: GestureRecognizer {
        var updates = 0
        var touchesSeen = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { touchesSeen += touches.count }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) { touchesSeen += touches.count }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .failed }
        override func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) { updates += 1 }
    }

    @Test("P43: a pen without pressure has estimated force, yet nothing expects updates and no update comes")
    func p43NoUpdatesExpected() {
        let host = WindowTestHost()
        let canvas = PortedCanvas(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let recognizer = CountingRecognizer()
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesEnded = false
        canvas.addGestureRecognizer(recognizer)
        host.window.addSubview(canvas)
        host.addPencil(1, measures: [.altitude, .azimuth])
        host.pencilDown(1, 10, 10)
        for step in 1...5 { host.pencilMove(1, 10 + Double(step) * 4, 10) }
        host.pencilUp(1)
        host.pencilDown(1, 50, 50)
        host.pencilLeave(1)
        #expect(canvas.samples.count >= 8, "every sample reached the canvas: \(canvas.samples.count)")
        #expect(recognizer.touchesSeen >= 6)
        #expect(canvas.samples.allSatisfy { $0.estimated == [.force, .roll] }, "force and roll are estimates")
        #expect(canvas.samples.allSatisfy { $0.expecting.isEmpty && $0.index == nil })
        #expect(canvas.samplesAwaitingUpdates.isEmpty)
        #expect(canvas.updates == 0 && recognizer.updates == 0)
    }

    @Test("P43: fingers have no estimated properties and no update index")
    func p43Fingers() {
        let host = WindowTestHost()
        let canvas = PortedCanvas(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.window.addSubview(canvas)
        host.tap(0, 20, 20)
        #expect(!canvas.samples.isEmpty)
        #expect(canvas.samples.allSatisfy { $0.estimated.isEmpty && $0.expecting.isEmpty && $0.index == nil })
        #expect(canvas.updates == 0)
    }
}
