import CWaylandServer

/// Presentation feedback (`wp_presentation_feedback`, SPEC D10), which a test sends when
/// it likes, with the times it likes: offer `WpPresentation.interface` among the globals.
extension MockCompositor {
    /// How many presentation feedback objects wait for their `presented` or `discarded`.
    public var pendingPresentationFeedbackCount: Int {
        let box = PresentationCountBox()
        perform { server in box.count = server.liveResources(of: "wp_presentation_feedback").count }
        return box.count
    }

    /// Sends `wp_presentation_feedback.presented` to every feedback the client asked for
    /// so far: shown at `seconds` on the presentation clock, on an output refreshing every
    /// `refresh` nanoseconds (0: no constant rate). The event is a destructor: each
    /// feedback is destroyed after it, as a compositor does.
    public func presentFeedback(at seconds: Double, refresh: UInt32) {
        let seconds = seconds.isFinite ? min(max(seconds, 0), 1e15) : 0
        let whole = UInt64(max(0, seconds.rounded(.down)))
        let nanoseconds = UInt32(max(0, min(999_999_999, ((seconds - Double(whole)) * 1e9).rounded())))
        perform { server in
            for feedback in server.liveResources(of: "wp_presentation_feedback") {
                server.post(
                    to: feedback, opcode: 1,
                    [
                        .uint(UInt32(whole >> 32)), .uint(UInt32(truncatingIfNeeded: whole)), .uint(nanoseconds),
                        .uint(refresh), .uint(0), .uint(0), .uint(0),
                    ])
                server.forget(feedback, of: "wp_presentation_feedback")
                wl_resource_destroy(feedback)
            }
        }
    }
}

/// Carries a count out of the server thread.
private final class PresentationCountBox: @unchecked Sendable {
    var count = 0
}
