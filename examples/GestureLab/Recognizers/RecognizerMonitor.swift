import TouchKit

/// Follows one recognizer's state for the lab's inspector column: the state now, and
/// the states its last finished attempt went through (SPEC G5-G7).
///
/// It learns the states from an action of its own, added after the screen's (actions
/// run on `began`, every `changed`, `ended` and `cancelled`, G6), and the end of an
/// attempt from the recognizer's reset (``ResetReporting``). An attempt that reset
/// without an `ended` or `cancelled` action failed.
@MainActor
final class RecognizerMonitor {
    /// The recognizer's name in the inspector.
    let title: String
    /// The state as of the last action or reset.
    private(set) var state: GestureRecognizer.State = .possible
    /// The states of the attempt in progress, as the actions saw them.
    private var attempt: [GestureRecognizer.State] = []
    /// The last finished attempt, e.g. `possible → began → changed×12 → ended`.
    private(set) var lastAttempt = "none yet"
    /// How many attempts ended recognized (`ended`).
    private(set) var recognizedCount = 0
    /// Called after each change.
    var onChange: (() -> Void)?

    /// Starts following `recognizer`; its `name` becomes the title.
    init(_ recognizer: some ResetReporting) {
        title = recognizer.name ?? String(describing: type(of: recognizer))
        recognizer.addAction { [weak self] recognizer in self?.actionRan(with: recognizer.state) }
        recognizer.onReset = { [weak self] in self?.attemptEnded() }
    }

    private func actionRan(with state: GestureRecognizer.State) {
        self.state = state
        attempt.append(state)
        onChange?()
    }

    private func attemptEnded() {
        let final = attempt.last
        let outcome: [GestureRecognizer.State] =
            final == .ended || final == .cancelled ? attempt : attempt + [.failed]
        if final == .ended { recognizedCount += 1 }
        lastAttempt = Self.summary(of: outcome)
        attempt = []
        state = .possible
        onChange?()
    }

    /// `possible → began → changed×3 → ended`: runs of `changed` are counted.
    static func summary(of states: [GestureRecognizer.State]) -> String {
        var parts = ["possible"]
        var changes = 0
        for state in states {
            if state == .changed {
                changes += 1
                continue
            }
            if changes > 0 { parts.append(changes == 1 ? "changed" : "changed×\(changes)") }
            changes = 0
            parts.append(state.description)
        }
        if changes > 0 { parts.append(changes == 1 ? "changed" : "changed×\(changes)") }
        return parts.joined(separator: " → ")
    }
}
