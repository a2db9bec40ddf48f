extension SwiftEmitter {
    /// Emits an enum as a `RawRepresentable` struct (compositors may send values this
    /// build does not know), or as an `OptionSet` for bitfields.
    func emitEnum(_ enumeration: EnumDefinition, of interface: InterfaceDefinition, into writer: inout SourceWriter)
        throws(ScannerError)
    {
        let typeName = Self.nestedEnumTypeName(enumeration.name, owner: interface)
        writer.documentation(
            enumeration.description, fallback: "`\(interface.name).\(enumeration.name)` values.",
            extra: [
                enumeration.isBitfield
                    ? "A bitfield: combine the constants as an option set."
                    : "Values this build does not list are kept as they are in `rawValue`."
            ])
        let conformances =
            enumeration.isBitfield
            ? "OptionSet, Hashable, Sendable" : "RawRepresentable, Hashable, Sendable, CustomStringConvertible"
        try writer.block("public struct \(typeName): \(conformances) {") { body throws(ScannerError) in
            body.line("/// The wire value.")
            body.line("public var rawValue: UInt32")
            body.line()
            body.line("/// Creates a value from its wire representation, known or not.")
            body.line("public init(rawValue: UInt32) { self.rawValue = rawValue }")
            var usedNames: Set<String> = []
            for entry in enumeration.entries {
                if enumeration.isBitfield && entry.value == 0 {
                    body.line()
                    body.line("// `\(entry.name)` (0) is the empty set, `[]`.")
                    continue
                }
                var name = SwiftNaming.entryName(entry.name, enumName: enumeration.name)
                if usedNames.contains(name) || name == "rawValue" || name == "description" { name += "Value" }
                usedNames.insert(name)
                body.line()
                var summary = entry.summary?.trimmingWhitespace.capitalizedFirst ?? "`\(entry.name)`"
                if entry.since > 1 { summary += " (since version \(entry.since))" }
                if let deprecated = entry.deprecatedSince { summary += " (deprecated since version \(deprecated))" }
                body.line("/// \(summary)")
                body.line(
                    "public static let \(SwiftNaming.escaped(name)) = \(typeName)(rawValue: \(Self.hex(entry.value, bitfield: enumeration.isBitfield)))"
                )
            }
            guard !enumeration.isBitfield else { return }
            body.line()
            body.line("/// The XML name of a known value, else the number.")
            try body.block("public var description: String {") { inner throws(ScannerError) in
                try inner.block("switch rawValue {") { cases throws(ScannerError) in
                    var seen: Set<UInt32> = []
                    for entry in enumeration.entries where seen.insert(entry.value).inserted {
                        cases.line("case \(Self.hex(entry.value, bitfield: false)): \(entry.name.swiftLiteral)")
                    }
                    cases.line("default: String(rawValue)")
                }
            }
        }
    }

    static func hex(_ value: UInt32, bitfield: Bool) -> String {
        bitfield || value > 0xFFFF ? "0x" + String(value, radix: 16) : String(value)
    }
}
