import CWaylandClient
import CWaylandServer
import Foundation
import Graphics
import TouchKit
import TouchKitWayland
import Wayland

/// A compositor that is valid on the wire and wrong in meaning, run against the real
/// Wayland backend: an in-process ``MockCompositor`` and a real `WaylandBackend` with a
/// window of views and gesture recognizers, fed random sequences of events the
/// protocol allows and no sane compositor sends:
/// - touch events for ids never down, a second `down` for an id that is down, on the
///   window's surface or another of the client's surfaces (a subsurface, a cursor),
///   `shape`/`orientation` before any down, frame storms and frames with nothing in them;
/// - pointer `enter`/`leave` out of order, buttons without `enter`, keys without
///   `enter`, a keymap fd that is too small, unmappable or announced huge, repeat info
///   of 0, negative or huge values;
/// - configures of 0x0, negative or 2^31-1 sizes, output scales of 0, negative or huge;
/// - seat capabilities flapping while fingers are down, the output or the seat global
///   removed mid-touch;
/// - buffer releases for buffers not attached or released twice, frame callbacks twice
///   or never.
///
/// After each sequence it checks what must hold whatever the compositor does: no crash
/// or trap (the process would end), no hang (a watchdog ends the process with the seed),
/// F5 per receiver (every touch that began at a view or recognizer ends there exactly
/// once, nothing after), no finger left open once the compositor cancels the touch and
/// lets go of the pointer, no buffer larger than `SharedMemoryBuffer.maximumDimension`
/// a side or `WindowSizeLimits.maximumBufferPixels` in all, and the application and
/// its window freed once the window closes.
@MainActor
public enum HostileCompositor {
    /// What a run found.
    public struct Report: CustomStringConvertible, Sendable {
        /// The sequences run.
        public var sequences = 0
        /// The events the compositor sent.
        public var events = 0
        /// The touch calls the views and recognizers received.
        public var touchCalls = 0
        /// Sequences in which a receiver's touches broke F5.
        public var f5Violations = 0
        /// Sequences that left a touch open after the compositor let go of everything.
        public var openTouches = 0
        /// Sequences in which the client made a buffer over the size limits.
        public var oversizedBuffers = 0
        /// Sequences whose application, window or proxies outlived them.
        public var leakedSequences = 0
        /// Sequences whose connection the client ended on a protocol error it detected.
        public var connectionErrors = 0
        /// Sequences that ended on a protocol error the compositor sent.
        public var protocolErrors = 0
        /// Protocol errors the client did not report as that error, in one line.
        public var misreportedProtocolErrors = 0
        /// The first violations, each with its seed.
        public var examples: [String] = []

        /// Whether no sequence broke an invariant.
        public var isClean: Bool {
            f5Violations == 0 && openTouches == 0 && oversizedBuffers == 0 && leakedSequences == 0
                && misreportedProtocolErrors == 0
        }

        /// The report, a line per figure.
        public var description: String {
            """
            hostile compositor sequences: \(sequences), events: \(events), touch calls: \(touchCalls)
            F5 violations (per receiver): \(f5Violations)
            touches left open: \(openTouches)
            buffers over the size limit: \(oversizedBuffers)
            sequences that leaked (the application, its window or proxies outlived them): \(leakedSequences)
            connections ended by a client-side protocol error: \(connectionErrors)
            connections ended by a protocol error the compositor sent: \(protocolErrors)
            protocol errors not reported as one line naming them: \(misreportedProtocolErrors)
            """ + (examples.isEmpty ? "" : "\nfirst violations:\n  " + examples.joined(separator: "\n  "))
        }
    }

    /// The globals a window needs, then a seat and an output.
    static let globals: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)] = [
        (WlCompositor.interface, 5), (WlShm.interface, 1), (XdgWmBase.interface, 2), (WlSeat.interface, 7),
        (WlOutput.interface, 4),
    ]

    /// Runs `count` sequences of `events` events each, seeds `firstSeed` onwards.
    /// - Parameters:
    ///   - count: How many sequences.
    ///   - firstSeed: The first sequence's seed; sequence n uses `firstSeed + n`.
    ///   - events: The events each sequence sends before the compositor lets go of everything.
    ///   - progress: Called every 1,000 sequences with the report so far.
    /// - Throws: When the compositor's socket cannot be made.
    public static func run(
        count: Int, firstSeed: UInt64 = 1, events: Int = 40, progress: ((Report) -> Void)? = nil
    ) throws -> Report {
        var report = Report()
        // The process's first application becomes `Application.shared` and lives as long
        // as the process: make it here, so that no sequence's application is taken for it
        // (and reported as outliving its sequence).
        _ = Application.shared
        let watchdog = Watchdog()
        defer { watchdog.stop() }
        for n in 0..<count {
            let seed = firstSeed &+ UInt64(n)
            watchdog.arm(seconds: 30, what: "hostile compositor sequence \(seed)")
            try runSequence(seed: seed, events: events, into: &report)
            watchdog.disarm()
            if (n + 1) % 1000 == 0 { progress?(report) }
        }
        return report
    }

    private static func runSequence(seed: UInt64, events: Int, into report: inout Report) throws {
        let server = try MockCompositor(offering: globals)
        defer { server.stop() }
        weak var weakApp: Application?
        weak var weakWindow: Window?
        weak var weakBackend: WaylandBackend?
        weak var weakConnection: AnyObject?
        var views: [() -> View?] = []
        var problems: [String] = []
        let proxiesBefore = ProxyCensus.live()
        let ledger = Ledger()
        var open = 0
        do {
            let clock = ManualClock()
            let app = Application(clock: clock)
            // The backend ends the process when the last window closes, unless told not to.
            let delegate = StayingApplicationDelegate()
            app.delegate = delegate
            app.touchDeliveryObserver = { receiver, phase, touches in ledger.record(receiver, phase, touches) }
            let backend = try WaylandBackend(application: app, displayName: server.socketPath)
            app.backend = backend
            backend.endsProcessOnFailure = false
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240), application: app)
            populate(window)
            window.makeKeyAndVisible()
            weakApp = app
            weakWindow = window
            weakBackend = backend
            weakConnection = backend.connectionObject
            views = window.subviews.map { view in { [weak view] in view } }
            var player = Player(server: server, backend: backend, clock: clock, rng: SeededRandom(seed: seed))
            var alive = player.settle()
            // Touch, pointer and keyboard.
            player.send { server in server.post("wl_seat", opcode: 0, [CWaylandServer.wl_argument.uint(7)]) }
            player.configure(width: 320, height: 240)
            alive = alive && player.settle()
            var sent = 0
            while alive && sent < events {
                player.randomEvent()
                sent += 1
                alive = player.settle()
            }
            report.events += sent
            if alive {
                // The compositor takes every finger and lets go of the pointer: nothing
                // may stay down.
                player.endEverything()
                alive = player.settle()
                open = app.activeTouchCount
            }
            if !alive {
                if let posted = player.postedProtocolError {
                    report.protocolErrors += 1
                    if let problem = misreport(of: posted, by: backend) {
                        report.misreportedProtocolErrors += 1
                        problems.append(problem)
                    }
                } else {
                    report.connectionErrors += 1
                }
            }
            window.close()
            _ = player.settle()
            app.backend = nil
            withExtendedLifetime(delegate) {}
        }
        let violations = ledger.violations()
        // The ledger keeps the receivers (the window and the application among them,
        // which views pass their touches to) for their identities: let go of them first.
        ledger.release()
        problems += violations
        report.touchCalls += ledger.calls
        report.sequences += 1
        if !violations.isEmpty { report.f5Violations += 1 }
        if open > 0 {
            report.openTouches += 1
            problems.append("\(open) touches left open")
        }
        let limit = Int32(ImageSurface.maximumDimension)
        let oversized = server.buffersMade.filter {
            $0.width > limit || $0.height > limit || $0.width < 1 || $0.height < 1
                || Int($0.width) * Int($0.height) > WindowSizeLimits.maximumBufferPixels
        }
        if !oversized.isEmpty {
            report.oversizedBuffers += 1
            problems.append("buffers made of \(oversized)")
        }
        let outlivingProxies = ProxyCensus.growth(from: proxiesBefore, to: ProxyCensus.live())
        if !outlivingProxies.isEmpty {
            if weakConnection != nil { problems.append("the connection outlived the sequence") }
            report.leakedSequences += 1
            problems.append("proxies outlived the sequence (their connection stays open): \(outlivingProxies)")
        }
        if weakApp != nil || weakWindow != nil {
            report.leakedSequences += 1
            let outlived = [
                weakApp.map { _ in "the application" }, weakWindow.map { _ in "the window" },
                weakBackend.map { _ in "the backend" }, weakConnection.map { _ in "the connection" },
                views.contains { $0() != nil } ? "views" : nil,
            ].compactMap { $0 }
            problems.append("outlived the sequence: \(outlived.joined(separator: ", "))")
        }
        for problem in problems.prefix(1) where report.examples.count < 5 {
            report.examples.append("seed \(seed): \(problem)")
        }
    }

    /// What is wrong with the way the client reported a protocol error the compositor
    /// sent (`nil` when it is right): the connection's error must be that protocol
    /// error, and the line an app ends with (exit status 1) must name it in one line.
    private static func misreport(of posted: (objectID: UInt32, code: UInt32), by backend: WaylandBackend) -> String? {
        guard let error = backend.connectionError as? WaylandError else {
            return "the connection failed after a protocol error without an error"
        }
        guard case .protocolError(let reported) = error, reported.objectID == posted.objectID,
            reported.code == posted.code
        else {
            return "protocol error \(posted.code) on object \(posted.objectID) reported as \(error)"
        }
        let line = WaylandBackend.failureLine(for: error)
        guard !line.contains("\n"), line.contains("protocol error \(posted.code)"), line.contains("@\(posted.objectID)")
        else { return "protocol error line: \(line)" }
        return nil
    }

    /// A window of two views, one with a pan, one with a tap and a long press.
    private static func populate(_ window: Window) {
        let left = View(frame: Rect(x: 0, y: 0, width: 160, height: 240))
        left.isMultipleTouchEnabled = true
        left.addGestureRecognizer(PanGestureRecognizer())
        let right = View(frame: Rect(x: 160, y: 0, width: 160, height: 240))
        right.addGestureRecognizer(TapGestureRecognizer())
        right.addGestureRecognizer(LongPressGestureRecognizer())
        window.addSubview(left)
        window.addSubview(right)
    }
}
