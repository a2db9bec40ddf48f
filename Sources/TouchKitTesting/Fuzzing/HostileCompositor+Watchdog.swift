import Foundation

extension HostileCompositor {
    /// Ends the process, naming what hung, when a sequence runs past its time.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var deadline: Date?
        private var what = ""
        private var timer: DispatchSourceTimer?

        init() {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: .now() + 1, repeating: 1)
            timer.setEventHandler { [weak self] in self?.check() }
            timer.resume()
            self.timer = timer
        }

        func arm(seconds: Double, what: String) {
            lock.withLock {
                deadline = Date().addingTimeInterval(seconds)
                self.what = what
            }
        }

        func disarm() {
            lock.withLock { deadline = nil }
        }

        func stop() {
            timer?.cancel()
            timer = nil
        }

        private func check() {
            let hung: String? = lock.withLock {
                guard let deadline, Date() > deadline else { return nil }
                return what
            }
            if let hung {
                FileHandle.standardError.write(Data("watchdog: \(hung) hung\n".utf8))
                abort()
            }
        }
    }
}
