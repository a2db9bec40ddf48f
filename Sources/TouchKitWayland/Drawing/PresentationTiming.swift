/// When a surface's frames were last shown and the output's refresh interval, from
/// `wp_presentation_feedback.presented` (SPEC D10): from which the next presentation is
/// estimated.
///
/// Times are seconds on the presentation clock (`wp_presentation.clock_id`; Weston's is
/// CLOCK_MONOTONIC, the clock of its input timestamps).
struct PresentationTiming: Equatable, Sendable {
    /// The refresh interval assumed when none is known (no `wp_presentation`, or an
    /// output without a constant refresh rate), in seconds: 1/60 s (SPEC D10, a choice).
    static let fallbackRefresh = 1.0 / 60
    /// How far from the last presentation a time may be for an estimate from it, in
    /// seconds: further away, the clocks are taken to differ (a choice: 1 s).
    static let largestGap = 1.0

    /// The shortest time between two requests for feedback, in seconds (SPEC D11, a
    /// choice: 0.25 s): each `presented` event wakes the app apart from its input.
    static let feedbackInterval = 0.25

    /// When feedback was last asked for, in seconds on the caller's monotonic clock.
    private(set) var lastFeedbackRequest: Double?
    /// When the last frame was shown, in seconds; nil before any.
    private(set) var lastPresented: Double?
    /// The output's refresh interval, in seconds; nil when unknown or variable.
    private(set) var refresh: Double?
    /// How many frames were shown since the timing was created.
    private(set) var presentedCount = 0

    /// A frame was shown at `time` (seconds); `refresh` is the output's interval in
    /// seconds, 0 when it has none. Non-finite or negative values are ignored.
    mutating func presented(at time: Double, refresh interval: Double) {
        guard time.isFinite, time >= 0 else { return }
        lastPresented = time
        refresh = interval.isFinite && interval > 0 && interval < 1 ? interval : nil
        presentedCount += 1
    }

    /// Whether the commit made at `now` (seconds, a monotonic clock) asks for feedback:
    /// every commit when `everyCommit`, else when none was asked in the last
    /// ``feedbackInterval`` (D11). A yes is remembered as the last request.
    mutating func asksFeedback(at now: Double, everyCommit: Bool) -> Bool {
        guard now.isFinite else { return true }
        if !everyCommit, let last = lastFeedbackRequest, now >= last,
            now - last < Self.feedbackInterval
        {
            return false
        }
        lastFeedbackRequest = now
        return true
    }

    /// The next presentation strictly after `time`: the last presentation plus a whole
    /// number of refresh intervals. Nil when nothing was presented yet, the interval is
    /// unknown, or `time` is more than ``largestGap`` from the last presentation (not
    /// the same clock).
    func nextPresentation(after time: Double) -> Double? {
        guard let last = lastPresented, let interval = refresh, time.isFinite,
            abs(time - last) <= Self.largestGap
        else { return nil }
        let intervals = max(0, ((time - last) / interval).rounded(.down)) + 1
        return last + intervals * interval
    }

    /// Seconds from the presentation feedback's fields, as the protocol splits them.
    static func seconds(high: UInt32, low: UInt32, nanoseconds: UInt32) -> Double {
        Double(UInt64(high) << 32 | UInt64(low)) + Double(nanoseconds) / 1e9
    }
}
