extension WaylandBackend {
    /// Reads and answers everything the compositor sent (two round trips), hands the
    /// frames the seats collected to the application, as a turn of the run loop does but
    /// without waiting, and makes one more round trip, so that the requests the app made
    /// while handling them have reached the compositor: for in-process compositors in
    /// tests (the mock compositor's, the hostile compositor, `touchkit fuzz
    /// --compositor`). `false` once the connection failed.
    package func pumpEvents() -> Bool {
        do {
            _ = try connection.display.roundtrip()
            _ = try connection.display.roundtrip()
            for seat in connection.seats.values { seat.flushPendingTouches() }
            _ = try connection.display.roundtrip()
        } catch {
            return false
        }
        return true
    }

    /// The error that ended the connection (a `WaylandError`), or `nil` while it is healthy.
    package var connectionError: (any Error)? { connection.display.error }

    /// Whether a connection that fails while sending ends the process with one line and
    /// status 1, as it does for every app; an in-process compositor's tests turn it off and
    /// check ``connectionError`` instead.
    package var endsProcessOnFailure: Bool {
        get { connection.endsProcessOnFailure }
        set { connection.endsProcessOnFailure = newValue }
    }

    /// The connection object, for checks that it is freed with its backend.
    package var connectionObject: AnyObject { connection }

    /// The line an app whose connection ended with `error` prints before it exits with status 1.
    package static func failureLine(for error: any Error) -> String {
        WaylandRunLoop.failureLine(error, busyBeforeFailure: .zero)
    }
}
