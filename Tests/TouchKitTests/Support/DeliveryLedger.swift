import TouchKit

/// Books every touch call the application makes, per receiver and touch, and lists
/// what breaks SPEC F5 (every touch that began ends exactly once, nothing before
/// `began`, nothing after the end).
@MainActor
final class DeliveryLedger {
    private struct Key: Hashable {
        let receiver: ObjectIdentifier
        let touch: ObjectIdentifier
    }
    private var began: [Key: String] = [:]
    private var ends: [Key: Int] = [:]
    /// Every touch and receiver seen, kept alive so that identifiers are never reused.
    private var keepAlive: [AnyObject] = []
    /// The calls, as "<receiver> <phase> <touch id>", in order.
    private(set) var calls: [String] = []
    private(set) var violations: [String] = []

    /// Watches `app`'s deliveries from now on.
    init(watching app: Application) {
        app.touchDeliveryObserver = { [unowned self] receiver, phase, touches in
            self.record(receiver, phase, touches)
        }
    }

    /// Adds a line of the test's own to ``calls`` (to see where a handler returned).
    func note(_ line: String) { calls.append(line) }

    private func name(_ receiver: AnyObject) -> String {
        (receiver as? View)?.accessibilityIdentifier ?? "\(type(of: receiver))"
    }

    private func record(_ receiver: AnyObject, _ phase: TouchPhase, _ touches: Set<Touch>) {
        keepAlive.append(receiver)
        for touch in touches.sorted(by: { $0.identifier.number < $1.identifier.number }) {
            keepAlive.append(touch)
            let who = "\(name(receiver)) \(phase) \(touch.seat.name):\(touch.identifier.number)"
            calls.append(who)
            let k = Key(receiver: ObjectIdentifier(receiver), touch: ObjectIdentifier(touch))
            if ends[k] != nil { violations.append("\(who) after its end") }
            switch phase {
            case .began:
                if began[k] != nil { violations.append("\(who) twice") }
                began[k] = who
            case .ended, .cancelled:
                if began[k] == nil { violations.append("\(who) without began") }
                ends[k, default: 0] += 1
            default:
                if began[k] == nil { violations.append("\(who) without began") }
            }
        }
    }

    /// The violations, with every receiver that began a touch and never ended it.
    func finish() -> [String] {
        violations + began.filter { ends[$0.key] == nil }.map { "\($0.value): never ended" }.sorted()
    }
}
