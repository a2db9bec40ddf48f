import Foundation
import TouchKit

/// The cost of showing a 20-word label every frame, with and without TouchKit's caches.
///
/// Rows, each one frame: a ``Label`` in a window repainted where it is (its drawing
/// cache is copied); the same label with its drawing cache off (its kept Pango layout is
/// drawn: glyphs rasterised, no shaping); a kept ``TextLayout`` drawn straight into a
/// context (the same work without the view machinery); and a new ``TextLayout`` made and
/// drawn each frame (shaping, line breaking and drawing: what drawing text without a
/// kept layout costs). Ratios are against the last row.
@MainActor
enum TextBenchmark {
    static let text =
        "Touches arrive in frames and each finger keeps its view until it lifts; a label redraws only when words change."
    static let frame = Rect(x: 20, y: 20, width: 320, height: 120)

    static func run(settings: BenchmarkSettings, quick: Bool) throws {
        let surface = try ImageSurface(width: 360, height: 160)
        let context = try GraphicsContext(surface: surface)
        let font = Font.system(size: 17)

        func labelWindow(cached: Bool) -> (Window, Label) {
            let window = Window(frame: Rect(x: 0, y: 0, width: 360, height: 160))
            let label = Label(frame: frame)
            label.text = text
            label.numberOfLines = 0
            label.font = font
            label.cachesDrawing = cached
            window.addSubview(label)
            return (window, label)
        }
        var rows: [(String, Measurement, String)] = []

        for cached in [true, false] {
            let (window, label) = labelWindow(cached: cached)
            WindowRenderer.render(window, into: context, areas: [window.bounds])
            let draws = label.drawCount
            let revision = label.textLayout.revision
            let frame = TouchKitBenchmarks.measure(settings) { frames in
                for _ in 0..<frames { WindowRenderer.render(window, into: context, areas: [Self.frame]) }
            }
            let drawn = label.drawCount - draws
            let relaid = label.textLayout.revision != revision
            rows.append(
                (
                    cached ? "Label, drawing cache (default)" : "Label, cachesDrawing off", frame,
                    "\(cached ? "draw(_:) ran \(drawn) times" : "draw(_:) every frame"), laid out again: \(relaid ? "yes" : "no")"
                ))
        }

        let kept = TextLayout(text: text, font: font)
        kept.width = frame.width
        context.draw(kept, at: frame.origin)
        let revision = kept.revision
        let keptFrame = TouchKitBenchmarks.measure(settings) { frames in
            for _ in 0..<frames {
                context.clear(Self.frame)
                context.draw(kept, at: Self.frame.origin)
            }
        }
        rows.append(
            ("TextLayout kept, drawn", keptFrame, "laid out again: \(kept.revision != revision ? "yes" : "no")"))

        let fresh = TouchKitBenchmarks.measure(settings) { frames in
            for _ in 0..<frames {
                context.clear(Self.frame)
                let layout = TextLayout(text: Self.text, font: font)
                layout.width = Self.frame.width
                context.draw(layout, at: Self.frame.origin)
            }
        }
        rows.append(("new TextLayout every frame, drawn", fresh, "shaped and broken into lines every frame"))
        guard surface.countOfNonTransparentPixels() > 500 else {
            throw BenchmarkFailure(description: "the text benchmark drew no text")
        }

        let words = text.split(separator: " ").count
        print("## Text: a \(words)-word label (\(kept.lineCount) lines, \(Int(frame.width)) pt wide) drawn every frame")
        print("")
        var table = Table(header: ["row", "frame median (µs)", "frame min (µs)", "ratio to a new layout", "notes"])
        let baseline = fresh.median
        for (name, measurement, notes) in rows {
            table.add([
                name, Format.microseconds(measurement.median), Format.microseconds(measurement.minimum),
                Format.ratio(measurement.median, over: baseline), notes,
            ])
        }
        print(table.render())
        print("")
        print("Label rows: WindowRenderer.render of the label's frame into a 360 x 160 image, scale 1;")
        print("TextLayout rows: clear the frame and draw the text into it. ratio = median / the last row's median.")
        print("")
    }
}
