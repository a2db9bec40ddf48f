import Glibc
import TouchKit
internal import Wayland

/// Presentation feedback (SPEC D10): content commits ask `wp_presentation` when they
/// were shown (one a quarter second, or every one when measuring, D11); the time and the refresh interval are kept for the window and for the
/// output the compositor names (`sync_output`). Without `wp_presentation` nothing is
/// asked and pacing is unchanged (D6 to D9 need only frame callbacks).
extension WaylandWindowHost {
    /// Asks for feedback on the commit about to be made.
    func requestPresentationFeedback() {
        guard let presentation = connection.presentation else { return }
        let feedback = presentation.feedback(surface: surface)
        let key = ObjectIdentifier(feedback)
        var syncOutput: WaylandOutput?
        feedback.onEvent = { [weak self] event in
            guard let self else { return }
            self.connection.loop.census?.note(.presentation)
            switch event {
            case .syncOutput(let output):
                syncOutput = self.connection.output(for: output)
            case .presented(let high, let low, let nanoseconds, let refresh, _, _, _):
                let time = Self.onInputClock(
                    PresentationTiming.seconds(high: high, low: low, nanoseconds: nanoseconds),
                    presentationClock: self.connection.presentationClock)
                let interval = Double(refresh) / 1e9
                self.presentationTiming.presented(at: time, refresh: interval)
                syncOutput?.timing.presented(at: time, refresh: interval)
                self.pendingFeedback[key] = nil
            case .discarded:
                self.pendingFeedback[key] = nil
            }
        }
        pendingFeedback[key] = feedback
    }

    /// A presentation time moved from the presentation clock to CLOCK_MONOTONIC, the clock
    /// of Weston's input timestamps (Weston presents on CLOCK_MONOTONIC_RAW where it can,
    /// which drifts from CLOCK_MONOTONIC by the clock's rate corrections: 0.18 s after an
    /// hour on the test machine). Unchanged when the clock is unknown or already that one.
    static func onInputClock(_ time: Double, presentationClock: Int32?) -> Double {
        guard let clock = presentationClock, clock != CLOCK_MONOTONIC else { return time }
        var there = timespec()
        var here = timespec()
        guard clock_gettime(clockid_t(clock), &there) == 0, clock_gettime(CLOCK_MONOTONIC, &here) == 0 else {
            return time
        }
        let offset =
            (Double(there.tv_sec) + Double(there.tv_nsec) / 1e9) - (Double(here.tv_sec) + Double(here.tv_nsec) / 1e9)
        return time - offset
    }

    /// The next time the window's content is expected on screen after `time` (seconds
    /// on the input clock, which is the presentation clock under Weston), from the last
    /// presentation feedback; nil when none came (SPEC D10).
    func nextPresentationTime(after time: Double) -> Double? {
        presentationTiming.nextPresentation(after: time)
    }
}
