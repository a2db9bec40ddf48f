import TouchKit
import TouchKitRecording

/// A headless session's own methods are the ``ReplaySession`` operations.
extension HeadlessSession: ReplaySession {
    /// Always ``Compositor/weston``.
    public var compositor: Compositor { .weston }
}
