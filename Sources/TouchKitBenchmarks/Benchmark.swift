import Foundation

/// How long and how often each operation is measured.
///
/// Every measurement first runs `warmup` batches (caches, branch predictors, lazy
/// allocations), then calibrates a batch size so that one repetition takes about
/// `targetRepetitionNanoseconds`, then times `repetitions` batches and reports the
/// median and the minimum nanoseconds per operation.
struct BenchmarkSettings: Sendable {
    /// Untimed batches run before timing.
    var warmupBatches: Int
    /// The wall time one timed repetition aims for.
    var targetRepetitionNanoseconds: Double
    /// The most operations one repetition may run.
    var maximumBatch: Int
    /// Timed repetitions; the median of these is reported.
    var repetitions: Int

    /// The settings of a real run: about 20 ms per repetition, 11 repetitions.
    static let full = BenchmarkSettings(
        warmupBatches: 3, targetRepetitionNanoseconds: 20_000_000, maximumBatch: 200_000,
        repetitions: 11)

    /// A smoke run (`--quick`): proves every scenario still runs, figures are noise.
    static let quick = BenchmarkSettings(
        warmupBatches: 1, targetRepetitionNanoseconds: 200_000, maximumBatch: 200, repetitions: 3)
}

/// The time of one operation: median and minimum over the repetitions, in nanoseconds.
struct Measurement: Sendable {
    /// The median of the repetitions' nanoseconds per operation.
    var median: Double
    /// The fastest repetition's nanoseconds per operation.
    var minimum: Double
    /// How many operations each repetition ran.
    var batch: Int
}

/// Runs `body(n)`, which must perform `n` operations, and returns the nanoseconds per
/// operation (see ``BenchmarkSettings``).
@MainActor
func measure(_ settings: BenchmarkSettings, _ body: (_ operations: Int) -> Void) -> Measurement {
    let clock = ContinuousClock()
    func time(_ n: Int) -> Double {
        let start = clock.now
        body(n)
        return nanoseconds(clock.now - start)
    }
    // Warm up and calibrate on small batches that grow until they take a measurable time.
    var batch = 1
    var perOperation = time(batch)
    for _ in 0..<settings.warmupBatches {
        let elapsed = time(batch)
        perOperation = elapsed / Double(batch)
        if elapsed < settings.targetRepetitionNanoseconds / 10 { batch = min(batch * 4, settings.maximumBatch) }
    }
    batch = max(1, min(settings.maximumBatch, Int(settings.targetRepetitionNanoseconds / max(perOperation, 1))))
    var samples: [Double] = []
    samples.reserveCapacity(settings.repetitions)
    for _ in 0..<settings.repetitions {
        samples.append(time(batch) / Double(batch))
    }
    samples.sort()
    return Measurement(median: samples[samples.count / 2], minimum: samples[0], batch: batch)
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
