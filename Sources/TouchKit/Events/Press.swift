/// One key press, from key down to key up.
@MainActor
public final class Press: Hashable {
    /// The phase of a press.
    public enum Phase: Sendable, Hashable {
        /// The key went down.
        case began
        /// The key repeated.
        case changed
        /// The key went up.
        case ended
        /// The press was cancelled.
        case cancelled
    }

    /// The key.
    public let key: Key
    /// The press's current phase.
    public internal(set) var phase: Phase
    /// The time of the latest change, in seconds.
    public internal(set) var timestamp: Double

    /// Creates a press (backends and tests create them; the application delivers them).
    public init(key: Key, phase: Phase, timestamp: Double) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Identity equality.
    nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
