import CWaylandServer

/// The frame callbacks of the client's surfaces (`wl_surface.frame`), which a test sends
/// when it likes, with the time it likes: an animated cursor steps at its cursor
/// surface's callbacks (SPEC P21).
extension MockCompositor {
    /// The ids of the surfaces the client set as a cursor (`wl_pointer.set_cursor`,
    /// `zwp_tablet_tool_v2.set_cursor`), oldest first, each once.
    public var cursorSurfaceIDs: [UInt32] {
        var ids: [UInt32] = []
        for request in received where request.name == "set_cursor" {
            if let id = request.objects.first, id != 0, !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    /// How many frame callbacks of the surface `id` wait for their `done`.
    public func pendingFrameCallbackCount(surface id: UInt32) -> Int {
        let box = CountBox()
        perform { server in box.count = server.pendingFrameCallbacks.count(where: { $0.surface == id }) }
        return box.count
    }

    /// Sends `wl_callback.done` with `time` (milliseconds) for every frame callback the
    /// surface `id` asked for so far, and destroys them as a compositor does.
    public func finishFrameCallbacks(surface id: UInt32, time: UInt32) {
        perform { server in
            let due = server.pendingFrameCallbacks.filter { $0.surface == id }
            server.pendingFrameCallbacks.removeAll { $0.surface == id }
            for entry in due {
                server.post(to: entry.callback, opcode: 0, [.uint(time)])
                server.forget(entry.callback, of: "wl_callback")
                wl_resource_destroy(entry.callback)
            }
        }
    }
}

/// Carries a count out of the server thread.
private final class CountBox: @unchecked Sendable {
    var count = 0
}
