import ExampleSupport
import TouchKit

/// One pen stroke in canvas coordinates: its points, each with the width the pen's
/// pressure gave and the shade its tilt gave, and while it is drawn, the segment
/// predicted ahead of the pen (SPEC T9), which a finished stroke never keeps.
struct Stroke {
    struct Sample {
        var point: Point
        var width: Double
        /// 0 is black, 1 is white.
        var shade: Double
    }

    var samples: [Sample] = []
    /// The colour chosen from the stroke's context menu, as an index into
    /// `SketchView.palette`; `nil` draws each sample's shade.
    var paletteIndex: Int?
    /// Where the pen is predicted to be next, in canvas coordinates
    /// (`predictedTouches(for:)`): drawn lighter, replaced with every motion, and
    /// dropped when the stroke is finished.
    var predicted = PredictedTail()

    /// The thinnest and the widest line, in points.
    static let widths = (minimum: 1.0, maximum: 14.0)

    /// The width for a touch: its force over its maximum (the mouse and a finger, with
    /// no force, draw at the width of an average touch).
    @MainActor
    static func width(for touch: Touch) -> Double {
        let maximum = touch.maximumPossibleForce
        let fraction = maximum > 0 ? touch.force / maximum : 0.25
        return widths.minimum + (widths.maximum - widths.minimum) * min(max(fraction, 0), 1)
    }

    /// The shade for a touch: black upright, lighter the flatter the pen is held.
    @MainActor
    static func shade(for touch: Touch) -> Double {
        let flatness = 1 - min(max(touch.altitudeAngle / (Double.pi / 2), 0), 1)
        return 0.7 * flatness
    }

    /// The area the stroke covers.
    var bounds: Rect {
        guard let first = samples.first else { return .zero }
        var minX = first.point.x
        var minY = first.point.y
        var maxX = minX
        var maxY = minY
        var widest = 0.0
        for sample in samples {
            minX = min(minX, sample.point.x)
            minY = min(minY, sample.point.y)
            maxX = max(maxX, sample.point.x)
            maxY = max(maxY, sample.point.y)
            widest = max(widest, sample.width)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(dx: -widest, dy: -widest)
    }

    /// Whether the stroke passes within `radius` of `point`.
    func passes(near point: Point, radius: Double) -> Bool {
        samples.contains { sample in
            let dx = sample.point.x - point.x
            let dy = sample.point.y - point.y
            return (dx * dx + dy * dy).squareRoot() <= radius + sample.width / 2
        }
    }
}
