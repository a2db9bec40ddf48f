import CWaylandServer
import Foundation
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// A compositor that is valid on the wire and wrong in meaning, run against the real
/// Wayland backend: an in-process ``GlobalsServer`` and a real `WaylandBackend` with a
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
/// lets go of the pointer, no buffer larger than ``SharedMemoryBuffer/maximumDimension``
/// a side or ``WindowSizeLimits/maximumBufferPixels`` in all, and the application and
/// its window freed once the window closes.
@MainActor
enum HostileCompositor {
    /// What a run found.
    struct Report: CustomStringConvertible {
        var sequences = 0
        var events = 0
        var touchCalls = 0
        var f5Violations = 0
        var openTouches = 0
        var oversizedBuffers = 0
        var leakedSequences = 0
        /// Sequences whose connection the client ended on a protocol error it detected.
        var connectionErrors = 0
        var examples: [String] = []

        var isClean: Bool { f5Violations == 0 && openTouches == 0 && oversizedBuffers == 0 && leakedSequences == 0 }

        var description: String {
            """
            hostile compositor sequences: \(sequences), events: \(events), touch calls: \(touchCalls)
            F5 violations (per receiver): \(f5Violations)
            touches left open: \(openTouches)
            buffers over the size limit: \(oversizedBuffers)
            sequences that leaked (the application, its window or proxies outlived them): \(leakedSequences)
            connections ended by a client-side protocol error: \(connectionErrors)
            """ + (examples.isEmpty ? "" : "\nfirst violations:\n  " + examples.joined(separator: "\n  "))
        }
    }

    /// Runs `count` sequences of `events` events each, seeds `firstSeed` onwards.
    static func run(count: Int, firstSeed: UInt64 = 1, events: Int = 40) throws -> Report {
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
        }
        return report
    }

    private static func runSequence(seed: UInt64, events: Int, into report: inout Report) throws {
        let server = try GlobalsServer(
            offering: BackendGlobalsTests.windowGlobals + [(WlSeat.interface, 7), (WlOutput.interface, 4)])
        defer { server.stop() }
        weak var weakApp: Application?
        weak var weakWindow: Window?
        weak var weakBackend: WaylandBackend?
        weak var weakConnection: WaylandConnection?
        var views: [() -> View?] = []
        var problems: [String] = []
        let proxiesBefore = ProxyCensus.live()
        let ledger = Ledger()
        var open = 0
        do {
            let app = Application(clock: ManualClock())
            // The backend ends the process when the last window closes, unless told not to.
            let delegate = StayingDelegate()
            app.delegate = delegate
            app.touchDeliveryObserver = { receiver, phase, touches in ledger.record(receiver, phase, touches) }
            let backend = try WaylandBackend(application: app, displayName: server.socketPath)
            app.backend = backend
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240), application: app)
            populate(window)
            window.makeKeyAndVisible()
            weakApp = app
            weakWindow = window
            weakBackend = backend
            weakConnection = backend.connection
            views = window.subviews.map { view in { [weak view] in view } }
            var player = Player(server: server, backend: backend, rng: SeededRandom(seed: seed))
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
            if !alive { report.connectionErrors += 1 }
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
        let limit = Int32(SharedMemoryBuffer.maximumDimension)
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

    /// Keeps the process running when the sequence's window closes.
    final class StayingDelegate: ApplicationDelegate {
        func applicationShouldTerminateAfterLastWindowClosed(_ application: Application) -> Bool { false }
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

    /// Books every touch call per receiver and touch, for F5.
    @MainActor
    final class Ledger {
        private struct Key: Hashable {
            let receiver: ObjectIdentifier
            let touch: ObjectIdentifier
        }
        private var began: Set<Key> = []
        private var ended: [Key: Int] = [:]
        private var problems: [String] = []
        private var keepAlive: [AnyObject] = []
        private(set) var calls = 0

        func record(_ receiver: AnyObject, _ phase: TouchPhase, _ touches: Set<Touch>) {
            calls += 1
            keepAlive.append(receiver)
            for touch in touches {
                keepAlive.append(touch)
                let key = Key(receiver: ObjectIdentifier(receiver), touch: ObjectIdentifier(touch))
                if ended[key] != nil { problems.append("\(type(of: receiver)) got \(phase) after the end of \(touch)") }
                switch phase {
                case .began:
                    if !began.insert(key).inserted { problems.append("\(type(of: receiver)) got began twice") }
                case .ended, .cancelled:
                    if !began.contains(key) { problems.append("\(type(of: receiver)) got \(phase) without began") }
                    ended[key, default: 0] += 1
                default:
                    if !began.contains(key) { problems.append("\(type(of: receiver)) got \(phase) without began") }
                }
            }
        }

        /// Lets go of the receivers and touches kept for their identities.
        func release() {
            keepAlive = []
        }

        /// The violations, with the views (not recognizers, which G7 may reset with
        /// touches down) that heard a touch begin and never end.
        func violations() -> [String] {
            var all = problems
            for key in began where ended[key] == nil {
                if let receiver = keepAlive.first(where: { ObjectIdentifier($0) == key.receiver }),
                    !(receiver is GestureRecognizer)
                {
                    all.append("\(type(of: receiver)) heard a touch begin and never end")
                }
            }
            return all
        }
    }
}
