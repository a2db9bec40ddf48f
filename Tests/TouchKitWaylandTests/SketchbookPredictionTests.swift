import ExampleSupport
import Testing
import TouchKit
import TouchKitTesting

@testable import Sketchbook

/// The Sketchbook example's strokes draw the segment predicted ahead of the pen
/// (`predictedTouches(for:)`, SPEC T9), lighter, replace it with the real samples, and
/// never keep it: in the in-process test host, on its manual clock.
@MainActor
@Suite("Sketchbook: the pen's predicted segment, drawn, replaced and never kept (SPEC T9)")
struct SketchbookPredictionTests {
    /// How dark the canvas is at (`x`, `y`): 0 white, 1 black.
    static func ink(_ image: ImageSurface, _ x: Double, _ y: Double) -> Double {
        1 - image.color(x: Int(x), y: Int(y)).red
    }

    /// A 400 x 300 window filled by Sketchbook's canvas, with a pencil on the seat.
    static func sketchbook() -> (WindowTestHost, SketchView) {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let sketch = SketchView(frame: host.window.bounds)
        host.window.addSubview(sketch)
        host.addPencil()
        return (host, sketch)
    }

    @Test("T9: Sketchbook draws the pen's predicted segment ahead of the stroke; the real samples replace it")
    func predictedSegmentIsReplaced() throws {
        let (host, sketch) = Self.sketchbook()
        // Upright (black), 10 points a frame of 16 ms along y = 50.
        host.pencilDown(1, 50, 50)
        for x in [60.0, 70, 80] { host.pencilMove(1, x, 50) }
        let stroke = try #require(sketch.inProgress.values.first)
        #expect(stroke.samples.map(\.point.x) == [50, 60, 70, 80], "only real samples")
        let ahead = try #require(stroke.predicted.points.last, "three samples: a prediction")
        #expect(ahead.x > 85 && ahead.x < 95 && abs(ahead.y - 50) < 0.5, "one frame ahead on the line: \(ahead)")
        let width = try #require(stroke.samples.last?.width)
        #expect(80 + width / 2 + 2 < ahead.x, "the tail reaches past the stroke's round end")

        // Drawn lighter past the last sample's end: grey where only the tail is.
        let before = try host.snapshot()
        let tailOnly = ahead.x - 1
        #expect(Self.ink(before, 75, 50) > 0.9, "the stroke itself is black")
        #expect(Self.ink(before, tailOnly, 50) > 0.3 && Self.ink(before, tailOnly, 50) < 0.7, "the tail is lighter")

        // The next real sample replaces the prediction: that spot is now the stroke's.
        host.pencilMove(1, 90, 50)
        let next = try #require(sketch.inProgress.values.first)
        #expect(next.samples.map(\.point.x) == [50, 60, 70, 80, 90])
        let further = try #require(next.predicted.points.last)
        #expect(further.x > 95, "a new prediction ahead of the new sample: \(further)")
        let after = try host.snapshot()
        #expect(Self.ink(after, tailOnly, 50) > 0.9, "the real segment, black, where the tail was")
        #expect(Self.ink(after, further.x - 1, 50) > 0.3 && Self.ink(after, further.x - 1, 50) < 0.7)
    }

    @Test("T9: a lift leaves no predicted tail: the finished stroke is the pen's samples, drawn to the last one")
    func liftLeavesNoTail() throws {
        let (host, sketch) = Self.sketchbook()
        host.pencilDown(1, 50, 50)
        for x in [60.0, 70, 80, 90] { host.pencilMove(1, x, 50) }
        let tail = try #require(sketch.inProgress.values.first?.predicted.points.last)
        let tailOnly = tail.x - 1
        #expect(Self.ink(try host.snapshot(), tailOnly, 50) > 0.3, "the tail is drawn while the pen moves")

        host.pencilUp(1)
        host.pencilLeave(1)
        #expect(sketch.inProgress.isEmpty)
        let stroke = try #require(sketch.strokes.last)
        #expect(sketch.strokes.count == 1)
        #expect(stroke.predicted.isEmpty, "nothing predicted is kept")
        #expect(stroke.samples.map(\.point.x) == [50, 60, 70, 80, 90])
        let image = try host.snapshot()
        #expect(Self.ink(image, 85, 50) > 0.9, "the stroke stays")
        #expect(Self.ink(image, tailOnly, 50) < 0.05, "white where the tail was")
    }
}
