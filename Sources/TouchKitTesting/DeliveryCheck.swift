import Foundation
import TouchKit
import TouchKitRecording

/// Whether the app of a replay received what was sent to it, judged from the
/// `TOUCHKIT_RECORD` file a TouchKit app writes (the header as it starts, then every
/// `wl_touch` event it receives).
public enum DeliveryCheck {
    /// What the check found.
    public enum Outcome: Sendable, Equatable {
        /// The app received touches: `downs` of the `sent` downs.
        case received(downs: Int, sent: Int)
        /// The app received nothing although `sent` events were sent.
        case nothing(sent: Int)
        /// The app wrote no recording (it is not a TouchKit app): nothing can be told.
        case unknown
    }

    /// Compares what was sent with what the app recorded.
    /// - Parameters:
    ///   - sent: The recording replayed.
    ///   - path: The app's `TOUCHKIT_RECORD` file.
    /// - Returns: The outcome; a recording with no events counts as received.
    public static func check(sent: TouchRecording, receivedAt path: String) -> Outcome {
        guard FileManager.default.fileExists(atPath: path) else { return .unknown }
        let sentDowns = sent.events.count { if case .down = $0.kind { true } else { false } }
        let received = (try? TouchRecording(contentsOf: path))?.events ?? []
        if received.isEmpty && !sent.events.isEmpty { return .nothing(sent: sent.events.count) }
        return .received(downs: received.count { if case .down = $0.kind { true } else { false } }, sent: sentDowns)
    }
}
