import TouchKit

/// Key repeat on the application's clock (SPEC X10): after the seat's delay, then at its
/// rate, a held key repeats while ``step`` says it may; tests drive it with a
/// `ManualClock`.
@MainActor
final class KeyRepeat {
    /// Keys per second (0: no repeat).
    var rate: Int32 = 25
    /// Milliseconds before the first repeat.
    var delay: Int32 = 600
    /// The key repeating, or `nil`.
    private(set) var code: UInt32?
    private var work: DelayedWork?

    /// Starts repeating `code` after the delay; each repeat calls `step`, which answers
    /// whether the key may go on repeating.
    func start(_ code: UInt32, on application: Application, step: @escaping @MainActor (UInt32) -> Bool) {
        stop()
        guard rate > 0 else { return }
        self.code = code
        let interval = 1 / Double(rate)
        func schedule(after seconds: Double) {
            self.work = application.perform(after: seconds, target: self) { [weak self] in
                guard let self, self.code == code else { return }
                if step(code) { schedule(after: interval) } else { self.stop() }
            }
        }
        schedule(after: Double(max(0, delay)) / 1000)
    }

    /// Stops repeating.
    func stop() {
        work?.cancel()
        work = nil
        code = nil
    }
}
