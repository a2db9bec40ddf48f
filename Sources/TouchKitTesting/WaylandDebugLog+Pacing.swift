import Foundation

extension WaylandDebugLog {
    /// How a client paced its commits against the compositor's repaints, read from its
    /// `WAYLAND_DEBUG=1` log (SPEC D6 to D8): which input frames arrived while the
    /// compositor was idle for the touched surface and whether they were committed
    /// before the next repaint, and how many content commits each repaint saw.
    ///
    /// A *repaint* is seen as the `done` of a frame callback of the surface. The surface
    /// is *busy* while a content commit (one with a buffer or damage) awaits a frame
    /// callback: a content commit was made since the last `done` and a callback is
    /// outstanding. An input frame that starts while the surface is not busy is *idle*;
    /// it is *after a tick* when an empty commit's callback is outstanding (D8). It is
    /// *committed before the repaint* when a content commit of the surface comes before
    /// the next `done` of one of its frame callbacks.
    public struct Pacing: Equatable, Sendable {
        /// Input frames that started while the compositor was idle for the surface.
        public var idleInputFrames = 0
        /// Of those, the ones that started while only an empty tick commit's callback was
        /// outstanding.
        public var idleAfterTick = 0
        /// Idle input frames committed before the next repaint.
        public var idleCommittedBeforeRepaint = 0
        /// Of those, the ones after a tick.
        public var afterTickCommittedBeforeRepaint = 0
        /// Input frames that started while the surface was busy.
        public var busyInputFrames = 0
        /// Content commits of the surface between two repaints, one entry per repaint.
        public var contentCommitsPerRepaint: [Int] = []
        /// `wp_presentation_feedback.presented` events received.
        public var presented = 0
    }

    /// The pacing of the surface that receives the touches, in a whole log.
    /// - Parameter log: The client's standard error, with `WAYLAND_DEBUG=1`.
    public static func pacing(in log: String) -> Pacing {
        var result = Pacing()
        var touched: UInt32?
        var callbacks: [UInt32: UInt32] = [:]  // frame callback -> surface
        var outstanding: [UInt32: Set<UInt32>] = [:]  // surface -> callbacks
        var contentSinceDone: [UInt32: Int] = [:]
        var withContent: Set<UInt32> = []
        var groupOpen = false
        /// Idle input frames waiting for their surface's next content commit or repaint.
        var idleWaiting: [(surface: UInt32, afterTick: Bool)] = []
        for line in log.split(separator: "\n") {
            guard let message = message(in: line) else { continue }
            switch (message.sent, message.interface, message.name) {
            case (false, "wl_touch", "frame"):
                groupOpen = false
            case (false, "wl_touch", let name):
                if name == "down", let surface = objectIDs(in: message.arguments).first { touched = surface }
                guard !groupOpen, let surface = touched else { break }
                groupOpen = true
                let pending = outstanding[surface, default: []]
                let busy = contentSinceDone[surface, default: 0] > 0 && !pending.isEmpty
                if busy {
                    result.busyInputFrames += 1
                } else {
                    result.idleInputFrames += 1
                    let afterTick = !pending.isEmpty
                    if afterTick { result.idleAfterTick += 1 }
                    idleWaiting.append((surface, afterTick))
                }
            case (true, "wl_surface", "frame"):
                let ids = objectIDs(in: message.arguments)
                if let id = ids.last { callbacks[id] = message.objectID }
            case (true, "wl_surface", "attach"), (true, "wl_surface", "damage"), (true, "wl_surface", "damage_buffer"):
                withContent.insert(message.objectID)
            case (true, "wl_surface", "commit"):
                let surface = message.objectID
                for (id, owner) in callbacks where owner == surface { outstanding[surface, default: []].insert(id) }
                callbacks = callbacks.filter { $0.value != surface }
                guard withContent.remove(surface) != nil else { break }
                contentSinceDone[surface, default: 0] += 1
                for frame in idleWaiting where frame.surface == surface {
                    result.idleCommittedBeforeRepaint += 1
                    if frame.afterTick { result.afterTickCommittedBeforeRepaint += 1 }
                }
                idleWaiting.removeAll { $0.surface == surface }
            case (false, "wl_callback", "done"):
                guard let surface = outstanding.first(where: { $0.value.contains(message.objectID) })?.key else {
                    break
                }
                outstanding[surface]?.remove(message.objectID)
                result.contentCommitsPerRepaint.append(contentSinceDone[surface, default: 0])
                contentSinceDone[surface] = 0
                idleWaiting.removeAll { $0.surface == surface }
            case (false, "wp_presentation_feedback", "presented"):
                result.presented += 1
            default:
                break
            }
        }
        return result
    }
}
