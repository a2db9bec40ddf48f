/// The parsed content of one Wayland protocol XML file.
///
/// This mirrors the elements of `wayland.xml`: a protocol holds interfaces, an
/// interface holds requests, events and enums, a message holds arguments.
public struct ProtocolDefinition: Sendable, Equatable {
    /// The protocol's `name` attribute, such as `wayland` or `xdg_shell`.
    public var name: String
    /// The file the protocol was read from, for diagnostics.
    public var file: String
    /// The protocol's own description, if any.
    public var description: Documentation?
    /// The interfaces, in file order.
    public var interfaces: [InterfaceDefinition]

    /// Creates a protocol definition.
    public init(
        name: String, file: String, description: Documentation? = nil,
        interfaces: [InterfaceDefinition] = []
    ) {
        self.name = name
        self.file = file
        self.description = description
        self.interfaces = interfaces
    }
}

/// A `<description summary="...">text</description>` element.
public struct Documentation: Sendable, Equatable {
    /// The one-line `summary` attribute.
    public var summary: String?
    /// The body text, with the XML indentation still in it.
    public var text: String

    /// Creates documentation from a summary and a body.
    public init(summary: String?, text: String) {
        self.summary = summary
        self.text = text
    }
}

/// One `<interface>`: a Wayland object type.
public struct InterfaceDefinition: Sendable, Equatable {
    /// The wire name, such as `wl_touch`.
    public var name: String
    /// The highest version this XML describes.
    public var version: UInt32
    /// The interface's description.
    public var description: Documentation?
    /// Requests (client to server), in opcode order.
    public var requests: [MessageDefinition]
    /// Events (server to client), in opcode order.
    public var events: [MessageDefinition]
    /// Enumerations declared by this interface.
    public var enums: [EnumDefinition]
    /// The line of the `<interface>` element, for diagnostics.
    public var line: Int

    /// Creates an interface definition.
    public init(
        name: String, version: UInt32, description: Documentation? = nil,
        requests: [MessageDefinition] = [], events: [MessageDefinition] = [],
        enums: [EnumDefinition] = [], line: Int = 0
    ) {
        self.name = name
        self.version = version
        self.description = description
        self.requests = requests
        self.events = events
        self.enums = enums
        self.line = line
    }
}

/// One `<request>` or `<event>`.
public struct MessageDefinition: Sendable, Equatable {
    /// The wire name, such as `set_title`.
    public var name: String
    /// `true` for `type="destructor"`.
    public var isDestructor: Bool
    /// The version that introduced the message (`since`, default 1).
    public var since: UInt32
    /// The version that deprecated the message (`deprecated-since`), if any.
    public var deprecatedSince: UInt32?
    /// The message's description.
    public var description: Documentation?
    /// The arguments, in wire order.
    public var arguments: [ArgumentDefinition]
    /// The line of the element, for diagnostics.
    public var line: Int

    /// Creates a message definition.
    public init(
        name: String, isDestructor: Bool = false, since: UInt32 = 1,
        deprecatedSince: UInt32? = nil, description: Documentation? = nil,
        arguments: [ArgumentDefinition] = [], line: Int = 0
    ) {
        self.name = name
        self.isDestructor = isDestructor
        self.since = since
        self.deprecatedSince = deprecatedSince
        self.description = description
        self.arguments = arguments
        self.line = line
    }
}

/// The wire type of an argument (`type` attribute).
public enum ArgumentType: String, Sendable, Equatable, CaseIterable {
    /// A signed 32-bit integer.
    case int
    /// An unsigned 32-bit integer.
    case uint
    /// A signed 24.8 fixed-point number.
    case fixed
    /// A UTF-8 string.
    case string
    /// A reference to an existing object.
    case object
    /// A newly created object.
    case newID = "new_id"
    /// A byte array.
    case array
    /// A file descriptor.
    case fd

    /// The letter libwayland uses in message signatures.
    public var signatureCharacter: Character {
        switch self {
        case .int: "i"
        case .uint: "u"
        case .fixed: "f"
        case .string: "s"
        case .object: "o"
        case .newID: "n"
        case .array: "a"
        case .fd: "h"
        }
    }
}

/// One `<arg>`.
public struct ArgumentDefinition: Sendable, Equatable {
    /// The wire name, such as `surface_x`.
    public var name: String
    /// The wire type.
    public var type: ArgumentType
    /// The interface of an `object` or `new_id` argument, if the XML names one.
    public var interface: String?
    /// `allow-null="true"`.
    public var allowNull: Bool
    /// The `enum` attribute: `name` or `interface.name`.
    public var enumName: String?
    /// The `summary` attribute.
    public var summary: String?

    /// Creates an argument definition.
    public init(
        name: String, type: ArgumentType, interface: String? = nil, allowNull: Bool = false,
        enumName: String? = nil, summary: String? = nil
    ) {
        self.name = name
        self.type = type
        self.interface = interface
        self.allowNull = allowNull
        self.enumName = enumName
        self.summary = summary
    }
}

/// One `<enum>`.
public struct EnumDefinition: Sendable, Equatable {
    /// The wire name, such as `format`.
    public var name: String
    /// `bitfield="true"`.
    public var isBitfield: Bool
    /// The version that introduced the enum.
    public var since: UInt32
    /// The enum's description.
    public var description: Documentation?
    /// The entries, in file order.
    public var entries: [EnumEntry]

    /// Creates an enum definition.
    public init(
        name: String, isBitfield: Bool = false, since: UInt32 = 1,
        description: Documentation? = nil, entries: [EnumEntry] = []
    ) {
        self.name = name
        self.isBitfield = isBitfield
        self.since = since
        self.description = description
        self.entries = entries
    }
}

/// One `<entry>` of an enum.
public struct EnumEntry: Sendable, Equatable {
    /// The wire name, such as `argb8888` or `90`.
    public var name: String
    /// The numeric value.
    public var value: UInt32
    /// The `summary` attribute or description summary.
    public var summary: String?
    /// The version that introduced the entry.
    public var since: UInt32
    /// The version that deprecated the entry, if any.
    public var deprecatedSince: UInt32?

    /// Creates an enum entry.
    public init(
        name: String, value: UInt32, summary: String? = nil, since: UInt32 = 1,
        deprecatedSince: UInt32? = nil
    ) {
        self.name = name
        self.value = value
        self.summary = summary
        self.since = since
        self.deprecatedSince = deprecatedSince
    }
}
