import TouchKit
import TouchKitTesting

/// The rig of the gesture reproducers: a frame lets 16 ms pass on the event time and on
/// the application clock together, so timers fire between frames as they would live
/// (``WindowTestHost/wait(_:)`` lets time pass with no frame).
extension WindowTestHost {
    /// Dispatches the frame, then lets 16 ms pass on the event time and the clock.
    func step() {
        frame(advance: 16)
        clock.advance(by: 0.016)
    }

}
