/// The dispatch trace's lines for gesture recognizers (SPEC G32).
///
/// Besides the views' touch calls, the trace records for each recognizer its touch
/// calls, its state transitions and its actions, one JSON line each:
///
/// ```json
/// {"time":1.2,"recognizer":"TapGestureRecognizer","name":null,"view":"card","method":"touchesBegan","touches":[…]}
/// {"time":1.3,"recognizer":"TapGestureRecognizer","name":null,"view":"card","transition":"possible->ended"}
/// {"time":1.3,"recognizer":"TapGestureRecognizer","name":null,"view":"card","action":"ended"}
/// ```
///
/// A view's `touchesCancelled` caused by a recognizer (G8) is an ordinary view line;
/// a phase delivered late (G9-G11) carries `"late":true`.
extension TouchTrace {
    private func prefix(_ recognizer: GestureRecognizer, _ event: Event?) -> String {
        "{\"time\":\(Self.number(event?.timestamp ?? 0))"
            + ",\"recognizer\":\(Self.quote(String(describing: type(of: recognizer))))"
            + ",\"id\":\(recognizer.serial),\"name\":\(recognizer.name.map(Self.quote) ?? "null")"
            + ",\"view\":\(recognizer.view?.accessibilityIdentifier.map(Self.quote) ?? "null")"
    }

    /// One line for a recognizer's touch call.
    internal func record(_ phase: TouchPhase, touches: Set<Touch>, recognizer: GestureRecognizer, event: Event?) {
        guard isWriting else { return }
        let method = Self.methodName(phase)
        let sorted = Self.sorted(touches)
        write(prefix(recognizer, event) + ",\"method\":\"\(method)\",\"touches\":" + Self.touchList(sorted) + "}")
    }

    /// One line for a state transition.
    internal func recordTransition(
        of recognizer: GestureRecognizer, from old: GestureRecognizer.State, to new: GestureRecognizer.State,
        event: Event?
    ) {
        guard isWriting else { return }
        write(prefix(recognizer, event) + ",\"transition\":\"\(old)->\(new)\"}")
    }

    /// One line for an action call.
    internal func recordAction(of recognizer: GestureRecognizer, event: Event?) {
        guard isWriting else { return }
        write(prefix(recognizer, event) + ",\"action\":\"\(recognizer.state)\"}")
    }
}
