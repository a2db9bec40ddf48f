import CDBus
import Glibc

/// A private connection to one D-Bus bus through libdbus: method calls (blocking or
/// not), signals, and the little a service needs (owning a name, replying, emitting).
///
/// Used by TouchKitTesting to drive compositors (Mutter's RemoteDesktop, KWin's
/// ScreenShot2) and by the Wayland backend to follow the desktop's colour scheme through
/// the Settings portal (SPEC M3). Blocking calls queue the signals that arrive meanwhile;
/// ``takeMessages(timeout:)`` reads without blocking longer than asked, so a caller can
/// watch ``fileDescriptor`` in its own loop. The connection is private (not shared
/// through libdbus's cache) and closed by ``close()`` or on deinit. A client is not
/// `Sendable`: use each one on one thread.
public final class DBusClient {
    /// A message received on the connection.
    public struct Message: Sendable {
        /// What kind of message it is.
        public enum Kind: Sendable, Equatable {
            /// A call of a method (to a service).
            case methodCall
            /// The reply to a call.
            case methodReturn
            /// An error replying to a call.
            case error
            /// A signal.
            case signal
        }
        /// What kind of message it is.
        public var kind: Kind
        /// The object it concerns.
        public var path: String
        /// Its interface.
        public var interface: String
        /// The method or signal name.
        public var member: String
        /// The unique name of the sender.
        public var sender: String
        /// Its serial number.
        public var serial: UInt32
        /// For a reply or error, the serial of the call it answers; 0 otherwise.
        public var replySerial: UInt32
        /// For an error, its name.
        public var errorName: String
        /// Its arguments.
        public var arguments: [DBusValue]
    }

    /// A signal received on the connection.
    public typealias Signal = Message

    private var raw: OpaquePointer?
    private var queued: [Message] = []

    /// The session bus's address from `DBUS_SESSION_BUS_ADDRESS`, or `nil` when unset.
    public static var sessionBusAddress: String? {
        guard let value = getenv("DBUS_SESSION_BUS_ADDRESS") else { return nil }
        let address = String(cString: value)
        return address.isEmpty ? nil : address
    }

    /// Connects to `address` (for example `unix:path=/run/…/bus`) and registers on the bus.
    ///
    /// - Throws: ``DBusFailure`` when the bus cannot be reached.
    public init(address: String) throws(DBusFailure) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw DBusFailure(call: "connect to \(address)", message: Self.message(error))
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            let text = Self.message(error)
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw DBusFailure(call: "register on \(address)", message: text)
        }
        raw = connection
    }

    deinit { close() }

    /// Closes the connection (safe to call twice).
    public func close() {
        guard let raw else { return }
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
        self.raw = nil
    }

    /// The socket of the connection, to watch for reading in an event loop; `nil` once
    /// closed.
    public var fileDescriptor: Int32? {
        guard let raw else { return nil }
        var fd: Int32 = -1
        guard dbus_connection_get_unix_fd(raw, &fd) != 0 else { return nil }
        return fd
    }

    /// The connection's unique name on the bus (`:1.42`).
    public var uniqueName: String {
        guard let raw, let name = dbus_bus_get_unique_name(raw) else { return "" }
        return String(cString: name)
    }

    /// Asks the bus to route matching signals to this connection.
    /// - Parameter rule: A match rule, for example `type='signal',interface='…'`.
    public func addMatch(_ rule: String) throws(DBusFailure) {
        guard let raw else { throw .closed }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        dbus_bus_add_match(raw, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw DBusFailure(call: "AddMatch \(rule)", message: Self.message(error)) }
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
    /// - Throws: ``DBusFailure`` with the error the service returned.
    @discardableResult
    public func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = [],
        timeout: Double = 10
    ) throws(DBusFailure) -> [DBusValue] {
        guard let raw else { throw .closed }
        let name = "\(interface).\(method)"
        let message = try Self.methodCall(destination, path, interface, method, arguments)
        defer { dbus_message_unref(message) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let reply = dbus_connection_send_with_reply_and_block(raw, message, Int32(timeout * 1000), &error)
        guard let reply else { throw DBusFailure(call: name, message: Self.message(error)) }
        defer { dbus_message_unref(reply) }
        return Self.arguments(of: reply)
    }

    /// Sends a method call without waiting: its reply (or error) arrives later through
    /// ``takeMessages(timeout:)`` with the returned serial as its
    /// ``Message/replySerial``.
    ///
    /// - Returns: The call's serial.
    /// - Throws: ``DBusFailure`` when it cannot be encoded or sent.
    public func send(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue] = []
    ) throws(DBusFailure) -> UInt32 {
        guard let raw else { throw .closed }
        let message = try Self.methodCall(destination, path, interface, method, arguments)
        defer { dbus_message_unref(message) }
        var serial: UInt32 = 0
        guard dbus_connection_send(raw, message, &serial) != 0 else {
            throw DBusFailure(call: "\(interface).\(method)", message: "out of memory")
        }
        dbus_connection_flush(raw)
        return serial
    }

    /// Reads what has arrived (without blocking longer than `timeout` seconds) and
    /// returns the messages received since the last call: signals, replies to
    /// ``send(_:_:_:_:_:)``, errors, and calls to a name this connection owns.
    public func takeMessages(timeout: Double = 0) -> [Message] {
        guard let raw else { return [] }
        _ = dbus_connection_read_write(raw, Int32(timeout * 1000))
        while let message = dbus_connection_pop_message(raw) {
            defer { dbus_message_unref(message) }
            let kind: Message.Kind
            switch dbus_message_get_type(message) {
            case DBUS_MESSAGE_TYPE_SIGNAL: kind = .signal
            case DBUS_MESSAGE_TYPE_METHOD_CALL: kind = .methodCall
            case DBUS_MESSAGE_TYPE_METHOD_RETURN: kind = .methodReturn
            case DBUS_MESSAGE_TYPE_ERROR: kind = .error
            default: continue
            }
            func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
            queued.append(
                Message(
                    kind: kind, path: text(dbus_message_get_path(message)),
                    interface: text(dbus_message_get_interface(message)),
                    member: text(dbus_message_get_member(message)), sender: text(dbus_message_get_sender(message)),
                    serial: dbus_message_get_serial(message), replySerial: dbus_message_get_reply_serial(message),
                    errorName: text(dbus_message_get_error_name(message)), arguments: Self.arguments(of: message)))
        }
        defer { queued.removeAll() }
        return queued
    }

    /// Reads what has arrived and returns the signals received since the last call
    /// (other messages are dropped).
    public func takeSignals(timeout: Double = 0) -> [Signal] {
        takeMessages(timeout: timeout).filter { $0.kind == .signal }
    }

    // MARK: Serving

    /// Takes a well-known name on the bus, as a service does.
    ///
    /// - Throws: ``DBusFailure`` when the bus refuses or another connection owns it.
    public func requestName(_ name: String) throws(DBusFailure) {
        guard let raw else { throw .closed }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let result = dbus_bus_request_name(raw, name, UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE), &error)
        guard result == DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER else {
            throw DBusFailure(
                call: "RequestName \(name)",
                message: dbus_error_is_set(&error) != 0 ? Self.message(error) : "the name is taken")
        }
    }

    /// Replies to a method call this connection received.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - arguments: The reply's arguments.
    public func reply(to call: Message, _ arguments: [DBusValue]) throws(DBusFailure) {
        guard let raw else { throw .closed }
        guard let message = dbus_message_new(DBUS_MESSAGE_TYPE_METHOD_RETURN) else { throw .outOfMemory }
        defer { dbus_message_unref(message) }
        dbus_message_set_no_reply(message, 1)
        dbus_message_set_reply_serial(message, call.serial)
        dbus_message_set_destination(message, call.sender)
        try Self.append(arguments, to: message, call: "reply to \(call.member)")
        var serial: UInt32 = 0
        guard dbus_connection_send(raw, message, &serial) != 0 else { throw .outOfMemory }
        dbus_connection_flush(raw)
    }

    /// Replies to a method call with an error.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - name: The error's name, such as `org.freedesktop.portal.Error.NotFound`.
    ///   - text: A message.
    public func replyError(to call: Message, name: String, _ text: String) throws(DBusFailure) {
        guard let raw else { throw .closed }
        guard let message = dbus_message_new(DBUS_MESSAGE_TYPE_ERROR) else { throw .outOfMemory }
        defer { dbus_message_unref(message) }
        dbus_message_set_no_reply(message, 1)
        dbus_message_set_error_name(message, name)
        dbus_message_set_reply_serial(message, call.serial)
        dbus_message_set_destination(message, call.sender)
        try Self.append([.string(text)], to: message, call: "error reply")
        var serial: UInt32 = 0
        guard dbus_connection_send(raw, message, &serial) != 0 else { throw .outOfMemory }
        dbus_connection_flush(raw)
    }

    /// Emits a signal.
    ///
    /// - Parameters:
    ///   - path: The object sending it.
    ///   - interface: Its interface.
    ///   - member: Its name.
    ///   - arguments: Its arguments.
    public func emit(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue])
        throws(DBusFailure)
    {
        guard let raw else { throw .closed }
        guard let message = dbus_message_new_signal(path, interface, member) else { throw .outOfMemory }
        defer { dbus_message_unref(message) }
        try Self.append(arguments, to: message, call: "\(interface).\(member)")
        var serial: UInt32 = 0
        guard dbus_connection_send(raw, message, &serial) != 0 else { throw .outOfMemory }
        dbus_connection_flush(raw)
    }

    /// A new method-call message with its arguments (the caller unrefs it).
    private static func methodCall(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: [DBusValue]
    ) throws(DBusFailure) -> OpaquePointer {
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else {
            throw DBusFailure(call: "\(interface).\(method)", message: "out of memory or an invalid name or path")
        }
        do {
            try append(arguments, to: message, call: "\(interface).\(method)")
        } catch {
            dbus_message_unref(message)
            throw error
        }
        return message
    }

    /// Appends arguments to a message.
    private static func append(_ arguments: [DBusValue], to message: OpaquePointer, call: String) throws(DBusFailure) {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments {
            guard append(argument, to: &iterator) else {
                throw DBusFailure(call: call, message: "cannot encode \(argument)")
            }
        }
    }
}
