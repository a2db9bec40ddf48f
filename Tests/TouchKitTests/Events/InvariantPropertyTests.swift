import PropertyBased
import Testing
import TouchKit
import TouchKitTesting

/// SPEC F5 as a property: over random frame sequences, with compositor faults and
/// random view-tree edits during dispatch, every touch that began ends exactly once,
/// nothing is delivered after a touch ends, nothing crashes, and `allTouches` never
/// holds a touch that lifted in an earlier frame (one cancelled for its view may stay
/// until its finger lifts, F6).
@MainActor
@Suite("Invariants (SPEC F5)")
struct InvariantPropertyTests {
    /// Books every delivery and the violations of F5.
    @MainActor
    final class Ledger {
        var began: Set<ObjectIdentifier> = []
        var terminal: [ObjectIdentifier: Int] = [:]
        /// The frame in which each touch's finger lifted (its view got `ended`).
        var lifted: [ObjectIdentifier: Int] = [:]
        var terminalCount: [ObjectIdentifier: Int] = [:]
        var violations: [String] = []
        var frame = 0
        var deliveries = 0
        /// Keeps every touch seen alive, so that identifiers are never reused.
        var seen: [Touch] = []

        func deliver(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: Event?) {
            deliveries += 1
            seen += touches
            for touch in touches {
                let id = ObjectIdentifier(touch)
                if terminal[id] != nil { violations.append("\(phase) after the end of \(touch)") }
                switch phase {
                case .began:
                    if !began.insert(id).inserted { violations.append("began twice: \(touch)") }
                case .ended, .cancelled:
                    if !began.contains(id) { violations.append("\(phase) without began: \(touch)") }
                    terminal[id] = frame
                    if phase == .ended { lifted[id] = frame }
                    terminalCount[id, default: 0] += 1
                default: break
                }
            }
            // A finger cancelled for its view may stay in the event until it lifts (F6);
            // one that lifted may not.
            for touch in event?.allTouches ?? [] {
                if let ended = lifted[ObjectIdentifier(touch)], ended < frame {
                    violations.append("allTouches holds \(touch), ended in frame \(ended)")
                }
            }
        }
    }

    final class CheckingView: View {
        let ledger: Ledger
        var edit: (@MainActor (CheckingView) -> Void)?
        init(frame: Rect, ledger: Ledger) {
            self.ledger = ledger
            super.init(frame: frame)
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            ledger.deliver(.began, touches, event)
            edit?(self)
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            ledger.deliver(.moved, touches, event)
            edit?(self)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            ledger.deliver(.ended, touches, event)
            edit?(self)
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
            ledger.deliver(.cancelled, touches, event)
        }
    }

    final class CheckingWindow: Window {
        var ledger: Ledger?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            ledger?.deliver(.began, touches, event)
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            ledger?.deliver(.moved, touches, event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            ledger?.deliver(.ended, touches, event)
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
            ledger?.deliver(.cancelled, touches, event)
        }
    }

    /// Runs one random scenario, decoding each number into an operation.
    static func run(_ ops: [Int]) -> Ledger {
        let ledger = Ledger()
        let app = Application(clock: ManualClock())
        let window = CheckingWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.ledger = ledger
        var views: [CheckingView] = []
        var cursor = 0
        func next() -> Int {
            defer { cursor += 1 }
            return ops.isEmpty ? 0 : ops[cursor % ops.count]
        }
        func makeView() -> CheckingView {
            let n = next()
            let v = CheckingView(
                frame: Rect(x: Double(n % 4) * 90, y: Double(n / 4 % 4) * 90, width: 120, height: 120),
                ledger: ledger)
            v.isMultipleTouchEnabled = n % 3 != 0
            v.isExclusiveTouch = n % 11 == 0
            v.edit = { view in
                switch next() % 23 {
                case 0: view.removeFromSuperview()
                case 1: (views.randomElement(using: &rng) ?? view).removeFromSuperview()
                case 2: window.addSubview(makeView())
                case 3: view.isHidden.toggle()
                case 4: if let other = views.first, !other.isDescendant(of: view) { other.addSubview(view) }
                case 5: window.close()
                default: break
                }
            }
            views.append(v)
            return v
        }
        var rng = SeededRandom(seed: UInt64(ops.first ?? 1))
        for _ in 0..<6 { window.addSubview(makeView()) }
        var builder = TouchFrameBuilder()
        var time: UInt32 = 0
        for op in ops {
            time += UInt32(op % 40)
            let id = Int32(op / 7 % 5)
            let point = Point(x: Double(op * 37 % 400), y: Double(op * 91 % 400))
            switch op % 10 {
            case 0, 1: builder.down(id: id, window: window.windowID, location: point, time: time)
            case 2, 3: builder.motion(id: id, location: point, time: time)
            case 4: builder.up(id: id, time: time)
            case 5, 6:
                ledger.frame += 1
                app.handle(builder.frame())
            case 7:
                ledger.frame += 1
                app.handle(builder.cancel())
            case 8:
                ledger.frame += 1
                app.handle(builder.flush())
            default:
                if op % 3 == 0 { app.beginIgnoringInteractionEvents() } else { app.endIgnoringInteractionEvents() }
            }
        }
        ledger.frame += 1
        app.handle(builder.flush())
        ledger.frame += 1
        app.handle(builder.cancelAll())
        if app.activeTouchCount != 0 { ledger.violations.append("\(app.activeTouchCount) touches left open") }
        for id in ledger.began where ledger.terminalCount[id] != 1 {
            ledger.violations.append("a touch ended \(ledger.terminalCount[id] ?? 0) times")
        }
        // Break the scenario's cycles, or every view, window and touch leaks: each edit
        // closure holds `views` (and so its own view), the window holds the ledger,
        // and the ledger's touches hold the window.
        for view in views { view.edit = nil }
        window.ledger = nil
        ledger.seen.removeAll()
        return ledger
    }

    @Test("F5: every touch that began ends exactly once, over random sequences, faults and edits")
    func f5Property() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...9999).array(of: 1...120)) { ops in
            let ledger = InvariantPropertyTests.run(ops)
            #expect(ledger.violations.isEmpty, "\(ledger.violations.prefix(3))")
        }
    }

    @Test("F5: the random scenarios do deliver touches (the property is not vacuous)")
    func f5ScenariosDeliver() {
        var total = 0
        for seed in 0..<20 {
            let ops = (0..<100).map { ($0 * 7919 + seed * 104_729) % 10000 }
            total += InvariantPropertyTests.run(ops).deliveries
        }
        #expect(total > 100)
    }
}
