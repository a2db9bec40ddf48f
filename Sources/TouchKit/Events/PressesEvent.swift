/// An event carrying key presses, delivered to the first responder (SPEC R3).
@MainActor
public final class PressesEvent: Event {
    /// Always ``Event/EventType/presses``.
    public override var type: EventType { .presses }
    /// The presses of this event.
    public internal(set) var allPresses: Set<Press> = []

    internal init(presses: Set<Press>, timestamp: Double) {
        self.allPresses = presses
        super.init()
        self.timestamp = timestamp
    }
}
