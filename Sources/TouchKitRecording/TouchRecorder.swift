import Glibc
import Synchronization
import TouchKit

/// Writes the touch events of a running app to a recording file as they happen.
///
/// The Wayland backend makes one when the environment variable `TOUCHKIT_RECORD`
/// names a file (see ``fromEnvironment(_:)``) and passes it every raw `wl_touch`
/// event: `down`, `motion`, `up`, `shape`, `orientation`, `cancel` and `frame`, and
/// the pointer acting as a finger (SPEC W10) as `down`/`motion`/`up`/`cancel` marked
/// `pointer`.
///
/// The header is written at once, so an app that receives no touch still leaves a
/// recording that parses (with no events). Until the first event is written,
/// setting ``windowSize`` or ``seatName`` rewrites the header. Lines are written out
/// at every `frame` and `cancel`, whenever ``flush()`` is called (the backend does
/// after each read from the compositor, so an `up` with no `frame` after it, SPEC
/// W4, is kept), and when the process ends: a recorder made by
/// ``fromEnvironment(_:)`` is flushed by `exit()` (and so when the last window
/// closes) and on SIGTERM and SIGINT, which then end the process as they would have.
/// A crash leaves a file that parses, missing at most the frame in progress.
///
/// Times are milliseconds since the first event, rounded to 3 decimals (a
/// microsecond); coordinates, axes and angles are rounded to 2 decimals, which keeps
/// the file compact and loses less than a hundredth of a pixel. A time earlier than
/// the one before is written as the one before, so the file is always valid. Write
/// errors are reported once with `TouchKitLog` and end the recording; the event
/// path never throws.
///
/// See also: ``TouchRecording``, ``RecordingPlayer``.
public final class TouchRecorder: @unchecked Sendable {
    /// The environment variable that names the file to record to.
    public static let environmentVariable = "TOUCHKIT_RECORD"

    /// The file being written.
    public let path: String
    /// The window size for the header; changes after the first event is written are ignored.
    public var windowSize: Size? {
        didSet { if windowSize != oldValue { rewriteHeader() } }
    }
    /// The seat name for the header; changes after the first event is written are ignored.
    public var seatName: String? {
        didSet { if seatName != oldValue { rewriteHeader() } }
    }
    /// How many events were recorded.
    public var eventCount: Int { lock.withLock { _ in recorded } }

    // Everything below is guarded by `lock`: the signal handlers flush from another thread.
    private let lock = Mutex(())
    private var recorded = 0
    /// The file's descriptor, `nil` once closed or after a failed write.
    private var handle: Int32?
    private var pending = ""
    private var latestTime: Double = 0
    private var clock = RecordingClock()

    /// Creates (or empties) the file at `path` and records to it.
    /// - Parameters:
    ///   - path: The file to write.
    ///   - windowSize: The window size for the header, if known.
    ///   - seatName: The seat name for the header, if known.
    /// - Throws: ``RecordingError`` with line 0 when the file cannot be created.
    public init(path: String, windowSize: Size? = nil, seatName: String? = nil) throws(RecordingError) {
        let handle = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard handle >= 0 else {
            throw RecordingError(file: path, line: 0, message: "cannot create the recording file")
        }
        self.path = path
        self.handle = handle
        self.windowSize = windowSize
        self.seatName = seatName
        lock.withLock { _ in writeHeaderLocked() }
    }

    /// A recorder for the file that `TOUCHKIT_RECORD` names, or `nil` when the variable
    /// is unset or empty, or the file cannot be created (which is logged).
    /// - Parameter environment: The environment to look in; the process's by default.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessEnvironment.variables
    ) -> TouchRecorder? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        return recording(to: path)
    }

    /// A recorder for `path`, kept until the process exits (so `exit()` flushes it), or
    /// `nil` when the file cannot be created (which is logged: recording is then off).
    /// - Parameter path: The recording's file.
    public static func recording(to path: String) -> TouchRecorder? {
        do {
            let recorder = try TouchRecorder(path: path)
            RecorderRegistry.keepUntilExit(recorder)
            return recorder
        } catch {
            TouchKitLog.error("\(error); \(environmentVariable) is ignored")
            return nil
        }
    }

    deinit {
        close()
    }

    /// Records an event at a time in milliseconds since the first event.
    /// - Parameters:
    ///   - kind: The event.
    ///   - milliseconds: Its time since the start of the recording.
    ///   - touchType: `.pointer` for the pointer acting as a finger (SPEC W10).
    public func record(_ kind: TouchRecording.Event.Kind, at milliseconds: Double, touchType: TouchType = .direct) {
        lock.withLock { _ in
            let time = max(latestTime, RecordingNumber.rounded(milliseconds, decimals: 3))
            latestTime = time
            appendLocked(TouchRecording.Event(time: time, kind: Self.rounded(kind), touchType: touchType))
        }
    }

    /// Records an event with the compositor's `wl_touch` (or `wl_pointer`) time; the
    /// first such time becomes 0.
    /// - Parameters:
    ///   - kind: The event.
    ///   - compositorTime: The event's `time` argument, in compositor milliseconds.
    ///   - touchType: `.pointer` for the pointer acting as a finger (SPEC W10).
    public func record(_ kind: TouchRecording.Event.Kind, compositorTime: UInt32, touchType: TouchType = .direct) {
        let milliseconds = lock.withLock { _ in clock.milliseconds(for: compositorTime) }
        record(kind, at: milliseconds, touchType: touchType)
    }

    /// Records an event that carries no time (`shape`, `orientation`, `frame`,
    /// `cancel`) at the time of the latest event.
    /// - Parameters:
    ///   - kind: The event.
    ///   - touchType: `.pointer` for the pointer acting as a finger (SPEC W10).
    public func record(_ kind: TouchRecording.Event.Kind, touchType: TouchType = .direct) {
        record(kind, at: lock.withLock { _ in latestTime }, touchType: touchType)
    }

    /// Records a key of the keyboard going down or up (a `key` line, see
    /// ``TouchRecording/KeyEvent``) with the compositor's `wl_keyboard` time, on the same
    /// clock as the touches; it is written out with the next flush.
    /// - Parameters:
    ///   - code: The Linux input event code `wl_keyboard.key` carries.
    ///   - pressed: Whether the key went down.
    ///   - compositorTime: The event's `time` argument, in compositor milliseconds.
    public func recordKey(code: UInt32, pressed: Bool, compositorTime: UInt32) {
        lock.withLock { _ in
            guard handle != nil else { return }
            let milliseconds = clock.milliseconds(for: compositorTime)
            let time = max(latestTime, RecordingNumber.rounded(milliseconds, decimals: 3))
            latestTime = time
            recorded += 1
            pending += TouchRecording.KeyEvent(time: time, code: code, isPressed: pressed, position: 0).description
            pending += "\n"
        }
    }

    /// Records the pointer's other buttons, hover or scrolling as a pointer line
    /// (``TouchRecording/PointerEvent``; SPEC P1, P8, P10).
    /// - Parameters:
    ///   - kind: What the pointer did.
    ///   - compositorTime: The event's `time` argument, in compositor milliseconds.
    public func recordPointer(_ kind: TouchRecording.PointerEvent.Kind, compositorTime: UInt32) {
        lock.withLock { _ in
            guard handle != nil else { return }
            let milliseconds = clock.milliseconds(for: compositorTime)
            let time = max(latestTime, RecordingNumber.rounded(milliseconds, decimals: 3))
            latestTime = time
            recorded += 1
            pending += TouchRecording.PointerEvent(time: time, kind: kind, position: 0).description
            pending += "\n"
        }
    }

    /// Writes out the lines recorded so far.
    public func flush() {
        lock.withLock { _ in flushLocked() }
    }

    /// Writes out what is left and closes the file. Later events are ignored.
    public func close() {
        lock.withLock { _ in
            guard let handle else { return }
            flushLocked()
            Glibc.close(handle)
            self.handle = nil
        }
    }

    private func flushLocked() {
        guard let handle, !pending.isEmpty else { return }
        if !PosixFile.writeAll(handle, pending.utf8) {
            TouchKitLog.error("cannot write the touch recording \(path): \(PosixFile.describe(errno)); recording stops")
            Glibc.close(handle)
            self.handle = nil
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes the header at the start of the file, replacing what is there.
    private func writeHeaderLocked() {
        guard let handle else { return }
        let header = TouchRecording(windowSize: windowSize, seatName: seatName).text
        guard ftruncate(handle, 0) == 0, lseek(handle, 0, SEEK_SET) == 0, PosixFile.writeAll(handle, header.utf8) else {
            TouchKitLog.error("cannot write the touch recording \(path): \(PosixFile.describe(errno)); recording stops")
            Glibc.close(handle)
            self.handle = nil
            return
        }
    }

    /// A new window size or seat name before the first event: the header is written again.
    private func rewriteHeader() {
        lock.withLock { _ in
            guard recorded == 0 else { return }
            writeHeaderLocked()
        }
    }

    private func appendLocked(_ event: TouchRecording.Event) {
        guard handle != nil else { return }
        recorded += 1
        pending += event.description
        pending += "\n"
        switch event.kind {
        case .frame, .cancel: flushLocked()
        default: break
        }
    }

    private static func rounded(_ kind: TouchRecording.Event.Kind) -> TouchRecording.Event.Kind {
        func r(_ value: Double) -> Double { RecordingNumber.rounded(value, decimals: 2) }
        return switch kind {
        case .down(let id, let x, let y): .down(id: id, x: r(x), y: r(y))
        case .motion(let id, let x, let y): .motion(id: id, x: r(x), y: r(y))
        case .shape(let id, let major, let minor): .shape(id: id, major: r(major), minor: r(minor))
        case .orientation(let id, let degrees): .orientation(id: id, degrees: r(degrees))
        case .up, .cancel, .frame: kind
        }
    }
}
