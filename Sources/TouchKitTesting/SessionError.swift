import Foundation
import TouchKit
import TouchKitRecording
import Wayland

/// Why a ``HeadlessSession`` could not start, launch an app, wait, replay or capture.
///
/// Every case reads as one sentence that says what went wrong and, where it helps,
/// what to do about it; cases that involve Weston or an app quote the tail of its log.
public enum SessionError: Error, Sendable, CustomStringConvertible {
    /// No `weston` executable on `PATH` (or at `TOUCHKIT_WESTON`).
    case westonNotFound
    /// The replay module is not at `path`.
    case moduleNotFound(path: String)
    /// The replay module could not be built into the user's cache (``ReplayModuleCache``).
    case moduleBuildFailed(path: String, reason: String)
    /// The executable to launch was not found (not a file, not on `PATH`, not executable).
    case executableNotFound(String)
    /// A file or directory the session needs could not be created.
    case fileSystem(path: String, reason: String)
    /// A process could not be started.
    case launchFailed(executable: String, reason: String)
    /// Weston exited (with `status`) while the session needed it.
    case westonExited(status: Int32, logTail: String)
    /// Weston's socket did not appear in time.
    case socketTimeout(socket: String, seconds: Double, logTail: String)
    /// Weston runs but does not offer `touchkit_replay_manager_v1`: the module did not load.
    case replayGlobalMissing(module: String, logTail: String)
    /// Connecting to the compositor failed or the connection broke; `reason` is
    /// libwayland's account of it (the socket and `errno`, or the protocol error).
    case connection(reason: String, logTail: String)
    /// The app exited with `status` before its toplevel was mapped.
    case appExited(executable: String, pid: Int32, status: Int32, stderrTail: String)
    /// No matching toplevel was reported in time.
    case toplevelTimeout(wanted: String, seconds: Double, known: [Toplevel])
    /// A `sync` or capture was not answered in time.
    case timeout(what: String, seconds: Double)
    /// The module could not write a capture.
    case captureFailed(path: String, reason: String)
    /// The module rejected an injected request while replaying.
    case rejected(reason: String, message: String, context: String)
    /// The recording could not be read.
    case recording(RecordingError)
    /// The session was stopped; nothing more can be done with it.
    case stopped
    /// The app crashed or exited while a replay needed it.
    case appCrashed(AppExit)
    /// The recording was made for another window size and some of its positions fall
    /// outside the app's window (``ReplayOptions/WindowSizePolicy``).
    case windowSizeMismatch(WindowSizeMismatch)
    /// A compositor (or a daemon it needs: D-Bus, PipeWire) could not start or died.
    case compositorFailed(compositor: String, reason: String, logTail: String)
    /// A D-Bus call to the compositor failed.
    case dbus(call: String, message: String)
    /// The compositor cannot do what was asked (for example a touch cancel under Mutter).
    case unsupported(compositor: String, what: String)

    /// One sentence explaining the problem.
    public var description: String {
        switch self {
        case .westonNotFound:
            return
                "weston was not found on PATH: install weston (apt-get install weston), or set TOUCHKIT_WESTON to its path"
        case .moduleNotFound(let path):
            return "the TouchKit replay module is missing at \(path): build it with 'touchkit setup', which runs "
                + "'\(ReplayModuleCache.buildCommands)' (needs \(ReplayModuleCache.debianPackages)), "
                + "or set TOUCHKIT_REPLAY_MODULE to the .so"
        case .moduleBuildFailed(let path, let reason):
            return "the TouchKit replay module could not be built at \(path): \(reason). The build is "
                + "'\(ReplayModuleCache.buildCommands)' (needs \(ReplayModuleCache.debianPackages)); "
                + "or set TOUCHKIT_REPLAY_MODULE to a .so built elsewhere"
        case .executableNotFound(let name):
            return "the executable '\(name)' was not found or is not executable"
        case .fileSystem(let path, let reason):
            return "cannot create \(path): \(reason)"
        case .launchFailed(let executable, let reason):
            return "cannot start \(executable): \(reason)"
        case .westonExited(let status, let log):
            return "weston exited with status \(status)" + Self.quote(log, "weston log")
        case .socketTimeout(let socket, let seconds, let log):
            return "weston's socket \(socket) did not appear within \(Self.format(seconds)) s"
                + Self.quote(log, "weston log")
        case .replayGlobalMissing(let module, let log):
            return "weston does not offer touchkit_replay_manager_v1: the module \(module) did not load"
                + Self.quote(log, "weston log")
        case .connection(let reason, let log):
            return reason + Self.quote(log, "weston log")
        case .appExited(let executable, let pid, let status, let tail):
            return "\(executable) (pid \(pid)) exited with status \(status) before mapping a window"
                + Self.quote(tail, "its stderr")
        case .toplevelTimeout(let wanted, let seconds, let known):
            let list = known.isEmpty ? "none" : known.map(\.description).joined(separator: "; ")
            return "no toplevel \(wanted) was mapped within \(Self.format(seconds)) s (known toplevels: \(list))"
        case .timeout(let what, let seconds):
            return "\(what) was not answered within \(Self.format(seconds)) s"
        case .captureFailed(let path, let reason):
            return "the capture to \(path) failed: \(reason)"
        case .rejected(let reason, let message, let context):
            return "the replay module rejected a request (\(reason)): \(message) (\(context))"
        case .recording(let error):
            return "\(error)"
        case .stopped:
            return "the headless session was stopped"
        case .appCrashed(let exit):
            return "\(exit)"
        case .windowSizeMismatch(let mismatch):
            if mismatch.sequencesStartingOutside > 0 {
                return "\(mismatch); nothing was sent. --allow-outside sends positions outside the window only for "
                    + "fingers that went down inside it: replay with --fit-to-window to scale the recording to the "
                    + "window, or give the app the recorded size (--size)"
            }
            return "\(mismatch); nothing was sent. Replay with --fit-to-window to scale the recording to the window, "
                + "or --allow-outside to send it as it is, or give the app the recorded size (--size)"
        case .compositorFailed(let compositor, let reason, let log):
            return "\(compositor) could not start: \(reason)" + Self.quote(log, "\(compositor) log")
        case .dbus(let call, let message):
            return "the D-Bus call \(call) failed: \(message)"
        case .unsupported(let compositor, let what):
            return "\(compositor) cannot \(what)"
        }
    }

    static func quote(_ tail: String, _ name: String) -> String {
        let trimmed = tail.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "" : "; \(name) ends with:\n\(trimmed)"
    }

    static func format(_ seconds: Double) -> String {
        String(format: "%.1f", seconds)
    }
}
