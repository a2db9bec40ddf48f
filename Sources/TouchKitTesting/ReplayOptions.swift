import TouchKit
import TouchKitRecording
import Wayland

/// How ``HeadlessSession/replay(_:into:options:)`` plays a recording.
public struct ReplayOptions: Sendable {
    /// When frames are sent.
    public enum Pacing: Sendable, Hashable {
        /// At the recorded times divided by `speed` (2 plays twice as fast), relative to
        /// the start of the replay.
        case recorded(speed: Double)
        /// As fast as the app reads its socket (`sync` after each batch), no sleeping.
        case fast

        /// At the recorded speed.
        public static var recorded: Pacing { .recorded(speed: 1) }
    }

    /// Whether the `wl_touch.frame` after the last up reaches the app (SPEC W4).
    public enum LastUpFrame: Sendable, Hashable {
        /// Delivered, as later Weston releases do (the module's default).
        case send
        /// Dropped, as Weston 10 does.
        case omit
    }

    /// What to do with a recording whose `# window` size is not the window's.
    public enum WindowSizePolicy: Sendable, Hashable {
        /// Send it as it is if every position lies inside the window; otherwise throw
        /// ``SessionError/windowSizeMismatch(_:)`` before sending anything (the default).
        case failWhenOutside
        /// Send it as it is; ``ReplayResult/windowSizeMismatch`` counts the positions outside.
        /// Fingers that went down inside the window reach the app wherever they move (its
        /// touch focus is fixed at the first down), and so do later fingers of the same
        /// sequence; a touch sequence whose first finger goes down outside the window
        /// would reach no app under any compositor, so such a recording throws
        /// ``SessionError/windowSizeMismatch(_:)`` before anything is sent.
        case allowOutside
        /// Scale every position from the recorded size to the window's (`TouchRecording.fitted(to:)`).
        case fitToWindow
    }

    /// When frames are sent; recorded speed by default.
    public var pacing: Pacing
    /// Whether the frame after the last up is delivered.
    public var lastUpFrame: LastUpFrame
    /// Frames sent between two `sync`s; at most ~1000 is safe (default 500).
    public var batchSize: Int
    /// Recording times (ms) at which to capture, before the first frame later than each.
    public var captureAt: [Double]
    /// Whether to capture once more after the last frame.
    public var captureAtEnd: Bool
    /// Capture only the target toplevel's area (`true`) or the whole output (`false`, default).
    public var captureToplevelOnly: Bool
    /// Seconds to let the app draw before a capture under KWin or Mutter
    /// (`DesktopSession`), whose compositors cannot say when an app has drawn.
    /// A ``HeadlessSession`` does not wait: it captures the frame the app committed in
    /// answer to the events sent (``HeadlessSession/waitUntilDrawn(_:timeout:maxFrames:)``).
    public var captureSettle: Double
    /// Seconds to wait for each `sync_done` or capture answer.
    public var timeout: Double
    /// What to do when the recording's `# window` size is not the window's.
    public var windowSizePolicy: WindowSizePolicy
    /// Called after each batch (and at the end) with the progress so far.
    public var progress: (@MainActor (ReplayProgress) -> Void)?

    /// Creates options.
    /// - Parameters:
    ///   - pacing: Recorded speed (default), a speed factor, or fast.
    ///   - lastUpFrame: Whether the frame after the last up is delivered.
    ///   - batchSize: Frames per `sync`.
    ///   - captureAt: Recording times (ms) to capture at.
    ///   - captureAtEnd: Capture after the last frame.
    ///   - captureToplevelOnly: Capture the toplevel's area instead of the output.
    ///   - captureSettle: Seconds to wait before a capture under KWin or Mutter.
    ///   - timeout: Seconds to wait for each answer.
    ///   - windowSizePolicy: What to do when the recording was made for another window size.
    ///   - progress: Progress callback.
    public init(
        pacing: Pacing = .recorded, lastUpFrame: LastUpFrame = .send, batchSize: Int = 500,
        captureAt: [Double] = [], captureAtEnd: Bool = false, captureToplevelOnly: Bool = false,
        captureSettle: Double = 0.05, timeout: Double = HeadlessSession.defaultTimeout,
        windowSizePolicy: WindowSizePolicy = .failWhenOutside,
        progress: (@MainActor (ReplayProgress) -> Void)? = nil
    ) {
        self.pacing = pacing
        self.lastUpFrame = lastUpFrame
        self.batchSize = max(1, batchSize)
        self.captureAt = captureAt.sorted()
        self.captureAtEnd = captureAtEnd
        self.captureToplevelOnly = captureToplevelOnly
        self.captureSettle = captureSettle
        self.timeout = timeout
        self.windowSizePolicy = windowSizePolicy
        self.progress = progress
    }

    /// Replays as fast as the app reads, with these other options.
    public static func fast(batchSize: Int = 500, lastUpFrame: LastUpFrame = .send) -> ReplayOptions {
        ReplayOptions(pacing: .fast, lastUpFrame: lastUpFrame, batchSize: batchSize)
    }
}
