import Foundation
import TouchKitTesting

/// Shows a replay's progress: a bar redrawn in place on a terminal, a plain line
/// about once a second otherwise (a log file or a pipe gets no control characters).
@MainActor
final class ProgressDisplay {
    /// Whether standard output is a terminal.
    let isTerminal: Bool
    private var lastShown = Date.distantPast
    private var drawn = false

    /// Creates a display for standard output.
    /// - Parameter isTerminal: Whether to draw a bar; whether standard output is a terminal by default.
    init(isTerminal: Bool = isatty(STDOUT_FILENO) != 0) {
        self.isTerminal = isTerminal
    }

    /// Shows the progress so far.
    func show(_ progress: ReplayProgress) {
        let interval = isTerminal ? 0.1 : 1
        let done = progress.framesSent >= progress.totalFrames
        guard Date().timeIntervalSince(lastShown) >= interval || (isTerminal && done) else { return }
        lastShown = Date()
        if isTerminal {
            print("\r\u{1B}[2K" + progress.bar(), terminator: "")
            fflush(nil)
            drawn = true
        } else if !done {
            print("replaying: \(progress)")
        }
    }

    /// Ends the bar's line, so what follows starts on a line of its own.
    func finish() {
        if drawn { print("") }
        drawn = false
    }
}
