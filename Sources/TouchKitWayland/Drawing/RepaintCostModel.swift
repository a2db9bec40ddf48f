import TouchKit

/// How a frame repaints a buffer, chosen by the estimated cost of each way (SPEC D2).
///
/// A buffer drawn into is brought up to the last frame by copying from the front buffer
/// the areas it missed, then the frame's damage is rendered (``BufferPool``). Many small
/// areas each pay a fixed cost (``WindowRenderer`` walks the views once per area, each
/// pass clipped to its one box, and a missed piece is one copy), so past some count one
/// box round them all, or the whole window, costs less, though it repaints more pixels.
/// Every way gives the same pixels (SPEC D2). Three ways:
/// - ``Strategy/damage``: the damage as it is, the missed areas copied (less the damage);
/// - ``Strategy/merged``: one box round the damage and the missed areas, nothing copied;
/// - ``Strategy/whole``: the whole window, nothing copied.
///
/// The cost of each is `perArea` per rendered area plus `perPixel` per rendered device
/// pixel, plus `perCopy` per copied piece and `perCopiedPixel` per copied pixel. The
/// constants come from `TouchKitBenchmarks --part rendering --only repaint` on
/// MinimalDots' frame, which prints the crossover and the model's pick beside it
/// (docs/PERFORMANCE.md). Pixels are weighed as that scene weighs them (an opaque fill
/// and a few dots), so a richer scene repaints more than it needs only where areas are
/// many and close together.
package struct RepaintCostModel: Sendable, Equatable {
    /// A way to repaint.
    package enum Strategy: Sendable, Equatable {
        /// The damage as it is; the missed areas copied.
        case damage
        /// One box round the damage and the missed areas.
        case merged
        /// The whole window.
        case whole
    }

    /// Nanoseconds per rendered area.
    package var perArea: Double
    /// Nanoseconds per rendered device pixel.
    package var perPixel: Double
    /// Nanoseconds per copied piece.
    package var perCopy: Double
    /// Nanoseconds per copied device pixel.
    package var perCopiedPixel: Double

    /// Below this many areas, damaged and missed, the damage is kept as it is and nothing
    /// is estimated (a choice: 3; one area and what it missed have nothing to merge).
    package static let minimumAreas = 3

    /// The figures measured on the two-core AMD EPYC machine of docs/PERFORMANCE.md.
    ///
    /// The costs are the calibration of `--part rendering --only repaint` (2026-11-28
    /// 13:04, release, quiet): the 10-dot window rendered and copied whole and in 16
    /// areas of 32 x 32, which cut through antialiased dots (an area through content
    /// costs more than a blank one). Since the renderer paints each area in a pass of
    /// its own (D2), an area costs twice what it did (18.2 against 9.1 µs), and with
    /// these costs the model picks the fastest way at 1 to 10 fingers of that part.
    package static let measured = RepaintCostModel(
        perArea: 18_200, perPixel: 0.38, perCopy: 290, perCopiedPixel: 0.24)

    /// A model with the given costs, in nanoseconds.
    package init(perArea: Double, perPixel: Double, perCopy: Double, perCopiedPixel: Double) {
        self.perArea = perArea
        self.perPixel = perPixel
        self.perCopy = perCopy
        self.perCopiedPixel = perCopiedPixel
    }

    /// The estimated cost, in nanoseconds, of rendering `render` and copying `copied`.
    package func cost(render: [Rect], copied: [Rect], scale: Double) -> Double {
        let pixels = { (rects: [Rect]) in rects.reduce(0.0) { $0 + $1.width * $1.height } * scale * scale }
        return perArea * Double(render.count) + perPixel * pixels(render)
            + perCopy * Double(copied.count) + perCopiedPixel * pixels(copied)
    }

    /// What the damage way copies, as the estimate counts it: each missed area no
    /// damaged area holds, whole (``BufferPool`` copies it less the damage: the estimate
    /// stays cheap, a few comparisons per area).
    package static func copies(missed: [Rect], damage: [Rect]) -> [Rect] {
        var copied: [Rect] = []
        for area in missed where !damage.contains(where: { $0.contains(area) }) { copied.append(area) }
        return copied
    }

    /// The areas `strategy` renders for `damage` into a buffer that missed `missed`,
    /// in a window of `bounds` (the damage itself when the box cannot be made).
    package static func areas(
        for strategy: Strategy, damage: [Rect], missed: [Rect], bounds: Rect
    ) -> [Rect] {
        switch strategy {
        case .damage: return damage
        case .whole: return [bounds]
        case .merged:
            let box = (damage + missed).enclosingRect.intersection(bounds)
            return box.isNull || !box.isFinite ? damage : [box]
        }
    }

    /// The cheapest way to repaint `damage` into a buffer that missed `missed`, in a
    /// window of `bounds`, and the areas to render for it (which hold the damage).
    package func plan(damage: [Rect], missed: [Rect], bounds: Rect, scale: Double) -> (
        strategy: Strategy, areas: [Rect]
    ) {
        guard !damage.isEmpty, !bounds.isNull, !bounds.isEmpty, bounds.isFinite, scale > 0, scale.isFinite else {
            return (.damage, damage)
        }
        guard damage.count + missed.count >= Self.minimumAreas else { return (.damage, damage) }
        let copied = Self.copies(missed: missed, damage: damage)
        var best = (strategy: Strategy.damage, areas: damage, cost: cost(render: damage, copied: copied, scale: scale))
        for strategy in [Strategy.merged, .whole] {
            let areas = Self.areas(for: strategy, damage: damage, missed: missed, bounds: bounds)
            let estimate = cost(render: areas, copied: [], scale: scale)
            if estimate < best.cost { best = (strategy, areas, estimate) }
        }
        return (best.strategy, best.areas)
    }
}
