import TouchKit

extension HostileCompositor {
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
