import CDBus
import Glibc

/// Values to and from libdbus messages: ``DBusValue`` appended with the message
/// iterator, by its signature, and read back the same way.
extension DBusClient {
    // MARK: Encoding

    private static func code(_ c: Character) -> Int32 { Int32(c.asciiValue!) }

    static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
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
        case .typedArray(let element, let items):
            return container(code("a"), element, &iterator) { sub in items.allSatisfy { append($0, to: &sub) } }
        case .structure(let fields):
            return container(code("r"), nil, &iterator) { sub in fields.allSatisfy { append($0, to: &sub) } }
        case .dictionaryEntry(let key, let value):
            return container(code("e"), nil, &iterator) { sub in append(key, to: &sub) && append(value, to: &sub) }
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

    static func arguments(of message: OpaquePointer) -> [DBusValue] {
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
        case "r":
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            var fields: [DBusValue] = []
            while dbus_message_iter_get_arg_type(&sub) != 0 {
                fields.append(read(&sub))
                dbus_message_iter_next(&sub)
            }
            return .structure(fields)
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

    static func message(_ error: DBusError) -> String {
        let name = error.name.map { String(cString: $0) } ?? "error"
        let text = error.message.map { String(cString: $0) } ?? "no message"
        return "\(name): \(text)"
    }
}
