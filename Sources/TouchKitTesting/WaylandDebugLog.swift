import Foundation

/// What libwayland's client-side `WAYLAND_DEBUG=1` log says about an app's input-to-commit
/// latency: for each input frame, the time from the client reading its touch events to the
/// client committing a surface with new content.
///
/// libwayland prints one line per event the client dispatches and per request it sends,
/// with a wall-clock time in milliseconds to the microsecond:
///
/// ```
/// [3063740.435] wl_touch@12.motion(1523, 0, 200.00000000, 250.00000000)
/// [3063740.451]  -> wl_surface@6.commit()
/// ```
///
/// An *input frame* is a group of `wl_touch` events closed by `wl_touch.frame`; it starts
/// at its first event's line (the client dispatches a group as soon as it has read it). It
/// is *shown* by the first `wl_surface.commit` after that start on a surface that was
/// given a buffer or damage since its previous commit: a client that draws inside its
/// motion handler (weston-simple-touch) commits before the group's `frame` event, which
/// counts. Every input frame not yet shown is shown by that commit, so an app that draws
/// once for two input frames gives the older one the longer latency.
///
/// Frame callbacks are followed too: a `wl_callback` created by `wl_surface.frame` whose
/// `done` arrives between an input frame's start and the commit that shows it is a frame
/// callback the input frame waited for. Drawing at the next callback is the norm; an input
/// frame that saw two or more is counted in ``Latency/waitedPastNextCallback``.
public enum WaylandDebugLog {
    /// One line of the log.
    public struct Message: Equatable, Sendable {
        /// The wall-clock time in milliseconds.
        public var time: Double
        /// Whether the client sent it (a request) rather than received it (an event).
        public var sent: Bool
        /// The object's interface, such as `wl_touch`.
        public var interface: String
        /// The object's id.
        public var objectID: UInt32
        /// The request's or event's name, such as `motion`.
        public var name: String
        /// The arguments as printed, without the parentheses.
        public var arguments: String

        /// Creates a message.
        /// - Parameters:
        ///   - time: Wall-clock milliseconds.
        ///   - sent: Whether the client sent it.
        ///   - interface: The object's interface.
        ///   - objectID: The object's id.
        ///   - name: The request's or event's name.
        ///   - arguments: The arguments as printed.
        public init(time: Double, sent: Bool, interface: String, objectID: UInt32, name: String, arguments: String) {
            self.time = time
            self.sent = sent
            self.interface = interface
            self.objectID = objectID
            self.name = name
            self.arguments = arguments
        }
    }

    /// The latency of every input frame in a log.
    public struct Latency: Equatable, Sendable {
        /// Milliseconds from each shown input frame's first event to the commit that showed it,
        /// in log order.
        public var milliseconds: [Double] = []
        /// Input frames that saw two or more frame callbacks' `done` before being shown.
        public var waitedPastNextCallback = 0
        /// Input frames never shown (no content commit after them before the log ends).
        public var unshown = 0
        /// Milliseconds from each input frame's first event dispatched by the client (the
        /// log's time) to the `presented` time of the presentation feedback of the commit
        /// that showed it, moved onto the log's clock: input to light. Empty for a client
        /// that asks no presentation feedback (or a log without `clock_id`).
        public var presentedMilliseconds: [Double] = []
        /// Milliseconds from each input frame's first event dispatched by the client to
        /// the client's dispatch of the `done` of the frame callback asked with the commit
        /// that showed it (Weston sends it once the repaint that shows the commit is
        /// done): input to light for clients that ask no presentation feedback (GTK 4.8,
        /// Qt6), an upper bound by the event's delivery, on the log's clock alone.
        public var callbackDoneMilliseconds: [Double] = []

        /// The median latency in milliseconds (0 without frames).
        public var median: Double { percentile(50) }
        /// The 99th-percentile latency in milliseconds (0 without frames).
        public var p99: Double { percentile(99) }

        /// The nearest-rank percentile of ``milliseconds`` (0 without frames).
        /// - Parameter percent: Between 0 and 100.
        public func percentile(_ percent: Double) -> Double {
            guard !milliseconds.isEmpty else { return 0 }
            let sorted = milliseconds.sorted()
            let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
            return sorted[min(max(rank, 1), sorted.count) - 1]
        }
    }

    /// Parses one line; `nil` for a line that is not a message (an app's own output, a
    /// `discarded` event for a destroyed object).
    /// - Parameter line: One line of standard error.
    public static func message(in line: Substring) -> Message? {
        guard line.first == "[", let close = line.firstIndex(of: "]"),
            let time = Double(line[line.index(after: line.startIndex)..<close].drop { $0 == " " })
        else { return nil }
        var rest = line[line.index(after: close)...].drop { $0 == " " }
        var sent = false
        if rest.hasPrefix("-> ") {
            sent = true
            rest = rest.dropFirst(3)
        }
        guard !rest.hasPrefix("discarded"), let at = rest.firstIndex(of: "@"),
            let dot = rest[at...].firstIndex(of: "."), let open = rest[dot...].firstIndex(of: "("),
            let id = UInt32(rest[rest.index(after: at)..<dot]), rest.last == ")"
        else { return nil }
        return Message(
            time: time, sent: sent, interface: String(rest[..<at]), objectID: id,
            name: String(rest[rest.index(after: dot)..<open]),
            arguments: String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]))
    }

    /// The latency of every input frame in a whole log.
    /// - Parameters:
    ///   - log: The client's standard error, with `WAYLAND_DEBUG=1`.
    ///   - presentationToLog: Moves a `presented` time (milliseconds on the clock a
    ///     `wp_presentation.clock_id` named) onto the log's clock; by default
    ///     ``logTime(ofPresentation:clock:)``, which reads the clocks now.
    public static func latency(
        in log: String, presentationToLog: (Int32, Double) -> Double? = { logTime(ofPresentation: $1, clock: $0) }
    ) -> Latency {
        var result = Latency()
        /// Input frames not shown yet: start time and frame callbacks seen since.
        var waiting: [(start: Double, callbacks: Int)] = []
        /// Presentation feedback asked for each surface's next commit.
        var feedbackAsked: [UInt32: [UInt32]] = [:]
        /// The dispatch times of the input frames each feedback object will tell about.
        var feedbackFrames: [UInt32: [Double]] = [:]
        var presentationClock: Int32?
        var groupOpen = false
        var frameCallbacks: Set<UInt32> = []
        var surfacesWithContent: Set<UInt32> = []
        /// Frame callbacks asked for each surface's next commit, and the input frames
        /// (their start times) each callback's `done` will tell about.
        var callbacksAsked: [UInt32: [UInt32]] = [:]
        var callbackFrames: [UInt32: [Double]] = [:]
        for line in log.split(separator: "\n") {
            guard let message = message(in: line) else { continue }
            switch (message.sent, message.interface, message.name) {
            case (false, "wl_touch", "frame"):
                groupOpen = false
            case (false, "wl_touch", _):
                if !groupOpen {
                    groupOpen = true
                    waiting.append((message.time, 0))
                }
            case (false, "wp_presentation", "clock_id"):
                presentationClock = Int32(message.arguments.trimmingCharacters(in: .whitespaces))
            case (true, "wp_presentation", "feedback"):
                let ids = objectIDs(in: message.arguments)
                if ids.count == 2 { feedbackAsked[ids[0], default: []].append(ids[1]) }
            case (false, "wp_presentation_feedback", "presented"):
                let fields = message.arguments.split(separator: ",").map {
                    UInt64($0.trimmingCharacters(in: .whitespaces))
                }
                guard let frames = feedbackFrames.removeValue(forKey: message.objectID), fields.count >= 3,
                    let high = fields[0], let low = fields[1], let nanoseconds = fields[2]
                else { break }
                let presented = Double(high << 32 | low) * 1000 + Double(nanoseconds) / 1e6
                guard let clock = presentationClock, let shown = presentationToLog(clock, presented) else { break }
                for start in frames {
                    var delay = shown - start
                    // The log's clock wraps every 2^32 microseconds.
                    if delay < -logWrap / 2 { delay += logWrap }
                    result.presentedMilliseconds.append(delay)
                }
            case (false, "wp_presentation_feedback", "discarded"):
                feedbackFrames[message.objectID] = nil
            case (false, "wl_callback", "done"):
                if frameCallbacks.remove(message.objectID) != nil {
                    for index in waiting.indices { waiting[index].callbacks += 1 }
                }
                for start in callbackFrames.removeValue(forKey: message.objectID) ?? [] {
                    var delay = message.time - start
                    if delay < -logWrap / 2 { delay += logWrap }
                    result.callbackDoneMilliseconds.append(delay)
                }
            case (true, "wl_surface", "frame"):
                if let id = newID(in: message.arguments) {
                    frameCallbacks.insert(id)
                    callbacksAsked[message.objectID, default: []].append(id)
                }
            case (true, _, _) where message.arguments.contains("new id wl_callback@"):
                // A sync callback reusing a frame callback's id is no frame callback.
                if let id = newID(in: message.arguments) { frameCallbacks.remove(id) }
            case (true, "wl_surface", "attach"), (true, "wl_surface", "damage"), (true, "wl_surface", "damage_buffer"):
                surfacesWithContent.insert(message.objectID)
            case (true, "wl_surface", "commit"):
                let asked = feedbackAsked.removeValue(forKey: message.objectID) ?? []
                let callbacks = callbacksAsked.removeValue(forKey: message.objectID) ?? []
                guard surfacesWithContent.remove(message.objectID) != nil else { break }
                for id in asked { feedbackFrames[id] = waiting.map(\.start) }
                for id in callbacks { callbackFrames[id] = waiting.map(\.start) }
                for frame in waiting {
                    result.milliseconds.append(message.time - frame.start)
                    if frame.callbacks >= 2 { result.waitedPastNextCallback += 1 }
                }
                waiting.removeAll()
            default:
                break
            }
        }
        result.unshown = waiting.count
        return result
    }

    /// Where libwayland's log clock wraps, in milliseconds: it prints CLOCK_REALTIME in
    /// microseconds cut to 32 bits.
    public static let logWrap = 4_294_967.296

    /// A presentation time (milliseconds on `clock`, a `clockid_t`) on the log's clock
    /// (CLOCK_REALTIME microseconds cut to 32 bits, in milliseconds), through both clocks
    /// read now; nil when `clock` cannot be read.
    public static func logTime(ofPresentation milliseconds: Double, clock: Int32) -> Double? {
        var there = timespec()
        var realtime = timespec()
        guard clock_gettime(clockid_t(clock), &there) == 0, clock_gettime(CLOCK_REALTIME, &realtime) == 0 else {
            return nil
        }
        let offset =
            (Double(realtime.tv_sec) - Double(there.tv_sec)) * 1000
            + (Double(realtime.tv_nsec) - Double(there.tv_nsec)) / 1e6
        return (milliseconds + offset).truncatingRemainder(dividingBy: logWrap)
    }

    /// The object ids (`interface@N`) among a message's arguments, in order.
    static func objectIDs(in arguments: String) -> [UInt32] {
        arguments.split(separator: ",").compactMap { field in
            guard let at = field.lastIndex(of: "@") else { return nil }
            return UInt32(field[field.index(after: at)...].prefix { $0.isNumber })
        }
    }

    /// The id in `new id wl_callback@N` among a request's arguments.
    private static func newID(in arguments: String) -> UInt32? {
        guard let range = arguments.range(of: "new id wl_callback@") else { return nil }
        return UInt32(arguments[range.upperBound...].prefix { $0.isNumber })
    }
}
