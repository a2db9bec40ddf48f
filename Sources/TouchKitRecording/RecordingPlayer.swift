import TouchKit

/// Plays a ``TouchRecording`` into the event model through a ``TouchFrameBuilder``,
/// as if a compositor were sending its events.
///
/// Each event goes to the builder the way the Wayland backend passes `wl_touch`
/// events; the frames the builder returns at each `frame` and `cancel` are collected
/// with the recording time that produced them, so a replay can pace them. Times keep
/// their decimals: each timed event sets the builder's precise (nanosecond) time.
/// At the end the player calls ``TouchFrameBuilder/flush()``, since Weston does not
/// send the `frame` after the last `up` and a recording may end without one.
/// Events marked as the pointer acting as a finger (SPEC W10) go to the builder's
/// pointer methods, so they make touches of type ``TouchType/pointer`` again.
///
/// ```swift
/// let recording = try TouchRecording(contentsOf: "demo.touches")
/// for timed in recording.timedFrames(window: window.windowID) {
///     // wait until timed.time, then:
///     application.handle(timed.frame)
/// }
/// ```
///
/// See also: ``TouchRecording/frames(window:seat:startTime:flush:)``.
public struct RecordingPlayer: Sendable {
    /// A frame and the recording time it was produced at.
    public struct TimedFrame: Sendable, Hashable {
        /// Milliseconds since the start of the recording: the time of the `frame` or
        /// `cancel` event that produced the frame (or of the last event, for the final flush).
        public var time: Double
        /// The frame for the event model.
        public var frame: TouchFrame

        /// Creates a timed frame.
        /// - Parameters:
        ///   - time: Milliseconds since the start of the recording.
        ///   - frame: The frame.
        public init(time: Double, frame: TouchFrame) {
            self.time = time
            self.frame = frame
        }
    }

    /// When the player flushes changes whose `frame` never came (SPEC W4).
    public enum Flush: Sendable, Hashable {
        /// Only after the last event, as a backend does once its last read is dispatched.
        case atEnd
        /// Also before each event whose time is later than the one before, as a
        /// backend does when each millisecond's events arrive in their own read.
        case whenTimeAdvances
    }

    /// The converter the events go through; its fault count shows compositor faults
    /// the recording contains (SPEC W6).
    public private(set) var builder: TouchFrameBuilder
    /// The window every touch goes down on.
    public let window: WindowID
    /// Seconds added to every recording time to make frame timestamps.
    public let startTime: Double
    /// When changes without a `frame` are flushed.
    public let flush: Flush
    private var lastTime: Double?

    /// Creates a player.
    /// - Parameters:
    ///   - window: The window every touch goes down on.
    ///   - seat: The seat the frames name.
    ///   - startTime: Seconds added to every recording time, e.g. the application
    ///     clock's time when the replay starts; frame timestamps are
    ///     `startTime + ms / 1000`.
    ///   - flush: When to flush changes whose `frame` never came.
    ///   - faultHandler: Called once for the first compositor fault of each kind the
    ///     recording contains (SPEC W6); `nil` reports nothing.
    public init(
        window: WindowID, seat: SeatID = .default, startTime: Double = 0, flush: Flush = .atEnd,
        faultHandler: (@Sendable (TouchFrameBuilder.Fault) -> Void)? = nil
    ) {
        self.builder = TouchFrameBuilder(seat: seat)
        self.builder.faultHandler = faultHandler
        self.window = window
        self.startTime = startTime
        self.flush = flush
    }

    /// Feeds one event to the builder.
    /// - Parameter event: The next event of the recording.
    /// - Returns: The frames it completed, usually none or one (two when a finger went
    ///   down and up within one frame, SPEC W5).
    public mutating func play(_ event: TouchRecording.Event) -> [TimedFrame] {
        var out: [TimedFrame] = []
        if flush == .whenTimeAdvances, let lastTime, event.time > lastTime {
            out += timed(builder.flush(), at: lastTime)
        }
        lastTime = event.time
        if event.touchType == .pointer { return out + playPointer(event) }
        switch event.kind {
        case .down(let id, let x, let y):
            let ms = setTime(event.time)
            builder.down(id: id, window: window, location: Point(x: x, y: y), time: ms)
        case .motion(let id, let x, let y):
            let ms = setTime(event.time)
            builder.motion(id: id, location: Point(x: x, y: y), time: ms)
        case .up(let id):
            let ms = setTime(event.time)
            builder.up(id: id, time: ms)
        case .shape(let id, let major, let minor):
            builder.shape(id: id, major: major, minor: minor)
        case .orientation(let id, let degrees):
            builder.orientation(id: id, degrees: degrees)
        case .cancel:
            out += timed(builder.cancel(), at: event.time)
        case .frame:
            out += timed(builder.frame(), at: event.time)
        }
        return out
    }

    /// Feeds an event of the pointer acting as a finger (SPEC W10) the way the backend
    /// passes `wl_pointer` events, so the touches it makes have type ``TouchType/pointer``.
    private mutating func playPointer(_ event: TouchRecording.Event) -> [TimedFrame] {
        switch event.kind {
        case .down(_, let x, let y):
            let ms = setTime(event.time)
            builder.pointerEnter(window: window, location: Point(x: x, y: y))
            builder.pointerPrimaryButton(pressed: true, time: ms)
        case .motion(_, let x, let y):
            let ms = setTime(event.time)
            builder.pointerMotion(location: Point(x: x, y: y), time: ms)
        case .up:
            let ms = setTime(event.time)
            builder.pointerPrimaryButton(pressed: false, time: ms)
        case .cancel:
            return timed(builder.pointerLeave(), at: event.time)
        case .frame:
            return timed(builder.pointerFrame(), at: event.time)
        case .shape, .orientation:
            break  // a pointer has no contact ellipse; the parser never makes these
        }
        return []
    }

    /// Flushes what is left after the last event (Weston's missing last frame).
    /// - Returns: The frames still pending, if any.
    public mutating func finish() -> [TimedFrame] {
        timed(builder.flush(), at: lastTime ?? 0)
    }

    /// Plays a whole recording.
    /// - Parameter recording: The recording to play from its start.
    /// - Returns: Every frame, in order, with its recording time.
    public mutating func play(_ recording: TouchRecording) -> [TimedFrame] {
        var out: [TimedFrame] = []
        for event in recording.events { out += play(event) }
        return out + finish()
    }

    /// Gives the builder the exact time and returns the millisecond time that
    /// `wl_touch` would have carried.
    private mutating func setTime(_ ms: Double) -> UInt32 {
        // Held below UInt64's range: a time made in code is not bounded as a parsed one is.
        let raw = startTime + ms / 1000
        let seconds = raw.isFinite ? min(max(0, raw), 1e9) : 0
        builder.setPreciseTimestamp(nanoseconds: UInt64((seconds * 1e9).rounded()))
        return UInt32(truncatingIfNeeded: UInt64((seconds * 1000).rounded()))
    }

    private func timed(_ frames: [TouchFrame], at time: Double) -> [TimedFrame] {
        frames.map { TimedFrame(time: time, frame: $0) }
    }
}

extension TouchRecording {
    /// The frames the event model sees when this recording is played, with the
    /// recording time of each, for a replay that paces them.
    /// - Parameters:
    ///   - window: The window every touch goes down on.
    ///   - seat: The seat the frames name.
    ///   - startTime: Seconds added to every time to make frame timestamps.
    ///   - flush: When to flush changes whose `frame` never came; always at the end.
    /// - Returns: Every frame, in order.
    public func timedFrames(
        window: WindowID, seat: SeatID = .default, startTime: Double = 0,
        flush: RecordingPlayer.Flush = .atEnd
    ) -> [RecordingPlayer.TimedFrame] {
        var player = RecordingPlayer(window: window, seat: seat, startTime: startTime, flush: flush)
        return player.play(self)
    }

    /// The frames the event model sees when this recording is played.
    /// - Parameters:
    ///   - window: The window every touch goes down on.
    ///   - seat: The seat the frames name.
    ///   - startTime: Seconds added to every time to make frame timestamps.
    ///   - flush: When to flush changes whose `frame` never came; always at the end.
    /// - Returns: Every frame, in order.
    public func frames(
        window: WindowID, seat: SeatID = .default, startTime: Double = 0,
        flush: RecordingPlayer.Flush = .atEnd
    ) -> [TouchFrame] {
        timedFrames(window: window, seat: seat, startTime: startTime, flush: flush).map(\.frame)
    }
}
