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

extension WaylandBackend {
    /// One turn of the run loop against an in-process compositor, without sleeping: what
    /// the compositor sent is read and dispatched, the loop's work after dispatch runs as
    /// in a real turn (touch frames delivered, pacers told of input, timed work due on
    /// ``pacingClock``, the draws waiting for the loop to sleep), and one more round trip
    /// brings the app's requests to the compositor. `false` once the connection failed.
    package func runTurn() -> Bool {
        do {
            _ = try connection.display.roundtrip()
            _ = try connection.display.roundtrip()
            connection.loop.workAfterDispatch(connection)
            _ = try connection.display.roundtrip()
        } catch {
            return false
        }
        return true
    }

    /// The clock of the windows' pacing and of the loop's timed work, in seconds:
    /// CLOCK_MONOTONIC, or a test's own, so that late drawing (SPEC D12) is proven by
    /// state, with no wall-clock time.
    package var pacingClock: @MainActor () -> Double {
        get { connection.loop.clock }
        set { connection.loop.clock = newValue }
    }
}
