import Foundation
import TouchKit

/// The cost of a frame during a fling, for scroll views with 10, 1,000 and 10,000 rows
/// (see ``ScrollList``). Target: 10,000 rows within 1.5x of 10 rows.
@MainActor
enum ScrollingBenchmark {
    static func run(settings: BenchmarkSettings, quick: Bool) throws {
        let counts = [10, 1_000, 10_000]
        var rows: [(count: Int, frame: Measurement, copying: Measurement, build: Double)] = []
        for count in counts {
            let clock = ContinuousClock()
            let start = clock.now
            let list = try ScrollList(rowCount: count)
            let build = nanoseconds(clock.now - start)
            let copying = try ScrollList(rowCount: count, copiesScrolledPixels: true)
            var measured: [Measurement] = []
            for subject in [list, copying] {
                subject.frame()
                measured.append(
                    TouchKitBenchmarks.measure(settings) { frames in
                        for _ in 0..<frames {
                            subject.step()
                            subject.frame()
                        }
                    })
                // A sanity check: the rows' buttons were drawn (their blue tint).
                guard subject.buffer.count(tint: Color(red: 0.0, green: 0.48, blue: 1.0)) > 100 else {
                    throw BenchmarkFailure(description: "no row button was drawn in the \(count)-row list")
                }
            }
            rows.append((count, measured[0], measured[1], build))
        }
        print("## Scrolling: frame callback to commit during a fling, list of rows with a title and a button")
        print("")
        var table = Table(header: [
            "rows", "redraw median (µs)", "redraw min (µs)", "ratio", "copying median (µs)", "ratio", "list built (ms)",
        ])
        for row in rows {
            table.add([
                Format.count(row.count), Format.microseconds(row.frame.median), Format.microseconds(row.frame.minimum),
                Format.ratio(row.frame.median, over: rows[0].frame.median), Format.microseconds(row.copying.median),
                Format.ratio(row.copying.median, over: rows[0].copying.median), String(format: "%.1f", row.build / 1e6),
            ])
        }
        print(table.render())
        print("")
        print("a frame: the content offset moves one 16 ms step of a fling (3,000 pt/s, decelerating at 0.998")
        print("per ms, back and forth over the first 160 points so that every list shows the same rows), then")
        print("layout, takeDamage and WindowRenderer.render into the other of two 1024 x 640 buffers;")
        print("rows are 80 points high and clip to their bounds. ratio = median / the 10-row list's median.")
        print("redraw: the whole visible list is repainted each frame; copying: the Wayland backend's way,")
        print("the scrolled pixels are copied from the last frame's buffer and only the exposed strip is drawn.")
        print("")
        for (name, ratio) in [
            ("redraw", rows[2].frame.median / rows[0].frame.median),
            ("copying", rows[2].copying.median / rows[0].copying.median),
        ] {
            print(
                "- target: 10,000 rows within 1.5x of 10 rows (\(name)): \(String(format: "%.2f", ratio))x, "
                    + (ratio <= 1.5 ? "MET" : "NOT MET") + (quick ? " (quick run: not meaningful)" : ""))
        }
        print("")
    }
}

extension ImageSurface {
    /// How many pixels are close to `tint`, sampled every other pixel.
    fileprivate func count(tint: Color) -> Int {
        var count = 0
        for y in Swift.stride(from: 0, to: height, by: 2) {
            for x in Swift.stride(from: 0, to: width, by: 2) {
                let c = color(x: x, y: y)
                if abs(c.red - tint.red) < 0.1 && abs(c.green - tint.green) < 0.1 && abs(c.blue - tint.blue) < 0.1 {
                    count += 1
                }
            }
        }
        return count
    }
}
