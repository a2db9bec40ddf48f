import CWaylandClient

/// Owns a `wl_display *` and disconnects it when the last user lets go.
///
/// ``Display`` and every ``Proxy`` created through it hold a strong reference, so the
/// connection outlives all of its proxies whatever order they are released in.
final class DisplayConnection: @unchecked Sendable {
    /// The `wl_display *`.
    let raw: OpaquePointer

    init(raw: OpaquePointer) {
        self.raw = raw
    }

    deinit {
        wl_display_disconnect(raw)
    }
}
