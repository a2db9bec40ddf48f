import Foundation
import TouchKit
import TouchKitRecording

extension DesktopSession {
    /// Replays a recording into a toplevel and waits until the app has dispatched all of it.
    ///
    /// As ``HeadlessSession/replay(_:into:options:)``: frames at their recorded times
    /// (or as fast as the app reads), the compositor settled and the app idle after each
    /// batch, captures at ``ReplayOptions/captureAt`` and at the end. Events of the
    /// pointer acting as a finger (marked `pointer`) are played with the pointer: `down`
    /// moves it there and presses the left button, `motion` moves it, `up` releases.
    /// Key lines are pressed and released at their place among the events.
    /// The compositor's own clock stamps the events, and ``ReplayOptions/lastUpFrame``
    /// does not apply (KWin always sends the frame, Mutter never does).
    ///
    /// - Throws: ``SessionError/unsupported(compositor:what:)`` before anything is sent
    ///   if the recording cancels touches and the compositor cannot (Mutter).
    @discardableResult
    public func replay(
        _ recording: TouchRecording, into toplevel: Toplevel, options: ReplayOptions = ReplayOptions()
    ) throws(SessionError) -> ReplayResult {
        try checkAlive()
        if !injector.canCancelTouches, let cancel = recording.events.first(where: { $0.kind == .cancel }) {
            throw .unsupported(
                compositor: compositor.rawValue,
                what: "replay '\(cancel)'" + (cancel.line.map { " (line \($0))" } ?? "")
                    + ": its injection API has no touch cancel")
        }
        let groups = HeadlessSession.frames(of: recording.events)
        var result = ReplayResult(frames: 0, events: 0, syncs: 0, duration: 0, captures: [])
        var pendingCaptures = options.captureAt[...]
        var unsynced = 0
        var keysSent = 0
        var pointerSent = 0
        let start = Date()
        let speed: Double? = if case .recorded(let s) = options.pacing { s > 0 ? s : 1 } else { nil }

        func settleBatch() throws(SessionError) {
            guard unsynced > 0 else { return }
            try injector.settle()
            try checkAlive()
            result.syncs += 1
            unsynced = 0
        }
        for group in groups {
            let time = group.last?.time ?? 0
            while let captureTime = pendingCaptures.first, captureTime < time {
                pendingCaptures.removeFirst()
                try settleBatch()
                if let speed { try wait(until: start.addingTimeInterval(captureTime / 1000 / speed)) }
                result.captures.append(
                    try captureAfterSettle(toplevel, at: captureTime, index: result.captures.count, options: options))
            }
            if let speed {
                let due = start.addingTimeInterval(time / 1000 / speed)
                if due.timeIntervalSinceNow > 0 {
                    try settleBatch()
                    try wait(until: due)
                }
            }
            for position in group.indices {
                try sendKeys(of: recording, before: position, sent: &keysSent, pacedFrom: nil)
                try sendPointer(of: recording, before: position, sent: &pointerSent, pacedFrom: nil, to: toplevel)
                try send(group[position], to: toplevel)
            }
            result.events += group.count
            result.frames += 1
            unsynced += 1
            if unsynced >= options.batchSize { try settleBatch() }
        }
        // Keys after the last event wait for their own times (a held key must stay down).
        try sendKeys(of: recording, before: Int.max, sent: &keysSent, pacedFrom: speed.map { (start, $0) })
        try sendPointer(
            of: recording, before: Int.max, sent: &pointerSent, pacedFrom: speed.map { (start, $0) }, to: toplevel)
        unsynced += 1
        try settleBatch()
        try waitUntilDispatched(toplevel, timeout: options.timeout)
        result.duration = Date().timeIntervalSince(start)
        for captureTime in pendingCaptures {
            if let speed { try wait(until: start.addingTimeInterval(captureTime / 1000 / speed)) }
            result.captures.append(
                try captureAfterSettle(toplevel, at: captureTime, index: result.captures.count, options: options))
        }
        if options.captureAtEnd {
            // A recording that lasts past its last event (`# end`) is captured at its end.
            if let speed { try wait(until: start.addingTimeInterval(recording.duration / 1000 / speed)) }
            result.captures.append(
                try captureAfterSettle(toplevel, at: nil, index: result.captures.count, options: options))
        }
        return result
    }

    /// Reads a recording file and replays it; see ``replay(_:into:options:)``.
    @discardableResult
    public func replay(
        contentsOf path: String, into toplevel: Toplevel, options: ReplayOptions = ReplayOptions()
    ) throws(SessionError) -> ReplayResult {
        let recording: TouchRecording
        do {
            recording = try TouchRecording(contentsOf: path)
            try recording.checkForReplay(fileName: path)
        } catch { throw .recording(error) }
        return try replay(recording, into: toplevel, options: options)
    }

    /// Captures the whole output to a PNG (KWin at its native resolution).
    ///
    /// - Parameters:
    ///   - path: The file to write (made absolute).
    ///   - toplevel: Ignored beyond the result's origin: windows fill the output.
    /// - Returns: The capture.
    @discardableResult
    public func capture(to path: String, toplevel: Toplevel? = nil) throws(SessionError) -> Capture {
        try checkAlive()
        let absolute = ToolLocator.absolute(path)
        let size = try injector.capture(to: absolute)
        return Capture(path: absolute, recordingTime: nil, width: size.width, height: size.height, origin: .zero)
    }

    /// Moves the pointer to a point of `toplevel` and clicks the left button there.
    public func click(at point: Point, in toplevel: Toplevel) throws(SessionError) {
        try injector.pointerMotion(to: toplevel.outputPoint(point))
        try injector.pointerButton(Self.leftButton, pressed: true)
        try injector.pointerButton(Self.leftButton, pressed: false)
        try waitUntilDispatched(toplevel)
    }

    /// Moves the pointer to a point of the output.
    public func movePointer(to point: Point) throws(SessionError) {
        try injector.pointerMotion(to: point)
        try injector.settle()
    }

    /// Presses or releases the left pointer button.
    public func pointerButton(pressed: Bool) throws(SessionError) {
        try injector.pointerButton(Self.leftButton, pressed: pressed)
        try injector.settle()
    }

    /// Presses and releases keys, one after the other (evdev codes: `KEY_A` = 30).
    public func typeKeys(_ codes: [UInt32], into toplevel: Toplevel) throws(SessionError) {
        for code in codes {
            try injector.key(code, pressed: true)
            try injector.key(code, pressed: false)
        }
        try waitUntilDispatched(toplevel)
    }

    /// Presses or releases one key (evdev code).
    public func key(_ code: UInt32, pressed: Bool) throws(SessionError) {
        try injector.key(code, pressed: pressed)
        try injector.settle()
    }

    /// Whether the compositor's injection API can cancel touches (KWin yes, Mutter no).
    public var canCancelTouches: Bool { injector.canCancelTouches }

    /// `BTN_LEFT`.
    static let leftButton: UInt32 = 0x110

    // MARK: Internals

    private func send(_ event: TouchRecording.Event, to toplevel: Toplevel) throws(SessionError) {
        if event.touchType == .pointer {
            switch event.kind {
            case .down(_, let x, let y):
                try injector.pointerMotion(to: toplevel.outputPoint(Point(x: x, y: y)))
                try injector.pointerButton(Self.leftButton, pressed: true)
            case .motion(_, let x, let y):
                try injector.pointerMotion(to: toplevel.outputPoint(Point(x: x, y: y)))
            case .up:
                try injector.pointerButton(Self.leftButton, pressed: false)
            default:
                break
            }
            return
        }
        switch event.kind {
        case .down(let id, let x, let y): try injector.touchDown(id: id, at: toplevel.outputPoint(Point(x: x, y: y)))
        case .motion(let id, let x, let y):
            try injector.touchMotion(id: id, to: toplevel.outputPoint(Point(x: x, y: y)))
        case .up(let id): try injector.touchUp(id: id)
        case .frame: try injector.touchFrame()
        case .cancel: try injector.touchCancel()
        case .shape, .orientation: break  // neither API carries a contact's shape
        }
    }

    /// Sends the recording's keys that stand before event `position`, each once; with
    /// `pacedFrom`, each at its recorded time.
    private func sendKeys(
        of recording: TouchRecording, before position: Int, sent: inout Int, pacedFrom pacing: (Date, Double)?
    ) throws(SessionError) {
        while sent < recording.keys.count, recording.keys[sent].position <= position {
            let key = recording.keys[sent]
            if let (start, speed) = pacing { try wait(until: start.addingTimeInterval(key.time / 1000 / speed)) }
            try injector.key(key.code, pressed: key.isPressed)
            sent += 1
        }
    }

    /// Sends the recording's pointer lines (hover, other buttons, scrolling) that stand
    /// before event `position`, each once; with `pacedFrom`, each at its recorded time
    /// (SPEC P12). Pen and touchpad lines have no desktop injection (P73): logged once.
    private func sendPointer(
        of recording: TouchRecording, before position: Int, sent: inout Int, pacedFrom pacing: (Date, Double)?,
        to toplevel: Toplevel
    ) throws(SessionError) {
        while sent < recording.pointerEvents.count, recording.pointerEvents[sent].position <= position {
            let event = recording.pointerEvents[sent]
            sent += 1
            if let (start, speed) = pacing { try wait(until: start.addingTimeInterval(event.time / 1000 / speed)) }
            switch event.kind {
            case .hover(let x, let y): try injector.pointerMotion(to: toplevel.outputPoint(Point(x: x, y: y)))
            case .button(let code, let pressed): try injector.pointerButton(code, pressed: pressed)
            case .axis(let source, let delta, let steps):
                try injector.pointerAxis(source, delta: delta, steps: steps, finish: false)
            case .axisStop(let source): try injector.pointerAxis(source, delta: .zero, steps: nil, finish: true)
            case .pen, .penButton, .touchpad:
                TouchKitLog.errorOnce(
                    "the recording's pen and touchpad lines are not injected under \(compositor.rawValue); "
                        + "replay them with MockCompositor.replay(_:)")
            }
        }
    }

    private func wait(until due: Date) throws(SessionError) {
        while due.timeIntervalSinceNow > 0 {
            try checkAlive()
            usleep(UInt32(min(20_000, max(0, due.timeIntervalSinceNow * 1_000_000))))
        }
    }

    private func captureAfterSettle(
        _ toplevel: Toplevel, at time: Double?, index: Int, options: ReplayOptions
    ) throws(SessionError) -> Capture {
        try waitUntilDispatched(toplevel, timeout: options.timeout)
        if options.captureSettle > 0 { try wait(until: Date().addingTimeInterval(options.captureSettle)) }
        let name = time.map { "capture-\(index)-\(String(format: "%g", $0))ms.png" } ?? "capture-\(index)-end.png"
        var capture = try capture(to: outputDirectory + "/" + name, toplevel: toplevel)
        capture.recordingTime = time
        return capture
    }
}
