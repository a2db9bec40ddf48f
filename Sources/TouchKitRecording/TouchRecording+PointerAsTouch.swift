import TouchKit

/// Turning the pointer's finger (SPEC W10) into a touchscreen finger.
extension TouchRecording {
    /// The recording with every event of the pointer acting as a finger (marked
    /// `pointer`, SPEC W10) turned into a touchscreen event (``TouchType/direct``), so
    /// that a replay injects it as a finger rather than as a mouse. `touchkit record
    /// --pointer` writes this.
    public var pointerAsTouch: TouchRecording {
        var converted = self
        converted.events = events.map { event in
            var event = event
            if event.touchType == .pointer { event.touchType = .direct }
            return event
        }
        return converted
    }

    /// How many events are the pointer acting as a finger (marked `pointer`).
    public var pointerEventCount: Int { events.count { $0.touchType == .pointer } }
}
