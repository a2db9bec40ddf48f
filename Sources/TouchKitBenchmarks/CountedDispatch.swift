import TouchKit

/// `--count N`: the 10-finger motion frame of the 1,000-view trees run a fixed number of
/// times, untimed by calibration, for instruction counts under
/// `valgrind --tool=callgrind` (repeatable where wall-clock time on a shared machine is
/// not).
///
/// Each scenario runs in a function of its own that is never inlined, so that
/// `callgrind_annotate --inclusive=yes` gives its instructions; divided by `N` they are
/// the instructions per frame:
/// - `countedBuild`: building the frame alone (`TouchFrameBuilder`, the baseline);
/// - `countedDispatchPlain`: building and dispatching it with no recognizer;
/// - `countedDispatchRecognizers`: the same with a tap, a pan and a pinch recognizer on
///   each touched view.
///
/// It also prints the wall-clock ns per frame of each (one run each: noisy).
enum CountedDispatch {
    /// The finger count of the scenarios.
    static let fingers = 10

    /// Runs the three scenarios `count` times each in the trees `only` selects (both
    /// 1,000-view trees when `nil`).
    @MainActor
    static func run(count: Int, only: String?) throws {
        _ = StackLimit.raise()
        print("## Counted dispatch: \(count) frames of \(fingers) fingers per scenario")
        print("")
        var table = Table(header: ["tree", "views", "build ns", "plain ns", "recognizers ns", "ratio"])
        for shape in TreeShape.allCases where only == nil || only == "\(shape.rawValue)-1000" {
            let tree = ViewTree(shape: shape, viewCount: 1_000)
            let origins = (0..<fingers).map { tree.location(ofFinger: $0) }
            let build = try timed(count) { try countedBuild(tree: tree, origins: origins, count: count) }
            let plain = try timed(count) { try countedDispatchPlain(tree: tree, origins: origins, count: count) }
            tree.attachRecognizers()
            let recognizers = try timed(count) {
                try countedDispatchRecognizers(tree: tree, origins: origins, count: count)
            }
            tree.tearDown()
            table.add([
                shape.rawValue, Format.count(1_000), Format.ns(build), Format.ns(plain), Format.ns(recognizers),
                Format.ratio(recognizers, over: plain),
            ])
        }
        print(table.render())
        print("")
    }

    @MainActor
    private static func timed(_ count: Int, _ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return nanoseconds(clock.now - start) / Double(max(count, 1))
    }

    /// Builds `count` motion frames, no dispatch.
    @inline(never) @MainActor
    static func countedBuild(tree: ViewTree, origins: [Point], count: Int) throws {
        var builder = TouchFrameBuilder()
        for i in 0..<fingers {
            builder.down(id: Int32(i), window: tree.window.windowID, location: origins[i], time: 0)
        }
        _ = builder.frame()
        var frames = 0
        for step in 1...max(count, 1) {
            frames &+= motionFrame(step: step, fingers: fingers, origins: origins, builder: &builder).count
        }
        guard frames == max(count, 1) else { throw BenchmarkFailure(description: "built \(frames) frames") }
    }

    /// Builds and dispatches `count` motion frames with no recognizer. (Unoptimized, like
    /// the next one, so that the optimizer neither inlines nor merges the two: each keeps
    /// its own inclusive count.)
    @inline(never) @_optimize(none) @MainActor
    static func countedDispatchPlain(tree: ViewTree, origins: [Point], count: Int) throws {
        try dispatch(tree: tree, origins: origins, count: count, label: "no recognizer")
    }

    /// Builds and dispatches `count` motion frames with the recognizers attached.
    @inline(never) @_optimize(none) @MainActor
    static func countedDispatchRecognizers(tree: ViewTree, origins: [Point], count: Int) throws {
        try dispatch(tree: tree, origins: origins, count: count, label: "recognizers")
    }

    @inline(never) @MainActor
    private static func dispatch(tree: ViewTree, origins: [Point], count: Int, label: String) throws {
        let application = tree.application
        var builder = TouchFrameBuilder()
        for i in 0..<fingers {
            builder.down(id: Int32(i), window: tree.window.windowID, location: origins[i], time: 0)
        }
        application.handle(builder.frame())
        let before = tree.movedTouchCount
        let steps = max(count, 1)
        for step in 1...steps {
            application.handle(motionFrame(step: step, fingers: fingers, origins: origins, builder: &builder))
        }
        let delivered = tree.movedTouchCount - before
        for i in 0..<fingers { builder.up(id: Int32(i), time: UInt32(truncatingIfNeeded: steps + 1)) }
        application.handle(builder.frame())
        guard delivered == steps * fingers, application.activeTouchCount == 0 else {
            throw BenchmarkFailure(
                description: "\(tree.shape), \(label): \(delivered) moved touches for \(steps) frames")
        }
    }
}
