import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// L2 of issue 32: how far ``TouchPredictor`` lands from where the fingers really went,
/// on the real touchscreen recordings (`Tests/Recordings/Real`), at 8 and 16 ms ahead,
/// beside the error of no prediction (how far the finger really moved). One row per
/// gain of the linear model; the predictor's default gain is the one with the lowest
/// median error at 8 ms (`--part prediction`).
enum PredictionBenchmark {
    /// The gains compared: 0 is no prediction.
    static let gains = [0.0, 0.5, 0.75, 1.0, 1.25]
    /// The lead times, in seconds.
    static let leads = [0.008, 0.016]

    static func run() throws {
        let directory = ToolLocator.packageRoot + "/Tests/Recordings/Real"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".touches") }.sorted()
        let recordings = try names.map { try TouchRecording(contentsOf: directory + "/" + $0) }
        print("\n## Predicted touches (L2): error against \(recordings.count) real recordings, in points\n")
        var table = Table(header: ["model", "lead (ms)", "samples", "median", "p95", "no prediction: median", "p95"])
        for gain in gains {
            for lead in leads {
                var errors = TouchRecording.PredictionError()
                for recording in recordings { errors.append(recording.predictionErrors(lead: lead, gain: gain)) }
                let p = TouchRecording.PredictionError.percentile
                let model =
                    gain == TouchPredictor.defaultGain ? "linear, gain \(gain) (default)" : "linear, gain \(gain)"
                table.add([
                    model, String(format: "%.0f", lead * 1000), Format.count(errors.predicted.count),
                    String(format: "%.2f", p(50, errors.predicted)), String(format: "%.2f", p(95, errors.predicted)),
                    String(format: "%.2f", p(50, errors.unpredicted)),
                    String(format: "%.2f", p(95, errors.unpredicted)),
                ])
            }
        }
        print(table.render())
    }
}
