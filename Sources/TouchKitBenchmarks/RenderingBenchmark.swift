import Foundation
import TouchKit

/// The cost of a frame, from the frame callback to the commit, on a TouchTracker-like
/// canvas while one finger draws (see ``LineCanvas``).
///
/// Rows: 10, 10,000 and 100,000 finished lines kept in a cached drawing and repainted
/// in the damaged areas only (the toolkit's normal path); the same without the cache;
/// and the whole 1024 x 640 window repainted every frame. Ratios are against the first
/// row (10 cached lines, damaged areas), measured in the same run.
@MainActor
enum RenderingBenchmark {
    struct Row {
        var lines: Int
        var cached: Bool
        var wholeWindow: Bool
        /// Whether a line is finished (drawn into the cache) every frame.
        var finishing: Bool
        var frame: Measurement
        /// How long filling the canvas took the first time (the cache's one-off cost).
        var firstFrameNanoseconds: Double
    }

    /// Runs the canvas rows, MinimalDots' rows and the repaint cost model's; with `only`
    /// "dots" or "repaint", one of the last two alone.
    static func run(settings: BenchmarkSettings, quick: Bool, only: String?) throws {
        if only == "dots" { return try runDots(settings: settings) }
        if only == "repaint" { return try RepaintBenchmark.run(settings: settings, quick: quick) }
        let counts = quick ? [10, 1_000, 2_000] : [10, 10_000, 100_000]
        var rows: [Row] = []
        for (cached, wholeWindow, finishing) in [
            (true, false, false), (true, false, true), (false, false, false), (true, true, false),
        ] {
            for count in counts {
                rows.append(
                    try measure(
                        lines: count, cached: cached, wholeWindow: wholeWindow, finishing: finishing, settings: settings
                    ))
            }
        }
        print("## Rendering: frame callback to commit, canvas with finished lines while one finger draws")
        print("")
        let baseline = rows[0].frame.median
        var table = Table(header: [
            "finished lines", "drawing", "repainted", "frame median (µs)", "frame min (µs)", "ratio",
            "first frame (ms)",
        ])
        for row in rows {
            table.add([
                Format.count(row.lines), row.cached ? "cached" : "direct",
                row.wholeWindow ? "whole window" : row.finishing ? "damage, a line finished each frame" : "damage",
                Format.microseconds(row.frame.median), Format.microseconds(row.frame.minimum),
                Format.ratio(row.frame.median, over: baseline),
                String(format: "%.1f", row.firstFrameNanoseconds / 1e6),
            ])
        }
        print(table.render())
        print("")
        print("a frame: the finger moves one step (the red line in progress changes; with \"a line finished\",")
        print("it also lifts, its line is drawn into the cache, and lands again), then layout, takeDamage and")
        print("WindowRenderer.render of the damage plus what the buffer missed, into the other of two 1024 x 640")
        print("buffers, as WaylandWindowHost does (attach, damage_buffer and commit are left out);")
        print("first frame: filling the canvas once (the random lines are made before the clock starts).")
        print("ratio = median / the first row's median (\(Format.count(counts[0])) cached lines, damage only).")
        print("")
        let flat = rows[2].frame.median / rows[0].frame.median
        print(
            "- target: frame cost flat in the number of finished lines, \(Format.count(counts[2])) within 1.5x of"
                + " \(Format.count(counts[0])): \(String(format: "%.2f", flat))x, \(flat <= 1.5 ? "MET" : "NOT MET")"
                + (quick ? " (quick run: not meaningful)" : ""))
        print("")
        try runDots(settings: settings)
        try RepaintBenchmark.run(settings: settings, quick: quick)
    }

    /// MinimalDots' frame (``DotsCanvas``) with 2 and 10 fingers: the toolkit's own
    /// drawing floor, beside the dots themselves.
    static func runDots(settings: BenchmarkSettings) throws {
        print("## Rendering: MinimalDots' frame, frame callback to commit (a white window, a white root view, dots)")
        print("")
        var table = Table(header: ["fingers", "frame median (µs)", "frame min (µs)"])
        for fingers in [2, 10] {
            let canvas = try DotsCanvas(fingers: fingers)
            canvas.frame()
            let frame = TouchKitBenchmarks.measure(settings) { frames in
                for _ in 0..<frames {
                    canvas.moveFingers()
                    canvas.frame()
                }
            }
            // A sanity check: the first dot is drawn, red, where it is.
            let dot = canvas.view.dots[0]
            let colour = canvas.buffer.color(x: Int(dot.x), y: Int(dot.y))
            guard colour.red > 0.7, colour.green < 0.4 else {
                throw BenchmarkFailure(description: "the dot at \(dot) was not drawn (\(colour))")
            }
            table.add([
                "\(fingers)", Format.microseconds(frame.median), Format.microseconds(frame.minimum),
            ])
        }
        print(table.render())
        print("")
        print("a frame: every dot moves, the areas it left and entered are repainted into the other of two")
        print("1024 x 640 buffers (with what that buffer missed), as in the rows above.")
        print("")
    }

    static func measure(
        lines: Int, cached: Bool, wholeWindow: Bool, finishing: Bool, settings: BenchmarkSettings
    ) throws -> Row {
        let canvas = try LineCanvas(lineCount: lines, cached: cached)
        let clock = ContinuousClock()
        let start = clock.now
        canvas.frame(wholeWindow: true)
        let first = nanoseconds(clock.now - start)
        let frame = TouchKitBenchmarks.measure(settings) { frames in
            for _ in 0..<frames {
                if finishing { canvas.finishLine() }
                canvas.moveFinger()
                canvas.frame(wholeWindow: wholeWindow)
            }
        }
        // A sanity check: the red line was drawn where the finger is.
        guard canvas.buffer.redPixelsNearFinger() > 0 else {
            throw BenchmarkFailure(description: "no red line in progress was drawn")
        }
        return Row(
            lines: lines, cached: cached, wholeWindow: wholeWindow, finishing: finishing, frame: frame,
            firstFrameNanoseconds: first)
    }
}

extension ImageSurface {
    /// How many pixels round the finger's circle are mostly red (the line in progress),
    /// sampled every other pixel.
    fileprivate func redPixelsNearFinger() -> Int {
        var count = 0
        for y in Swift.stride(from: 200, to: 440, by: 2) {
            for x in Swift.stride(from: 380, to: 620, by: 2) {
                let c = color(x: x, y: y)
                if c.red > 0.7 && c.green < 0.4 { count += 1 }
            }
        }
        return count
    }
}
