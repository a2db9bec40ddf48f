import TouchKitWayland

extension WaylandBackend {
    /// One turn against an in-process compositor (``WaylandBackend/pumpEvents()``): the
    /// events it sent are read and handed in, and the requests the app made meanwhile
    /// have reached it. Throws when the connection failed.
    func settle() throws {
        if !pumpEvents() { throw connectionError ?? SettleFailure() }
    }
}

/// A connection that failed with no error recorded.
struct SettleFailure: Error {}
