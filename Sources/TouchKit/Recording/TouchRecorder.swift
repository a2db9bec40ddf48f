import Foundation

/// Writes the touch events of a running app to a recording file as they happen.
///
/// The Wayland backend makes one when the environment variable `TOUCHKIT_RECORD`
/// names a file (see ``fromEnvironment(_:)``) and passes it every raw `wl_touch`
/// event: `down`, `motion`, `up`, `shape`, `orientation`, `cancel` and `frame`. The
/// header is written with the first event (or on ``close()``), so ``windowSize``
/// and ``seatName`` can still be set until then. Lines are written out at every
/// `frame` and `cancel`, so a crash leaves a file that parses, missing at most the
/// frame in progress.
///
/// Times are milliseconds since the first event, rounded to 3 decimals (a
/// microsecond); coordinates, axes and angles are rounded to 2 decimals, which keeps
/// the file compact and loses less than a hundredth of a pixel. A time earlier than
/// the one before is written as the one before, so the file is always valid. Write
/// errors are reported once with ``TouchKitLog`` and end the recording; the event
/// path never throws.
///
/// See also: ``TouchRecording``, ``RecordingPlayer``.
public final class TouchRecorder {
    /// The environment variable that names the file to record to.
    public static let environmentVariable = "TOUCHKIT_RECORD"

    /// The file being written.
    public let path: String
    /// The window size for the header; changes after the header is written are ignored.
    public var windowSize: Size?
    /// The seat name for the header; changes after the header is written are ignored.
    public var seatName: String?
    /// How many events were recorded.
    public private(set) var eventCount = 0

    private var handle: FileHandle?
    private var pending = ""
    private var wroteHeader = false
    private var latestTime: Double = 0
    private var clock = RecordingClock()

    /// Creates (or empties) the file at `path` and records to it.
    /// - Parameters:
    ///   - path: The file to write.
    ///   - windowSize: The window size for the header, if known.
    ///   - seatName: The seat name for the header, if known.
    /// - Throws: ``RecordingError`` with line 0 when the file cannot be created.
    public init(path: String, windowSize: Size? = nil, seatName: String? = nil) throws(RecordingError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw RecordingError(file: path, line: 0, message: "cannot create the recording file")
        }
        self.path = path
        self.handle = handle
        self.windowSize = windowSize
        self.seatName = seatName
    }

    /// A recorder for the file that `TOUCHKIT_RECORD` names, or `nil` when the variable
    /// is unset or empty, or the file cannot be created (which is logged).
    /// - Parameter environment: The environment to look in; the process's by default.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TouchRecorder? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        do {
            return try TouchRecorder(path: path)
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
    public func record(_ kind: TouchRecording.Event.Kind, at milliseconds: Double) {
        let time = max(latestTime, RecordingNumber.rounded(milliseconds, decimals: 3))
        latestTime = time
        append(TouchRecording.Event(time: time, kind: Self.rounded(kind)))
    }

    /// Records an event with the compositor's `wl_touch` time; the first such time
    /// becomes 0.
    /// - Parameters:
    ///   - kind: The event.
    ///   - compositorTime: The event's `time` argument, in compositor milliseconds.
    public func record(_ kind: TouchRecording.Event.Kind, compositorTime: UInt32) {
        record(kind, at: clock.milliseconds(for: compositorTime))
    }

    /// Records an event that carries no time (`shape`, `orientation`, `frame`,
    /// `cancel`) at the time of the latest event.
    /// - Parameter kind: The event.
    public func record(_ kind: TouchRecording.Event.Kind) {
        record(kind, at: latestTime)
    }

    /// Writes out the lines recorded so far.
    public func flush() {
        if !wroteHeader { writeHeader() }
        guard let handle, !pending.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(pending.utf8))
        } catch {
            TouchKitLog.error("cannot write the touch recording \(path): \(error); recording stops")
            self.handle = nil
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes out what is left and closes the file. Later events are ignored.
    public func close() {
        guard let handle else { return }
        flush()
        try? handle.close()
        self.handle = nil
    }

    private func writeHeader() {
        wroteHeader = true
        var header = TouchRecording(windowSize: windowSize, seatName: seatName).text
        header += pending
        pending = header
    }

    private func append(_ event: TouchRecording.Event) {
        guard handle != nil else { return }
        eventCount += 1
        pending += event.description
        pending += "\n"
        switch event.kind {
        case .frame, .cancel: flush()
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
