import CDBus
import Foundation

/// A private connection to one D-Bus bus (libdbus), for driving a compositor.
///
/// Calls block until their reply arrives; signals that arrive meanwhile are queued and
/// read with ``takeSignals()``. The connection is private (not shared through libdbus's
/// cache) and closed by ``close()`` or on deinit, which ends every session the
/// compositor tied to it (Mutter's remote-desktop session dies with its client).
@MainActor
final class DBusConnection {
    /// A signal received on the connection.
    struct Signal {
        /// The object that sent it.
        var path: String
        /// Its interface.
        var interface: String
        /// Its name.
        var member: String
        /// Its arguments.
        var arguments: [DBusValue]
    }

    private var raw: OpaquePointer?
    private var queued: [Signal] = []

    /// Connects to `address` (for example `unix:path=/run/…/bus`) and registers on the bus.
    init(address: String) throws(SessionError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw .dbus(call: "connect to \(address)", message: Self.message(error))
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            let text = Self.message(error)
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw .dbus(call: "register on \(address)", message: text)
        }
        raw = connection
    }

    isolated deinit { close() }

    /// Closes the connection (safe to call twice).
    func close() {
        guard let raw else { return }
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
        self.raw = nil
    }

    /// Asks the bus to route matching signals to this connection.
    /// - Parameter rule: A match rule, for example `type='signal',interface='…'`.
    func addMatch(_ rule: String) throws(SessionError) {
        guard let raw else { throw .stopped }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(raw, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw .dbus(call: "AddMatch \(rule)", message: Self.message(error)) }
    }

    /// Calls a method and waits for its reply.
    /// - Parameters:
    ///   - destination: The bus name.
    ///   - path: The object path.
    ///   - interface: The interface.
    ///   - method: The method.
    ///   - arguments: The arguments, in order.
    ///   - timeout: Seconds to wait for the reply.
    /// - Returns: The reply's arguments.
    /// - Throws: ``SessionError/dbus(call:message:)`` with the error the service returned.
    @discardableResult
    func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = [],
        timeout: Double = 10
    ) throws(SessionError) -> [DBusValue] {
        guard let raw else { throw .stopped }
        let name = "\(interface).\(method)"
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else {
            throw .dbus(call: name, message: "out of memory")
        }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments {
            guard Self.append(argument, to: &iterator) else {
                throw .dbus(call: name, message: "cannot encode \(argument)")
            }
        }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        // Signals that arrive while blocking stay in libdbus's queue; take them first.
        let reply = dbus_connection_send_with_reply_and_block(raw, message, Int32(timeout * 1000), &error)
        guard let reply else { throw .dbus(call: name, message: Self.message(error)) }
        defer { dbus_message_unref(reply) }
        return Self.arguments(of: reply)
    }

    /// Reads what has arrived (without blocking longer than `timeout`) and returns the
    /// signals received since the last call.
    func takeSignals(timeout: Double = 0) -> [Signal] {
        guard let raw else { return [] }
        _ = dbus_connection_read_write(raw, Int32(timeout * 1000))
        while let message = dbus_connection_pop_message(raw) {
            defer { dbus_message_unref(message) }
            guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL else { continue }
            queued.append(
                Signal(
                    path: dbus_message_get_path(message).map { String(cString: $0) } ?? "",
                    interface: dbus_message_get_interface(message).map { String(cString: $0) } ?? "",
                    member: dbus_message_get_member(message).map { String(cString: $0) } ?? "",
                    arguments: Self.arguments(of: message)))
        }
        defer { queued.removeAll() }
        return queued
    }

    // MARK: Encoding

    private static func code(_ c: Character) -> Int32 { Int32(c.asciiValue!) }

    private static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
        switch value {
        case .string(let s), .objectPath(let s):
            return s.withCString { pointer in
                var p: UnsafePointer<CChar>? = pointer
                return dbus_message_iter_append_basic(&iterator, code(value.signature.first!), &p) != 0
            }
        case .bool(let b):
            var v: dbus_bool_t = b ? 1 : 0
            return dbus_message_iter_append_basic(&iterator, code("b"), &v) != 0
        case .int32(var v):
            return dbus_message_iter_append_basic(&iterator, code("i"), &v) != 0
        case .uint32(var v):
            return dbus_message_iter_append_basic(&iterator, code("u"), &v) != 0
        case .uint64(var v):
            return dbus_message_iter_append_basic(&iterator, code("t"), &v) != 0
        case .double(var v):
            return dbus_message_iter_append_basic(&iterator, code("d"), &v) != 0
        case .unixFD(var fd):
            return dbus_message_iter_append_basic(&iterator, code("h"), &fd) != 0
        case .variant(let inner):
            return container(code("v"), inner.signature, &iterator) { sub in append(inner, to: &sub) }
        case .dictionary(let entries):
            return container(code("a"), "{sv}", &iterator) { array in
                for key in entries.keys.sorted() {
                    let ok = container(code("e"), nil, &array) { entry in
                        append(.string(key), to: &entry) && append(.variant(entries[key]!.unwrapped), to: &entry)
                    }
                    if !ok { return false }
                }
                return true
            }
        case .array(let items):
            let element = String(value.signature.dropFirst())
            return container(code("a"), element, &iterator) { sub in items.allSatisfy { append($0, to: &sub) } }
        case .unsupported:
            return false
        }
    }

    private static func container(
        _ type: Int32, _ signature: String?, _ iterator: inout DBusMessageIter, _ body: (inout DBusMessageIter) -> Bool
    ) -> Bool {
        var sub = DBusMessageIter()
        let opened: Bool =
            if let signature {
                signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &sub) != 0 }
            } else {
                dbus_message_iter_open_container(&iterator, type, nil, &sub) != 0
            }
        guard opened else { return false }
        let ok = body(&sub)
        if !ok {
            dbus_message_iter_abandon_container(&iterator, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &sub) != 0
    }

    // MARK: Decoding

    private static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        var values: [DBusValue] = []
        repeat {
            values.append(read(&iterator))
        } while dbus_message_iter_next(&iterator) != 0
        return values
    }

    private static func read(_ iterator: inout DBusMessageIter) -> DBusValue {
        let type = dbus_message_iter_get_arg_type(&iterator)
        let character = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: type)))
        switch character {
        case "s", "o":
            var p: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &p)
            let s = p.map { String(cString: $0) } ?? ""
            return character == "s" ? .string(s) : .objectPath(s)
        case "b":
            var v: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iterator, &v)
            return .bool(v != 0)
        case "i", "h":
            var v: Int32 = 0
            dbus_message_iter_get_basic(&iterator, &v)
            return character == "i" ? .int32(v) : .unixFD(v)
        case "u":
            var v: UInt32 = 0
            dbus_message_iter_get_basic(&iterator, &v)
            return .uint32(v)
        case "t":
            var v: UInt64 = 0
            dbus_message_iter_get_basic(&iterator, &v)
            return .uint64(v)
        case "x":
            var v: Int64 = 0
            dbus_message_iter_get_basic(&iterator, &v)
            return .uint64(UInt64(bitPattern: v))
        case "d":
            var v: Double = 0
            dbus_message_iter_get_basic(&iterator, &v)
            return .double(v)
        case "v":
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            return .variant(read(&sub))
        case "a":
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            let isDictionary = dbus_message_iter_get_element_type(&iterator) == code("e")
            var items: [DBusValue] = []
            var entries: [String: DBusValue] = [:]
            while dbus_message_iter_get_arg_type(&sub) != 0 {
                if isDictionary {
                    var entry = DBusMessageIter()
                    dbus_message_iter_recurse(&sub, &entry)
                    let key = read(&entry)
                    dbus_message_iter_next(&entry)
                    entries[key.stringValue ?? key.description] = read(&entry)
                } else {
                    items.append(read(&sub))
                }
                dbus_message_iter_next(&sub)
            }
            return isDictionary ? .dictionary(entries) : .array(items)
        default:
            return .unsupported(character)
        }
    }

    private static func message(_ error: DBusError) -> String {
        let name = error.name.map { String(cString: $0) } ?? "error"
        let text = error.message.map { String(cString: $0) } ?? "no message"
        return "\(name): \(text)"
    }
}
