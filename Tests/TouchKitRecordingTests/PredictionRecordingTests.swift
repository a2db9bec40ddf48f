import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The touch predictor against the real touchscreen recordings (SPEC T9, issue 32's L2).
@Suite("Predicted touches on the real recordings (SPEC T9)")
struct PredictionRecordingTests {
    static func recordings() throws -> [TouchRecording] {
        let directory = ToolLocator.packageRoot + "/Tests/Recordings/Real"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".touches") }
        return try names.sorted().map { try TouchRecording(contentsOf: directory + "/" + $0) }
    }

    @Test("T9: on the real recordings, 8 ms ahead, the median error is at most half of no prediction (L2)")
    func halfTheUnpredictedError() throws {
        var errors = TouchRecording.PredictionError()
        for recording in try Self.recordings() { errors.append(recording.predictionErrors(lead: 0.008)) }
        #expect(errors.predicted.count > 500, "enough predicted samples: \(errors.predicted.count)")
        let p = TouchRecording.PredictionError.percentile
        let predicted = p(50, errors.predicted)
        let unpredicted = p(50, errors.unpredicted)
        #expect(unpredicted > 0.5, "the fingers move: \(unpredicted) pt in 8 ms at the median")
        #expect(predicted <= unpredicted / 2, "median \(predicted) pt against \(unpredicted) pt without prediction")
    }

    @Test("T9: every recording: predictions stop at the lift and never come from too few samples")
    func boundedPerStroke() throws {
        for recording in try Self.recordings() {
            let strokes = recording.strokes
            let errors = recording.predictionErrors(lead: 0.016)
            // At most one prediction per sample from the third on whose target is before the lift.
            var possible = 0
            for stroke in strokes {
                guard let end = stroke.last?.time else { continue }
                possible +=
                    stroke.enumerated().filter {
                        $0.offset >= TouchPredictor.minimumSamples - 1 && $0.element.time + 0.016 <= end
                    }.count
            }
            #expect(errors.predicted.count <= possible)
            #expect(errors.predicted.count == errors.unpredicted.count)
            #expect(errors.predicted.allSatisfy { $0.isFinite && $0 >= 0 })
        }
    }
}
