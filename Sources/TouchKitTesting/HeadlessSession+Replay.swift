import Foundation
import TouchKit
import TouchKitRecording
import Wayland

extension HeadlessSession {
    /// Replays a recording into a toplevel and waits until the app has read and
    /// dispatched all of it (``waitUntilDispatched(_:timeout:)``).
    ///
    /// Each recording event becomes the module's request (`down` names `toplevel`; times
    /// in milliseconds become microseconds split into hi/lo). Frames are sent in batches
    /// of ``ReplayOptions/batchSize`` followed by `sync`, waiting for `sync_done` before the
    /// next batch, so the app is never overrun. With ``ReplayOptions/Pacing/recorded(speed:)``
    /// each frame waits for its recorded time (divided by the speed) relative to the start,
    /// dispatching the connection meanwhile. Captures are taken at
    /// ``ReplayOptions/captureAt`` times and, if asked, at the end, each on the frame
    /// the app committed in answer to the events sent before it
    /// (``waitUntilDrawn(_:timeout:maxFrames:)``, never after a wall-clock delay); their
    /// files are `capture-<n>-<time>ms.png` or `capture-<n>-end.png` in the output directory.
    ///
    /// - Parameters:
    ///   - recording: The recording; coordinates are surface-local to `toplevel`.
    ///   - toplevel: The target window.
    ///   - options: Pacing, W4 frame, batching, captures, progress.
    /// Before anything is sent, the recording's `# window` size is compared with the
    /// window's (``ReplayOptions/windowSizePolicy``). When the app launched into this
    /// session crashes or exits during the replay, or has by the time it ends, the
    /// replay throws ``SessionError/appCrashed(_:)`` with its status or signal, the
    /// line that says why and where its logs are, rather than what followed from its
    /// window being gone.
    ///
    /// - Returns: Counts, duration, captures and any window size mismatch.
    /// - Throws: ``SessionError/rejected(reason:message:context:)`` with the module's
    ///   message and the recording lines involved; ``SessionError/appCrashed(_:)``;
    ///   ``SessionError/windowSizeMismatch(_:)``; timeouts; connection errors.
    @discardableResult
    public func replay(
        _ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions = ReplayOptions()
    ) throws(SessionError) -> ReplayResult {
        guard !isStopped else { throw .stopped }
        try Self.checkInjectable(recording, fileName: "the recording")
        let (fitted, mismatch) = try Self.checkWindowSize(
            of: recording, for: toplevel, policy: options.windowSizePolicy)
        let app = app(of: toplevel)
        var result: ReplayResult
        do {
            result = try send(fitted, into: toplevel, options: options)
        } catch {
            throw crashReplacing(error, app: app)
        }
        result.windowSizeMismatch = mismatch
        // An app that ended cleanly (it closed its window) did what the recording asked.
        if let app, let exit = app.exitReport(), !exit.isClean { throw .appCrashed(exit) }
        return result
    }

    /// Sends the recording's frames and takes the captures (``replay(_:into:options:)``).
    private func send(
        _ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions
    ) throws(SessionError) -> ReplayResult {
        manager.setLastUpFrame(mode: options.lastUpFrame == .send ? .send : .omit)
        unhandledRejections.removeAll()
        keysSent = 0
        pointerEventsSent = 0

        let groups = Self.frames(of: recording.events)
        var result = ReplayResult(frames: 0, events: 0, syncs: 0, duration: 0, captures: [])
        var pendingCaptures = options.captureAt[...]
        var unsynced = 0
        var batchStart = 0
        let start = Date()
        let speed: Double? = if case .recorded(let s) = options.pacing { s > 0 ? s : 1 } else { nil }

        func context(_ from: Int, _ to: Int) -> String {
            let lines = groups[from..<to].flatMap { $0 }.compactMap(\.line)
            if let first = lines.first, let last = lines.last {
                return "while replaying recording lines \(first)-\(last)"
            }
            return "while replaying frames \(from + 1)-\(to)"
        }
        func syncBatch(upTo end: Int) throws(SessionError) {
            guard unsynced > 0 else { return }
            try sync(toplevel, timeout: options.timeout)
            result.syncs += 1
            try checkRejections(context(batchStart, end))
            unsynced = 0
            batchStart = end
            options.progress?(
                ReplayProgress(
                    framesSent: result.frames, totalFrames: groups.count,
                    recordingTime: groups[end - 1].last?.time ?? 0, elapsed: Date().timeIntervalSince(start)))
        }

        for (index, group) in groups.enumerated() {
            let time = group.last?.time ?? 0
            while let captureTime = pendingCaptures.first, captureTime < time {
                pendingCaptures.removeFirst()
                try syncBatch(upTo: index)
                if let speed { try waitUntil(start, captureTime / speed) }
                result.captures.append(
                    try captureAfterSettle(
                        toplevel: toplevel, at: captureTime, index: result.captures.count, options: options))
            }
            if let speed {
                let due = start.addingTimeInterval(time / 1000 / speed)
                if due.timeIntervalSinceNow > 0 {
                    try syncBatch(upTo: index)
                    try dispatch(until: due)
                    try checkRejections(context(max(0, index - 1), index))
                }
            }
            for position in group.indices {
                try sendKeys(of: recording, before: position, pacedFrom: nil, speed: nil, in: toplevel)
                send(group[position], to: toplevel)
            }
            result.events += group.count
            result.frames += 1
            unsynced += 1
            if unsynced >= options.batchSize { try syncBatch(upTo: index + 1) }
        }
        // Keys after the last event wait for their own times.
        try sendKeys(of: recording, before: Int.max, pacedFrom: start, speed: speed, in: toplevel)
        try syncBatch(upTo: groups.count)
        // Read is not dispatched: an app stopped now could still lose what it read.
        try waitUntilDispatched(toplevel, timeout: options.timeout)
        result.duration = Date().timeIntervalSince(start)
        for captureTime in pendingCaptures {
            if let speed { try waitUntil(start, captureTime / speed) }
            result.captures.append(
                try captureAfterSettle(
                    toplevel: toplevel, at: captureTime, index: result.captures.count, options: options))
        }
        if options.captureAtEnd {
            // A recording that lasts past its last event (`# end`, a script's trailing
            // `wait`) is captured at its end: paced, after that much time; on the event
            // clock, with the app's clock moved on to it.
            if let speed { try waitUntil(start, recording.duration / speed) }
            if let end = recording.endTime, let app = app(of: toplevel), let clockPath = app.clockPath {
                try waitUntilDispatched(toplevel, timeout: options.timeout)
                try advanceClock(of: app, through: clockPath, to: end, timeout: options.timeout)
            }
            result.captures.append(
                try captureAfterSettle(toplevel: toplevel, at: nil, index: result.captures.count, options: options))
        }
        options.progress?(
            ReplayProgress(
                framesSent: result.frames, totalFrames: groups.count, recordingTime: recording.duration,
                elapsed: Date().timeIntervalSince(start)))
        return result
    }

    /// Reads a recording file and replays it; see ``replay(_:into:options:)``.
    ///
    /// - Throws: ``SessionError/recording(_:)`` (`file:line: message`) before anything is sent.
    @discardableResult
    public func replay(
        contentsOf path: String, into toplevel: Toplevel, options: ReplayOptions = ReplayOptions()
    ) throws(SessionError) -> ReplayResult {
        let recording: TouchRecording
        do { recording = try TouchRecording(contentsOf: path) } catch { throw .recording(error) }
        return try replay(recording, into: toplevel, options: options)
    }

    /// Reads a recording, and only if it is valid launches the app, waits for its toplevel
    /// and replays the recording into it.
    ///
    /// - Parameters:
    ///   - path: The recording file.
    ///   - executable: The app to launch.
    ///   - arguments: Its arguments.
    ///   - environment: Extra environment variables.
    ///   - options: Replay options.
    /// - Returns: The app, its toplevel and the replay's result.
    /// - Throws: ``SessionError/recording(_:)`` without launching anything if the file is
    ///   malformed or its replay would be refused (`TouchRecording.checkForReplay(fileName:)`,
    ///   ``checkInjectable(_:fileName:)``).
    public func launchAndReplay(
        recordingAt path: String, executable: String, arguments: [String] = [],
        environment: [String: String] = [:], options: ReplayOptions = ReplayOptions()
    ) throws(SessionError) -> (app: AppProcess, toplevel: Toplevel, result: ReplayResult) {
        let recording: TouchRecording
        do {
            recording = try TouchRecording(contentsOf: path)
            try recording.checkForReplay(fileName: path)
        } catch { throw .recording(error) }
        try Self.checkInjectable(recording, fileName: path)
        let app = try launch(executable: executable, arguments: arguments, environment: environment)
        let toplevel = try waitForToplevel(of: app)
        let result = try replay(recording, into: toplevel, options: options)
        return (app, toplevel, result)
    }

    /// Captures the output (or one toplevel's area) to a PNG after the next repaint.
    ///
    /// It shows what the compositor has at that repaint; after sending input yourself,
    /// call ``waitUntilDrawn(_:timeout:maxFrames:)`` first so that this is the frame the
    /// app drew in answer (a replay's own captures do).
    ///
    /// - Parameters:
    ///   - path: The file to write (made absolute).
    ///   - toplevel: A toplevel to capture alone, or `nil` for the whole output.
    ///   - timeout: Seconds to wait for the answer.
    /// - Returns: The capture.
    /// - Throws: ``SessionError/captureFailed(path:reason:)`` with the module's reason, or a timeout.
    @discardableResult
    public func capture(to path: String, toplevel: Toplevel? = nil, timeout: Double = HeadlessSession.defaultTimeout)
        throws(SessionError)
        -> Capture
    {
        try capture(to: path, toplevel: toplevel, recordingTime: nil, timeout: timeout)
    }

    // MARK: Internals

    func capture(to path: String, toplevel: Toplevel?, recordingTime: Double?, timeout: Double) throws(SessionError)
        -> Capture
    {
        guard !isStopped else { throw .stopped }
        let absolute = ToolLocator.absolute(path)
        let serial = takeSerial()
        manager.capture(serial: serial, toplevel: toplevel?.handle ?? 0, path: absolute)
        let done = try dispatch(until: Date().addingTimeInterval(timeout)) { captureResults[serial] != nil }
        guard done, let answer = captureResults.removeValue(forKey: serial) else {
            throw .timeout(what: "capture \(serial) to \(absolute)", seconds: timeout)
        }
        switch answer {
        case .success(let size):
            let current = toplevel.flatMap { toplevels[$0.handle] } ?? toplevel
            return Capture(
                path: absolute, recordingTime: recordingTime, width: size.width, height: size.height,
                origin: current.map { Point(x: max(0, $0.frame.minX), y: max(0, $0.frame.minY)) } ?? .zero)
        case .failure(.captureFailed(_, let reason)):
            throw .captureFailed(path: absolute, reason: reason)
        case .failure(let error):
            throw error
        }
    }

    /// A capture on a known frame: the one the app committed in answer to everything it
    /// was sent (``waitUntilDrawn(_:timeout:maxFrames:)``), after moving its event clock
    /// to the capture's time when it runs on one.
    private func captureAfterSettle(
        toplevel: Toplevel, at time: Double?, index: Int, options: ReplayOptions
    ) throws(SessionError) -> Capture {
        try waitUntilDispatched(toplevel, timeout: options.timeout)
        if let time, let app = app(of: toplevel), let clockPath = app.clockPath {
            try advanceClock(of: app, through: clockPath, to: time, timeout: options.timeout)
        }
        try waitUntilDrawn(toplevel, timeout: options.timeout)
        let name = time.map { "capture-\(index)-\(String(format: "%g", $0))ms.png" } ?? "capture-\(index)-end.png"
        return try capture(
            to: outputDirectory + "/" + name, toplevel: options.captureToplevelOnly ? toplevel : nil,
            recordingTime: time, timeout: options.timeout)
    }

    private func waitUntil(_ start: Date, _ milliseconds: Double) throws(SessionError) {
        let due = start.addingTimeInterval(milliseconds / 1000)
        if due.timeIntervalSinceNow > 0 { try dispatch(until: due) }
    }

    private func checkRejections(_ context: String) throws(SessionError) {
        guard let first = unhandledRejections.first else { return }
        unhandledRejections.removeAll()
        throw .rejected(reason: first.reason, message: first.message, context: context)
    }

    private func send(_ event: TouchRecording.Event, to toplevel: Toplevel) {
        if event.touchType == .pointer {
            sendPointer(event, to: toplevel)
            return
        }
        let (hi, lo) = Self.microseconds(event.time)
        switch event.kind {
        case .down(let id, let x, let y):
            manager.down(toplevel: toplevel.handle, id: id, x: x, y: y, utimeHi: hi, utimeLo: lo)
        case .motion(let id, let x, let y):
            manager.motion(id: id, x: x, y: y, utimeHi: hi, utimeLo: lo)
        case .up(let id):
            manager.up(id: id, utimeHi: hi, utimeLo: lo)
        case .shape(let id, let major, let minor):
            manager.shape(id: id, major: major, minor: minor)
        case .orientation(let id, let degrees):
            manager.orientation(id: id, orientation: degrees)
        case .frame:
            manager.frame()
        case .cancel:
            manager.cancel()
        }
    }

    /// Refuses a recording the replay module cannot inject as recorded: a `cancel pointer`
    /// (the pointer leaving the window with its button down) has no request of its own.
    /// The pointer's other events (marked `pointer`, SPEC W10) are injected as a mouse.
    /// - Parameters:
    ///   - recording: The recording to replay.
    ///   - fileName: The name the error gives.
    /// - Throws: ``SessionError/recording(_:)`` naming the first such event.
    public nonisolated static func checkInjectable(_ recording: TouchRecording, fileName: String) throws(SessionError) {
        guard let index = recording.events.firstIndex(where: { $0.touchType == .pointer && $0.kind == .cancel })
        else { return }
        let event = recording.events[index]
        let message =
            "'\(event)' is the pointer leaving the window with its button down, which the replay module cannot "
            + "inject (replay it with RecordingPlayer instead)"
        throw .recording(
            RecordingError(
                file: fileName, line: event.line ?? 0,
                message: event.line == nil ? "event \(index + 1): " + message : message))
    }

    /// Splits events into groups ending with `frame` or `cancel` (a trailing group may end otherwise).
    static func frames(of events: [TouchRecording.Event]) -> [ArraySlice<TouchRecording.Event>] {
        var groups: [ArraySlice<TouchRecording.Event>] = []
        var begin = 0
        for (index, event) in events.enumerated() {
            switch event.kind {
            case .frame, .cancel:
                groups.append(events[begin...index])
                begin = index + 1
            default: break
            }
        }
        if begin < events.count { groups.append(events[begin...]) }
        return groups
    }
}
