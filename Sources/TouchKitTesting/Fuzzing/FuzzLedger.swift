import TouchKit

/// Books every touch call of one fuzz sequence, per receiver, and the violations.
@MainActor
final class FuzzLedger {
    private struct Key: Hashable {
        let receiver: ObjectIdentifier
        let touch: ObjectIdentifier
    }
    private var began: Set<Key> = []
    private var terminal: [Key: Int] = [:]
    /// Responders (not recognizers) must hear the end of what they heard begin; a
    /// recognizer may be reset with touches still down (G7).
    private var mustEnd: Set<Key> = []
    /// Keeps every touch and receiver seen alive, so identifiers are never reused.
    private var keepAlive: [AnyObject] = []

    var deliveries = 0
    var actions = 0
    var f5: [String] = []
    var resets: [String] = []
    var tree: [String] = []
    var open = 0

    private func key(_ receiver: AnyObject, _ touch: Touch) -> Key {
        Key(receiver: ObjectIdentifier(receiver), touch: ObjectIdentifier(touch))
    }

    /// A touch call to a responder (a view, a window, a forwarded-to responder) or a
    /// recognizer, as the application's observer reports it.
    func record(_ receiver: AnyObject, _ phase: TouchPhase, _ touches: Set<Touch>) {
        deliveries += 1
        keepAlive.append(receiver)
        let isRecognizer = receiver is GestureRecognizer
        let kind = isRecognizer ? "recognizer" : "\(type(of: receiver))"
        for touch in touches {
            keepAlive.append(touch)
            let k = key(receiver, touch)
            if terminal[k] != nil { f5.append("\(kind) got \(phase) after the end of \(touch)") }
            switch phase {
            case .began:
                if !began.insert(k).inserted { f5.append("\(kind) got began twice: \(touch)") }
                if !isRecognizer { mustEnd.insert(k) }
            case .ended, .cancelled:
                if !began.contains(k) { f5.append("\(kind) got \(phase) without began: \(touch)") }
                terminal[k, default: 0] += 1
            default:
                if !began.contains(k) { f5.append("\(kind) got \(phase) without began: \(touch)") }
            }
        }
    }

    /// After a dispatch or timer: no recognizer may be left finished (G7).
    func checkReset(_ recognizers: [GestureRecognizer]) {
        for recognizer in recognizers where recognizer.state.isFinished {
            resets.append("\(type(of: recognizer)) left in \(recognizer.state)")
        }
    }

    /// At the end: every view that got `began` got exactly one end.
    func finish() {
        for k in mustEnd where terminal[k] != 1 {
            f5.append("a responder's touch ended \(terminal[k] ?? 0) times")
        }
    }
}
