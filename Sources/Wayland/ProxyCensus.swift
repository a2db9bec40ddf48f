import Synchronization

/// How many proxies of each class are alive: the leak check of tests that open and
/// close connections (a proxy that outlives its owner keeps its connection, and so its
/// socket, open; see ``Proxy``).
///
/// Counting costs one uncontended lock per proxy made and freed; the class's name is
/// worked out once per class.
public enum ProxyCensus {
    private struct Counts {
        var live: [ObjectIdentifier: Int] = [:]
        var names: [ObjectIdentifier: String] = [:]
    }

    private static let counts = Mutex(Counts())

    /// The live proxies per class name (`WlSurface`, `WlCallback`, ...), classes with
    /// none left out.
    public static func live() -> [String: Int] {
        counts.withLock { counts in
            var result: [String: Int] = [:]
            for (type, count) in counts.live where count > 0 {
                result[counts.names[type] ?? "?", default: 0] += count
            }
            return result
        }
    }

    /// The classes with more live proxies in `after` than in `before`, and by how many.
    /// - Parameters:
    ///   - before: A census taken first.
    ///   - after: A census taken later.
    public static func growth(from before: [String: Int], to after: [String: Int]) -> [String: Int] {
        after.reduce(into: [:]) { result, entry in
            let grown = entry.value - before[entry.key, default: 0]
            if grown > 0 { result[entry.key] = grown }
        }
    }

    static func made(_ type: AnyObject.Type) {
        let id = ObjectIdentifier(type)
        counts.withLock { counts in
            counts.live[id, default: 0] += 1
            if counts.names[id] == nil { counts.names[id] = String(describing: type) }
        }
    }

    static func freed(_ type: AnyObject.Type) {
        let id = ObjectIdentifier(type)
        counts.withLock { counts in counts.live[id, default: 0] -= 1 }
    }
}
