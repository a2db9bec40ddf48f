extension SwiftEmitter {
    /// The Swift type of an event argument.
    func eventType(_ argument: ArgumentDefinition, in interface: InterfaceDefinition) -> String {
        if let enumName = argument.enumName { return enumTypeName(enumName, in: interface) }
        switch argument.type {
        case .int, .fd: return "Int32"
        case .uint: return "UInt32"
        case .fixed: return "Double"
        case .string: return argument.allowNull ? "String?" : "String"
        case .array: return Self.arrayType(argument)
        case .object: return (argument.interface.map(SwiftNaming.typeName) ?? "Proxy") + "?"
        case .newID: return argument.interface.map(SwiftNaming.typeName) ?? "Proxy"
        }
    }

    /// The expression converting `arguments[index]` to the event argument's Swift value.
    func eventValue(_ argument: ArgumentDefinition, index: Int, in interface: InterfaceDefinition) -> String {
        let slot = "arguments[\(index)]"
        if let enumName = argument.enumName {
            let type = enumTypeName(enumName, in: interface)
            return argument.type == .int
                ? "\(type)(rawValue: UInt32(bitPattern: \(slot).i))" : "\(type)(rawValue: \(slot).u)"
        }
        switch argument.type {
        case .int: return "\(slot).i"
        case .uint: return "\(slot).u"
        case .fd: return "\(slot).h"
        case .fixed: return "WireConversion.double(fromFixed: \(slot).f)"
        case .string:
            return argument.allowNull ? "WireConversion.optionalString(\(slot).s)" : "WireConversion.string(\(slot).s)"
        case .array:
            return Self.arrayType(argument) == "[UInt32]"
                ? "WireConversion.uint32s(\(slot).a)" : "WireConversion.bytes(\(slot).a)"
        case .object:
            return "Proxy.existing(\(slot).o, as: \(argument.interface.map(SwiftNaming.typeName) ?? "Proxy").self)"
        case .newID:
            return
                "adopt(\(SwiftNaming.memberName(argument.name))Proxy, as: \(argument.interface.map(SwiftNaming.typeName) ?? "Proxy").self)"
        }
    }

    func emitEventEnum(_ interface: InterfaceDefinition, into writer: inout SourceWriter) throws(ScannerError) {
        writer.line("/// The events of `\(interface.name)`, delivered to ``onEvent``.")
        try writer.block("public enum Event: Sendable {") { body throws(ScannerError) in
            for (index, event) in interface.events.enumerated() {
                if index > 0 { body.line() }
                var extra: [String] = []
                let documented = event.arguments.filter { !($0.summary ?? "").isEmpty || $0.type == .fd }
                if !documented.isEmpty {
                    extra.append("- Parameters:")
                    for argument in documented {
                        var summary = argument.summary?.trimmingWhitespace.capitalizedFirst ?? ""
                        if argument.type == .fd {
                            summary +=
                                (summary.isEmpty ? "" : ". ")
                                + "The handler owns the received descriptor and must close it"
                        }
                        extra.append("  - \(SwiftNaming.memberName(argument.name)): \(summary)")
                    }
                }
                var note = "- Note: `\(interface.name).\(event.name)`, since version \(event.since)"
                if let deprecated = event.deprecatedSince { note += ", deprecated since version \(deprecated)" }
                if event.isDestructor { note += "; the object is destroyed right after the handler returns" }
                extra.append(note + ".")
                body.documentation(event.description, fallback: "`\(interface.name).\(event.name)`.", extra: extra)
                let values = event.arguments.map {
                    "\(SwiftNaming.escapedMemberName($0.name)): \(eventType($0, in: interface))"
                }
                let caseName = SwiftNaming.escapedMemberName(event.name)
                body.line(values.isEmpty ? "case \(caseName)" : "case \(caseName)(\(values.joined(separator: ", ")))")
            }
        }
    }

    func emitDispatch(_ interface: InterfaceDefinition, into writer: inout SourceWriter) throws(ScannerError) {
        writer.line("/// Converts an event's wire arguments and calls ``onEvent``.")
        writer.line("@_spi(WaylandGenerated)")
        try writer.block(
            "public override func dispatch(opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>) {"
        ) { body throws(ScannerError) in
            body.line("let event: Event")
            try body.block("switch opcode {") { cases throws(ScannerError) in
                for (opcode, event) in interface.events.enumerated() {
                    cases.line("case \(opcode):")
                    for (index, argument) in event.arguments.enumerated() where argument.type == .newID {
                        cases.line(
                            "    guard let \(SwiftNaming.memberName(argument.name))Proxy = arguments[\(index)].o else { return }"
                        )
                    }
                    let caseName = SwiftNaming.escapedMemberName(event.name)
                    if event.arguments.isEmpty {
                        cases.line("    event = .\(caseName)")
                    } else {
                        let values = event.arguments.enumerated().map { index, argument in
                            "\(SwiftNaming.escapedMemberName(argument.name)): \(eventValue(argument, index: index, in: interface))"
                        }
                        cases.line("    event = .\(caseName)(")
                        for (position, value) in values.enumerated() {
                            cases.line("        \(value)\(position == values.count - 1 ? ")" : ",")")
                        }
                    }
                }
                cases.line("default:")
                cases.line("    return")
            }
            body.line("onEvent?(event)")
            let destructors = interface.events.enumerated().filter { $0.element.isDestructor }.map { String($0.offset) }
            if !destructors.isEmpty {
                let condition = destructors.map { "opcode == \($0)" }.joined(separator: " || ")
                body.line("if \(condition) { destroyAfterDestructorEvent() }")
            }
        }
    }
}
