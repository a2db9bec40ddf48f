import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

extension ClientCPUBenchmark {
    /// CPU time per input frame of ScrollingList dragged by one finger, against
    /// `weston-simple-touch` replaying the same recording in the same run (each client
    /// measured by ``measure(_:_:output:)``: its replay window less its idle window).
    static func runScrollingList(quick: Bool) throws {
        print("## CPU per input frame: ScrollingList dragged by one finger, against weston-simple-touch")
        print("")
        guard let list = builtExample(named: "ScrollingList"),
            let simpleTouch = ToolLocator.executable(named: "weston-simple-touch")
        else {
            print(
                "skipped: needs ScrollingList built (`swift build -c release --product ScrollingList`) and weston-simple-touch"
            )
            print("")
            return
        }
        let recording = verticalDrag(frames: quick ? 30 : 400)
        let repetitions = quick ? 1 : 5
        var references: [Sample] = []
        var ours: [Sample] = []
        for _ in 0..<repetitions {
            references.append(try measure(Client(name: "weston-simple-touch", executable: simpleTouch), recording))
            ours.append(try measure(Client(name: "ScrollingList", executable: list), recording))
        }
        let reference = median(references)
        let scrolling = median(ours)
        var table = Table(header: [
            "client", "input frames", "CPU per frame, median (µs)", "min (µs)", "max (µs)", "start-up CPU (ms)",
            "ratio",
        ])
        for (result, runs) in [(reference, references), (scrolling, ours)] {
            table.add([
                result.name, Format.count(result.frames), Format.microseconds(result.perFrame),
                Format.microseconds(runs.map(\.perFrame).min() ?? 0),
                Format.microseconds(runs.map(\.perFrame).max() ?? 0),
                String(format: "%.1f", result.startupNanoseconds / 1e6),
                Format.ratio(result.perFrame, over: reference.perFrame),
            ])
        }
        print(table.render())
        print("")
        print("ScrollingList: \(list)\(list.contains("/debug/") ? " (DEBUG build: figures are not meaningful)" : "")")
        print("recording: one finger at x 300 dragging up and down between y 80 and 460, 6 points a frame,")
        print("\(reference.frames) frames at 100 Hz, replayed at recorded speed: the list follows the finger the whole")
        print(
            "time (its pan begins after the first frames): each frame copies the scrolled pixels and draws the exposed strip; weston-simple-touch draws a"
        )
        print("dot per frame. \(repetitions) runs of each client, taking turns; the median run is shown; CPU, start-up")
        print("and ratio as in the side-by-side table. There is no target for this pair.")
        print("")
    }

    /// One finger dragging up and down at x 300, 6 points every 10 ms, inside both
    /// windows (weston-simple-touch's is 600 x 500).
    static func verticalDrag(frames: Int) -> TouchRecording {
        var script = RecordingScript(windowSize: Size(width: 600, height: 500))
        func point(_ step: Int) -> Point {
            // A triangle wave: 460 -> 80 -> 460 ..., 6 points a step.
            let period = 2 * 380 / 6
            let phase = step % period
            let y = phase <= period / 2 ? 460 - 6 * Double(phase) : 460 - 6 * Double(period - phase)
            return Point(x: 300, y: y)
        }
        script.down(0, at: point(0))
        script.frame()
        for step in 1..<max(frames - 1, 2) {
            script.wait(10)
            script.move(0, to: point(step))
            script.frame()
        }
        script.wait(10)
        script.up(0)
        script.frame()
        return script.recording
    }
}
