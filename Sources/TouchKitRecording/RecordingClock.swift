import TouchKit

/// Turns a compositor's 32-bit millisecond times into milliseconds since the first one.
///
/// `wl_touch` times wrap around after 49.7 days and may, on a buggy compositor, step
/// back a little. The clock measures each time against the one before as a signed
/// 32-bit difference, so a wrap counts as a small step forward, and a step back
/// leaves the time where it was: recordings never go backwards.
package struct RecordingClock: Sendable {
    private var last: UInt32?

    /// A clock that has seen no time yet.
    package init() {}
    /// Milliseconds since the first time seen.
    package private(set) var elapsed: Double = 0

    /// Milliseconds since the first time seen, for the compositor time `raw`.
    package mutating func milliseconds(for raw: UInt32) -> Double {
        guard let last else {
            self.last = raw
            return 0
        }
        let step = Int32(bitPattern: raw &- last)
        if step > 0 {
            elapsed += Double(step)
            self.last = raw
        }
        return elapsed
    }
}
