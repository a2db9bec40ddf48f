import Glibc
import TouchKit

/// Whether a late draw is due (SPEC D12), kept in a one-byte file for a test session:
/// `1` while some window of the connection waits for its deadline to draw (the app
/// sleeps, yet a frame is due), `0` otherwise (`TOUCHKIT_PACING_FILE`,
/// ``WaylandLaunchOptions/pacingFile``).
///
/// A test session's wait for an app that has dispatched everything
/// (`HeadlessSession.waitUntilDispatched`) sees the app asleep in `poll` while its late
/// frame is still to come; the file lets it wait for that frame too: a state, read after
/// the app sleeps, never a delay. The byte is written when the state changes (twice per
/// late draw), after the late frame's commit is flushed; without the variable nothing
/// is written.
@MainActor
final class PacingStateFile {
    /// The open file, or -1 without one.
    private let descriptor: Int32
    /// The windows whose late draw is due.
    private var due: Set<ObjectIdentifier> = []
    /// The byte last written.
    private var written: UInt8?

    /// Opens (and empties) `path`, writing `0`; `nil` writes nothing.
    init(path: String?) {
        guard let path else {
            descriptor = -1
            return
        }
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            TouchKitLog.error("cannot open TOUCHKIT_PACING_FILE \(path): \(String(cString: strerror(errno)))")
        }
        write()
    }

    /// Whether some window's late draw is due.
    var isLateDrawDue: Bool { !due.isEmpty }

    /// Records whether the late draw of `window` is due, writing the file on a change.
    func set(_ window: ObjectIdentifier, due isDue: Bool) {
        if isDue { due.insert(window) } else { due.remove(window) }
        write()
    }

    private func write() {
        guard descriptor >= 0 else { return }
        var byte: UInt8 = due.isEmpty ? 0x30 : 0x31
        guard byte != written else { return }
        written = byte
        _ = pwrite(descriptor, &byte, 1, 0)
    }
}
