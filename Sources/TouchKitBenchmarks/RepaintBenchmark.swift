import Foundation
import Graphics
import TouchKit
import TouchKitWayland

/// The repaint cost model (`RepaintCostModel`, SPEC D2): its four costs measured on this
/// machine, and MinimalDots' frame repainted the three ways at 1 to 10 fingers, so that
/// the crossover shows beside the way the model picks.
///
/// A frame here is what `WaylandWindowHost` does between the frame callback and the
/// commit, without a compositor: a `BufferPool` of two `MemoryBuffer`s, the one committed
/// last held (busy) as a compositor holds it, the other brought up to date by copying
/// what it missed, then the frame's areas rendered.
@MainActor
enum RepaintBenchmark {
    /// A ``DotsCanvas`` drawn as the host draws it.
    @MainActor
    final class PooledCanvas {
        let canvas: DotsCanvas
        let pool = BufferPool<MemoryBuffer> { try MemoryBuffer(width: $0, height: $1, scale: $2) }
        /// The way forced, or `nil` for the model's choice.
        let strategy: RepaintCostModel.Strategy?
        /// How often the model chose each way.
        private(set) var chosen: [RepaintCostModel.Strategy: Int] = [:]

        init(fingers: Int, strategy: RepaintCostModel.Strategy?) throws {
            canvas = try DotsCanvas(fingers: fingers)
            self.strategy = strategy
            try frame()
            try frame()
            chosen.removeAll()
        }

        /// The fingers move one step; the frame is drawn.
        func advance() throws {
            canvas.moveFingers()
            try frame()
        }

        func frame() throws {
            let window = canvas.window
            window.layoutIfNeeded()
            let damage = window.takeDamage()
            guard let buffer = try pool.acquire(width: 1024, height: 640, scale: 1) else {
                throw BenchmarkFailure(description: "no free buffer")
            }
            let missed = pool.missedAreas(of: buffer)
            let areas: [Rect]
            if let strategy {
                areas = RepaintCostModel.areas(for: strategy, damage: damage, missed: missed, bounds: window.bounds)
                chosen[strategy, default: 0] += 1
            } else {
                let plan = RepaintCostModel.measured.plan(
                    damage: damage, missed: missed, bounds: window.bounds, scale: 1)
                areas = plan.areas
                chosen[plan.strategy, default: 0] += 1
            }
            let plan = pool.prepare(buffer, damage: areas, move: nil)
            WindowRenderer.render(window, into: buffer.context, areas: plan.render)
            buffer.surface.flush()
            pool.committed(buffer, changed: damage)
            for other in pool.buffers { other.isBusy = other === buffer }
        }

        /// The buffer drawn last.
        var front: ImageSurface? { pool.front?.surface }
    }

    static func run(settings: BenchmarkSettings, quick: Bool) throws {
        print("## Rendering: the repaint cost model (damage, one merged box, or the whole window)")
        print("")
        try calibrate(settings: settings)
        try crossover(settings: settings, quick: quick)
    }

    /// The four costs of the model, each from two renders or copies of MinimalDots'
    /// window with 10 dots (areas cost more where they cut through content).
    static func calibrate(settings: BenchmarkSettings) throws {
        let canvas = try DotsCanvas(fingers: 10)
        canvas.frame()
        let window = canvas.window
        let target = try MemoryBuffer(width: 1024, height: 640, scale: 1)
        let source = try MemoryBuffer(width: 1024, height: 640, scale: 1)
        WindowRenderer.render(window, into: source.context, areas: [window.bounds])
        let small = (0..<16).map {
            Rect(x: Double($0 % 4) * 250 + 20, y: Double($0 / 4) * 150 + 20, width: 32, height: 32)
        }
        let wholeRender = measure(settings) { n in
            for _ in 0..<n { WindowRenderer.render(window, into: target.context, areas: [window.bounds]) }
            target.surface.flush()
        }
        let smallRender = measure(settings) { n in
            for _ in 0..<n { WindowRenderer.render(window, into: target.context, areas: small) }
            target.surface.flush()
        }
        let wholeCopy = measure(settings) { n in
            for _ in 0..<n { target.surface.copyPixels(from: source.surface, x: 0, y: 0, width: 1024, height: 640) }
        }
        let smallCopy = measure(settings) { n in
            for _ in 0..<n {
                for area in small {
                    target.surface.copyPixels(
                        from: source.surface, x: Int(area.minX), y: Int(area.minY), width: 32, height: 32)
                }
            }
        }
        let windowPixels = 1024.0 * 640
        let smallPixels = 16.0 * 32 * 32
        let perPixel = wholeRender.median / windowPixels
        let perArea = max(0, smallRender.median - perPixel * smallPixels) / 16
        let perCopiedPixel = wholeCopy.median / windowPixels
        let perCopy = max(0, smallCopy.median - perCopiedPixel * smallPixels) / 16
        let model = RepaintCostModel.measured
        var table = Table(header: ["cost", "measured now (ns)", "in RepaintCostModel.measured (ns)", "from"])
        table.add([
            "per rendered area", String(format: "%.0f", perArea), String(format: "%.0f", model.perArea),
            "16 areas of 32 x 32: \(Format.microseconds(smallRender.median)) µs",
        ])
        table.add([
            "per rendered pixel", String(format: "%.3f", perPixel), String(format: "%.3f", model.perPixel),
            "the 1024 x 640 window: \(Format.microseconds(wholeRender.median)) µs",
        ])
        table.add([
            "per copied piece", String(format: "%.0f", perCopy), String(format: "%.0f", model.perCopy),
            "16 pieces of 32 x 32: \(Format.microseconds(smallCopy.median)) µs",
        ])
        table.add([
            "per copied pixel", String(format: "%.3f", perCopiedPixel),
            String(format: "%.3f", model.perCopiedPixel),
            "the 1024 x 640 window: \(Format.microseconds(wholeCopy.median)) µs",
        ])
        print(table.render())
        print("")
    }

    /// MinimalDots' frame at 1 to 10 fingers, each way forced and the model's choice.
    static func crossover(settings: BenchmarkSettings, quick: Bool) throws {
        let ways: [(String, RepaintCostModel.Strategy?)] = [
            ("damage", .damage), ("merged box", .merged), ("whole window", .whole), ("model", nil),
        ]
        var table = Table(header: ["fingers"] + ways.map { "\($0.0) (µs)" } + ["model chose", "fastest"])
        for fingers in quick ? [2, 10] : [1, 2, 3, 4, 6, 8, 10] {
            var medians: [Double] = []
            var chose = ""
            for (_, strategy) in ways {
                let pooled = try PooledCanvas(fingers: fingers, strategy: strategy)
                var failure: Error?
                let frame = measure(settings) { n in
                    for _ in 0..<n {
                        do { try pooled.advance() } catch { failure = error }
                    }
                }
                if let failure { throw failure }
                // A sanity check: the first dot is drawn, red, where it is.
                let dot = pooled.canvas.view.dots[0]
                guard let colour = pooled.front?.color(x: Int(dot.x), y: Int(dot.y)), colour.red > 0.7,
                    colour.green < 0.4
                else { throw BenchmarkFailure(description: "the dot at \(dot) was not drawn (\(fingers) fingers)") }
                medians.append(frame.median)
                if strategy == nil {
                    chose = pooled.chosen.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }
                        .joined(separator: ", ")
                }
            }
            let fastest = medians.dropLast().enumerated().min { $0.element < $1.element }.map { ways[$0.offset].0 }
            table.add(["\(fingers)"] + medians.map { Format.microseconds($0) } + [chose, fastest ?? "-"])
        }
        print(table.render())
        print("")
        print("a frame: every dot moves, then the host's steps without a compositor: a BufferPool of two")
        print("1024 x 640 buffers, the last committed held; the other copies what it missed (the damage way)")
        print("or repaints it within the merged box or the whole window; model: RepaintCostModel.measured's pick")
        print("(frames counted per way). Costs above: the 10-dot window rendered or copied whole and in 16 small")
        print("areas; per area = (16 areas - their pixels' cost) / 16.")
        print("")
    }
}
