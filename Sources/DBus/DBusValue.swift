/// A D-Bus value, as sent to and read from the compositors' D-Bus APIs (Mutter's
/// RemoteDesktop and ScreenCast, KWin's ScreenShot2 and Scripting) and the desktop's
/// Settings portal.
///
/// Only the types those calls use are modelled; anything else reads as ``unsupported(_:)``.
public enum DBusValue: Sendable, Hashable, CustomStringConvertible {
    /// `s`.
    case string(String)
    /// `o`.
    case objectPath(String)
    /// `b`.
    case bool(Bool)
    /// `i`.
    case int32(Int32)
    /// `u`.
    case uint32(UInt32)
    /// `t`.
    case uint64(UInt64)
    /// `d`.
    case double(Double)
    /// `h`: a file descriptor passed with the message (sending dups it; a received one is owned by the reader).
    case unixFD(Int32)
    /// `v`.
    indirect case variant(DBusValue)
    /// `a{sv}`, the options dictionary most calls take.
    case dictionary([String: DBusValue])
    /// Any other array, with its elements.
    case array([DBusValue])
    /// An array whose element type is given by its signature (`(so)`, `{ss}`, `u`), so that
    /// an empty one is typed too (AT-SPI's `a(so)` child lists, `a{ss}` attributes).
    case typedArray(element: String, [DBusValue])
    /// A struct, `(…)`, with its fields (AT-SPI's `(so)` object references).
    case structure([DBusValue])
    /// A dictionary entry, `{kv}`, inside a ``typedArray(element:_:)``.
    indirect case dictionaryEntry(DBusValue, DBusValue)
    /// A type this client does not read (its D-Bus type code).
    case unsupported(Character)

    /// The value inside a variant (the value itself otherwise).
    public var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    /// The string, object path, or `nil`.
    public var stringValue: String? {
        switch unwrapped {
        case .string(let s), .objectPath(let s): s
        default: nil
        }
    }

    /// The integer, widened to `Int`, or `nil`.
    public var intValue: Int? {
        switch unwrapped {
        case .int32(let v): Int(v)
        case .uint32(let v): Int(v)
        case .uint64(let v): Int(clamping: v)
        default: nil
        }
    }

    /// The fields of a struct, or `nil`.
    public var structureFields: [DBusValue]? {
        if case .structure(let fields) = unwrapped { return fields }
        return nil
    }

    /// The elements of an array (typed or not), or `nil`.
    public var arrayItems: [DBusValue]? {
        switch unwrapped {
        case .array(let items), .typedArray(_, let items): items
        default: nil
        }
    }

    /// The Boolean, or `nil`.
    public var boolValue: Bool? {
        if case .bool(let b) = unwrapped { return b }
        return nil
    }

    /// The double, or `nil`.
    public var doubleValue: Double? {
        if case .double(let d) = unwrapped { return d }
        return nil
    }

    /// The dictionary, or `nil`.
    public var dictionaryValue: [String: DBusValue]? {
        if case .dictionary(let d) = unwrapped { return d }
        return nil
    }

    /// The D-Bus signature of this value.
    public var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .bool: "b"
        case .int32: "i"
        case .uint32: "u"
        case .uint64: "t"
        case .double: "d"
        case .unixFD: "h"
        case .variant: "v"
        case .dictionary: "a{sv}"
        case .array(let items): "a" + (items.first?.signature ?? "v")
        case .typedArray(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .unsupported(let code): String(code)
        }
    }

    /// The value as D-Bus tools print it.
    public var description: String {
        switch self {
        case .string(let s): "'\(s)'"
        case .objectPath(let s): "objectpath '\(s)'"
        case .bool(let b): "\(b)"
        case .int32(let v): "int32 \(v)"
        case .uint32(let v): "uint32 \(v)"
        case .uint64(let v): "uint64 \(v)"
        case .double(let v): "\(v)"
        case .unixFD(let fd): "handle \(fd)"
        case .variant(let v): "<\(v)>"
        case .dictionary(let d): "{" + d.keys.sorted().map { "'\($0)': \(d[$0]!)" }.joined(separator: ", ") + "}"
        case .array(let items), .typedArray(_, let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .structure(let fields): "(" + fields.map(\.description).joined(separator: ", ") + ")"
        case .dictionaryEntry(let key, let value): "\(key): \(value)"
        case .unsupported(let code): "<type \(code)>"
        }
    }
}
