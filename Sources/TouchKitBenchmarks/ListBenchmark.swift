import Foundation
import TouchKit

/// The cost of a ``TableView`` (SPEC L2, L3): the frame of a fling for tables of 10,
/// 10,000 and 1,000,000 rows, and the cells alive and the resident memory after flings
/// through the million rows. Targets (issue 29): the million-row frame within 1.5x of
/// the 10-row one; resident memory within 5 MB of the 10-row table, not growing over
/// ten flings.
@MainActor
enum ListBenchmark {
    /// A data source of `count` rows 80 points high with a title and a detail.
    final class Rows: TableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.detailTextLabel?.text = "detail"
            return cell
        }
    }

    /// A subtitle cell, as the registered class.
    final class SubtitleCell: TableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
    }

    /// A table of `count` rows filling a 1024 x 640 window, drawn into two buffers.
    struct Subject {
        let window: Window
        let table: TableView
        let rows: Rows
        var target: DoubleBufferedTarget
    }

    static func makeSubject(count: Int) throws -> Subject {
        let window = Window(frame: Rect(origin: .zero, size: ScrollList.size))
        let table = TableView(frame: window.bounds, style: .plain)
        table.rowHeight = ScrollList.rowHeight
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(count: count)
        table.dataSource = rows
        window.addSubview(table)
        let target = try DoubleBufferedTarget(window: window)
        return Subject(window: window, table: table, rows: rows, target: target)
    }

    static func run(settings: BenchmarkSettings, quick: Bool) throws {
        var results: [(count: Int, frame: Measurement, build: Double)] = []
        for count in [10, 10_000, 1_000_000] {
            let clock = ContinuousClock()
            let start = clock.now
            var subject = try makeSubject(count: count)
            subject.target.frame(wholeWindow: true)
            let build = nanoseconds(clock.now - start)
            var offset = 0.0
            var velocity = ScrollList.flingSpeed
            let frame = TouchKitBenchmarks.measure(settings) { frames in
                for _ in 0..<frames {
                    // The fling of ScrollList's benchmark: within the first 160 points,
                    // where every table shows the same rows.
                    offset += velocity * 0.016
                    if offset > ScrollList.range {
                        offset = 2 * ScrollList.range - offset
                        velocity = -velocity
                    } else if offset < 0 {
                        offset = -offset
                        velocity = -velocity
                    }
                    velocity *= pow(DecelerationRate.normal.rawValue, 16)
                    if abs(velocity) < 100 { velocity = velocity < 0 ? -ScrollList.flingSpeed : ScrollList.flingSpeed }
                    subject.table.contentOffset = Point(x: 0, y: offset.rounded())
                    subject.target.frame()
                }
            }
            results.append((count, frame, build))
        }
        print("## Lists: a TableView's fling frame, 10 to 1,000,000 rows (SPEC L2, L3)")
        print("")
        var table = Table(header: ["rows", "frame median (µs)", "frame min (µs)", "ratio", "table built (ms)"])
        for row in results {
            table.add([
                Format.count(row.count), Format.microseconds(row.frame.median), Format.microseconds(row.frame.minimum),
                Format.ratio(row.frame.median, over: results[0].frame.median), String(format: "%.1f", row.build / 1e6),
            ])
        }
        print(table.render())
        print("")
        print("a frame: the offset moves one 16 ms step of ScrollList's fling (3,000 pt/s, 0.998 per ms, over the")
        print("first 160 points), the table lays out its rows (cells reused), then layout, takeDamage and")
        print("WindowRenderer.render into the other of two 1024 x 640 buffers. Rows are subtitle cells 80 pt high.")
        let ratio = results[2].frame.median / results[0].frame.median
        print(
            "- target: 1,000,000 rows within 1.5x of 10 rows: \(String(format: "%.2f", ratio))x, "
                + (ratio <= 1.5 ? "MET" : "NOT MET") + (quick ? " (quick run: not meaningful)" : ""))
        print("")
        try runMemory(quick: quick)
    }

    /// Flings through the million rows: cells alive, resident memory, growth.
    static func runMemory(quick: Bool) throws {
        let pid = getpid()
        func rss() -> Double { Double(ProcessStats.statusBytes("VmRSS", of: pid) ?? 0) / 1_048_576 }
        var small = try makeSubject(count: 10)
        small.target.frame(wholeWindow: true)
        let smallRSS = rss()
        var big = try makeSubject(count: 1_000_000)
        big.target.frame(wholeWindow: true)
        let height = big.table.contentSize.height - big.table.bounds.height
        // One fling from the top to the bottom: 600 pt per frame (no row is skipped),
        // drawn every 64th frame.
        let step = quick ? 60_000.0 : 600.0
        var y = 0.0
        var frames = 0
        var mostCells = 0
        while y < height {
            y = min(height, y + step)
            big.table.contentOffset = Point(x: 0, y: y)
            mostCells = max(mostCells, big.table.liveCellCount)
            frames += 1
            if frames % 64 == 0 { big.target.frame() }
        }
        big.target.frame()
        let afterFirst = rss()
        var afterEach: [Double] = []
        for fling in 0..<10 {
            // Ten more flings of 2,000 frames from places spread over the list.
            var position = Double(fling) / 10 * height
            for _ in 0..<(quick ? 20 : 2_000) {
                position = min(height, position + 600)
                big.table.contentOffset = Point(x: 0, y: position)
                mostCells = max(mostCells, big.table.liveCellCount)
            }
            big.target.frame()
            afterEach.append(rss())
        }
        print("## Lists: a fling through 1,000,000 rows (\(Format.count(frames)) frames of 600 pt), then ten more")
        print("")
        var table = Table(header: ["measure", "value"])
        table.add(["cells alive at most (visible + overscan + queue)", "\(mostCells)"])
        table.add(["resident memory, 10-row table (MB)", String(format: "%.1f", smallRSS)])
        table.add(["resident memory after the fling through 1,000,000 rows (MB)", String(format: "%.1f", afterFirst)])
        table.add([
            "after each of ten more flings (MB)", afterEach.map { String(format: "%.1f", $0) }.joined(separator: ", "),
        ])
        print(table.render())
        print("")
        let difference = afterFirst - smallRSS
        let growth = (afterEach.max() ?? afterFirst) - afterFirst
        print(
            "- target: within 5 MB of the 10-row table: \(String(format: "%+.1f", difference)) MB, "
                + (difference <= 5 ? "MET" : "NOT MET"))
        print(
            "- target: no growth over ten flings: \(String(format: "%+.1f", growth)) MB, "
                + (growth <= 1 ? "MET" : "NOT MET"))
        print("")
        _ = small
    }
}
