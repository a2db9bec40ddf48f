import TouchKit

/// One row of the dispatch table: a motion frame for some fingers in one tree.
struct DispatchResult: Sendable {
    var shape: TreeShape
    var viewCount: Int
    var fingers: Int
    /// Building the frame and dispatching it with `Application.handle(_:)`.
    var dispatch: Measurement
    /// Building the same frame alone, measured just before (the baseline).
    var baseline: Measurement
}

/// One row of the hit-test table.
struct HitTestResult: Sendable {
    var shape: TreeShape
    var viewCount: Int
    /// `window.hitTest(_:with:)` down to the target leaf.
    var hitTest: Measurement
    /// `Touch.location(in: leaf)` for a touch on that leaf.
    var location: Measurement
    /// Building a one-finger motion frame alone, measured just before (the baseline).
    var baseline: Measurement
}

/// A dispatch sanity check failed: the figures would not mean what they say.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}

/// Puts `fingers` fingers down in a builder (and, when `application` is given, dispatches
/// the began frame so the application hit-tests and tracks them).
@MainActor
private func putFingersDown(
    _ fingers: Int, in tree: ViewTree, builder: inout TouchFrameBuilder, dispatchTo application: Application?
) {
    for i in 0..<fingers {
        builder.down(id: Int32(i), window: tree.window.windowID, location: tree.location(ofFinger: i), time: 0)
    }
    let frames = builder.frame()
    application?.handle(frames)
}

/// Moves every finger by half a pixel (back and forth) and returns the frame(s).
@inline(__always)
func motionFrame(
    step: Int, fingers: Int, origins: [Point], builder: inout TouchFrameBuilder
) -> [TouchFrame] {
    let dx = (step & 1) == 0 ? 0.5 : 0
    for i in 0..<fingers {
        builder.motion(
            id: Int32(i), location: Point(x: origins[i].x + dx, y: origins[i].y),
            time: UInt32(truncatingIfNeeded: step))
    }
    return builder.frame()
}

/// Measures a motion frame of `fingers` fingers in `tree`: building it alone (the
/// baseline), then building and dispatching it.
@MainActor
func measureDispatch(tree: ViewTree, fingers: Int, settings: BenchmarkSettings) throws -> DispatchResult {
    let origins = (0..<fingers).map { tree.location(ofFinger: $0) }

    // Baseline: the same events into a builder, frame() and nothing else.
    var baselineBuilder = TouchFrameBuilder()
    putFingersDown(fingers, in: tree, builder: &baselineBuilder, dispatchTo: nil)
    var step = 0
    var sink = 0
    let baseline = measure(settings) { n in
        for _ in 0..<n {
            step += 1
            sink &+=
                motionFrame(step: step, fingers: fingers, origins: origins, builder: &baselineBuilder)
                .count
        }
    }
    guard sink == step else { throw BenchmarkFailure(description: "baseline built \(sink) frames for \(step) steps") }

    // Measured: the same, dispatched through the application to the leaves.
    let application = tree.application
    var builder = TouchFrameBuilder()
    putFingersDown(fingers, in: tree, builder: &builder, dispatchTo: application)
    guard application.activeTouchCount == fingers else {
        throw BenchmarkFailure(description: "\(application.activeTouchCount) of \(fingers) fingers tracked")
    }
    let movedBefore = tree.movedTouchCount
    step = 0
    let dispatch = measure(settings) { n in
        for _ in 0..<n {
            step += 1
            application.handle(motionFrame(step: step, fingers: fingers, origins: origins, builder: &builder))
        }
    }
    let delivered = tree.movedTouchCount - movedBefore
    guard delivered == step * fingers else {
        throw BenchmarkFailure(
            description: "\(tree.shape) \(tree.viewCount) views, \(fingers) fingers: leaves received "
                + "\(delivered) moved touches, expected \(step * fingers)")
    }

    // Lift the fingers so the next scenario starts clean.
    for i in 0..<fingers { builder.up(id: Int32(i), time: UInt32(truncatingIfNeeded: step + 1)) }
    application.handle(builder.frame())
    guard application.activeTouchCount == 0 else {
        throw BenchmarkFailure(description: "fingers still tracked after lifting them")
    }
    return DispatchResult(
        shape: tree.shape, viewCount: tree.viewCount, fingers: fingers, dispatch: dispatch,
        baseline: baseline)
}

/// Measures `window.hitTest(_:with:)` down to the tree's first target leaf (the
/// back-most leaf of a wide tree, the innermost of a deep one: the whole tree is
/// walked), and `Touch.location(in:)` for a touch on that leaf.
@MainActor
func measureHitTest(tree: ViewTree, settings: BenchmarkSettings) throws -> HitTestResult {
    let point = tree.location(ofFinger: 0)
    let leaf = tree.targets[0]
    let window = tree.window

    var baselineBuilder = TouchFrameBuilder()
    putFingersDown(1, in: tree, builder: &baselineBuilder, dispatchTo: nil)
    var step = 0
    var sink = 0
    let baseline = measure(settings) { n in
        for _ in 0..<n {
            step += 1
            sink &+= motionFrame(step: step, fingers: 1, origins: [point], builder: &baselineBuilder).count
        }
    }

    var misses = 0
    let hitTest = measure(settings) { n in
        for _ in 0..<n where window.hitTest(point, with: nil) !== leaf { misses += 1 }
    }
    guard misses == 0, sink == step else {
        throw BenchmarkFailure(description: "\(tree.shape) \(tree.viewCount): hit-test missed the leaf \(misses) times")
    }

    // A touch on the leaf, to time location(in:), the call a handler makes first.
    var builder = TouchFrameBuilder()
    putFingersDown(1, in: tree, builder: &builder, dispatchTo: tree.application)
    guard let touch = leaf.lastTouch else { throw BenchmarkFailure(description: "no touch reached the leaf") }
    var total = 0.0
    let location = measure(settings) { n in
        for _ in 0..<n { total += touch.location(in: leaf).x }
    }
    builder.up(id: 0, time: 1)
    tree.application.handle(builder.frame())
    leaf.lastTouch = nil
    guard total.isFinite else { throw BenchmarkFailure(description: "location(in:) is not finite") }
    return HitTestResult(
        shape: tree.shape, viewCount: tree.viewCount, hitTest: hitTest, location: location, baseline: baseline)
}
