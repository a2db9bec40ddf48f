import DBus

/// TouchKitTesting's connection to a compositor's bus: the `DBus` module's
/// `DBusClient` with its failures reported as ``SessionError/dbus(call:message:)``.
///
/// Calls block until their reply arrives; signals that arrive meanwhile are queued and
/// read with ``takeSignals(timeout:)``. Closing it (or its deinit) ends every session the
/// compositor tied to it (Mutter's remote-desktop session dies with its client).
@MainActor
final class DBusConnection {
    private let client: DBusClient

    /// Connects to `address` and registers on the bus.
    init(address: String) throws(SessionError) {
        do {
            client = try DBusClient(address: address)
        } catch {
            throw SessionError(error)
        }
    }

    /// Closes the connection (safe to call twice).
    func close() { client.close() }

    /// Asks the bus to route matching signals to this connection.
    func addMatch(_ rule: String) throws(SessionError) {
        do { try client.addMatch(rule) } catch { throw SessionError(error) }
    }

    /// Calls a method and waits for its reply.
    @discardableResult
    func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = [],
        timeout: Double = 10
    ) throws(SessionError) -> [DBusValue] {
        do {
            return try client.call(destination, path, interface, method, arguments, timeout: timeout)
        } catch {
            throw SessionError(error)
        }
    }

    /// Reads what has arrived and returns the signals received since the last call.
    func takeSignals(timeout: Double = 0) -> [DBusClient.Signal] {
        client.takeSignals(timeout: timeout)
    }
}

extension SessionError {
    /// A D-Bus failure as a session error (a closed connection is a stopped session).
    init(_ failure: DBusFailure) {
        self = failure == .closed ? .stopped : .dbus(call: failure.call, message: failure.message)
    }
}
