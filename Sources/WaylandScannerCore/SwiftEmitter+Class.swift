extension SwiftEmitter {
    /// Members of `Proxy` that generated requests must not shadow.
    static let reservedMembers: Set<String> = [
        "version", "id", "isAlive", "rawProxy", "description", "dispatch", "marshal", "argument",
        "supports", "onEvent", "interface", "interfaceName", "interfaceVersion",
        "destroyAfterDestructorEvent", "existing",
    ]

    /// Emits one interface's class.
    func emitClass(_ interface: InterfaceDefinition, into writer: inout SourceWriter) throws(ScannerError) {
        let className = SwiftNaming.typeName(interface.name)
        let index = interfaces[interface.name]?.index ?? 0
        writer.line("// MARK: - \(interface.name)")
        writer.line()
        writer.documentation(
            interface.description, fallback: "The `\(interface.name)` interface.",
            extra: ["Interface `\(interface.name)`, version \(interface.version) in this build."])
        writer.line("@MainActor")
        try writer.block("public final class \(className): Proxy, WaylandInterface {") { body throws(ScannerError) in
            body.line("/// The `\(interface.name)` interface table.")
            body.line(
                "public nonisolated(unsafe) static let interface: UnsafePointer<wl_interface> = UnsafePointer(interfaceTables[\(index)])"
            )
            body.line("/// The wire name, `\(interface.name)`.")
            body.line("public nonisolated static let interfaceName = \(interface.name.swiftLiteral)")
            body.line("/// The highest version these bindings know.")
            body.line("public nonisolated static let interfaceVersion: UInt32 = \(interface.version)")
            if !interface.requests.isEmpty {
                body.line()
                try emitRequestEnum(interface, into: &body)
            }
            if !interface.events.isEmpty {
                body.line()
                try emitEventEnum(interface, into: &body)
                body.line()
                body.line("/// Called on the main actor with each event of this object.")
                body.line("///")
                body.line("/// Objects in events are the existing Swift objects (`nil` if unknown, destroyed or")
                body.line("/// not created by these bindings); objects the event creates are new Swift objects:")
                body.line("/// keep them, or they are destroyed (client side) when the event is released.")
                body.line("public var onEvent: (@MainActor (Event) -> Void)?")
            }
            for (opcode, request) in interface.requests.enumerated() {
                body.line()
                try emitRequest(request, opcode: opcode, of: interface, into: &body)
            }
            try emitDestroyOverride(interface, into: &body)
            if !interface.events.isEmpty {
                body.line()
                try emitDispatch(interface, into: &body)
            }
            for enumeration in interface.enums {
                body.line()
                try emitEnum(enumeration, of: interface, into: &body)
            }
        }
    }

    /// The Swift name of a request method.
    func requestMethodName(_ request: MessageDefinition) -> String {
        let name = SwiftNaming.memberName(request.name)
        return Self.reservedMembers.contains(name) ? name + "Request" : name
    }

    /// The `destroy` destructor request becomes the `destroy()` override itself.
    func isDestroyOverride(_ request: MessageDefinition) -> Bool {
        request.isDestructor && request.name == "destroy" && request.arguments.isEmpty
    }

    func emitRequestEnum(_ interface: InterfaceDefinition, into writer: inout SourceWriter) throws(ScannerError) {
        writer.line("/// The requests of `\(interface.name)`; `rawValue` is the opcode.")
        try writer.block("public enum Request: UInt32, Sendable, CaseIterable {") { body throws(ScannerError) in
            for (opcode, request) in interface.requests.enumerated() {
                body.line("/// `\(interface.name).\(request.name)`, since version \(request.since).")
                body.line("case \(SwiftNaming.escapedMemberName(request.name)) = \(opcode)")
            }
            body.line()
            body.line("/// The version that introduced the request.")
            try body.block("public var since: UInt32 {") { inner throws(ScannerError) in
                try inner.block("switch self {") { cases throws(ScannerError) in
                    for request in interface.requests {
                        cases.line("case .\(SwiftNaming.escapedMemberName(request.name)): \(request.since)")
                    }
                }
            }
        }
        writer.line()
        writer.line("/// Whether the bound `version` has `request`; requests it lacks are not sent.")
        writer.line("public func supports(_ request: Request) -> Bool { version >= request.since }")
    }

    /// Swift type and the expression that stores a value of it into `wireArguments[i]`.
    private func requestParameter(_ argument: ArgumentDefinition, in interface: InterfaceDefinition) -> (
        type: String, store: (String, Int) -> String
    ) {
        let name = SwiftNaming.escapedMemberName(argument.name)
        if let enumName = argument.enumName {
            let type = enumTypeName(enumName, in: interface)
            return argument.type == .int
                ? (type, { "\($0)[\($1)].i = Int32(bitPattern: \(name).rawValue)" })
                : (type, { "\($0)[\($1)].u = \(name).rawValue" })
        }
        switch argument.type {
        case .int: return ("Int32", { "\($0)[\($1)].i = \(name)" })
        case .uint: return ("UInt32", { "\($0)[\($1)].u = \(name)" })
        case .fixed: return ("Double", { "\($0)[\($1)].f = WireConversion.fixed(from: \(name))" })
        case .string:
            return (argument.allowNull ? "String?" : "String", { "\($0)[\($1)].s = wireStorage.string(\(name))" })
        case .array:
            return (Self.arrayType(argument), { "\($0)[\($1)].a = wireStorage.array(\(name))" })
        case .fd: return ("Int32", { "\($0)[\($1)].h = \(name)" })
        case .object:
            let type = argument.interface.map(SwiftNaming.typeName) ?? "Proxy"
            if argument.allowNull {
                return (type + "?", { "\($0)[\($1)].o = \(name)?.rawProxy" })
            }
            return (type, { "\($0)[\($1)].o = \(name)Proxy" })
        case .newID: return ("Never", { _, _ in "" })
        }
    }

    /// `[UInt32]` for arrays that are lists of 32-bit values (`keys`, `states`), else `[UInt8]`.
    static func arrayType(_ argument: ArgumentDefinition) -> String {
        ["keys", "states"].contains(argument.name) ? "[UInt32]" : "[UInt8]"
    }

    func emitRequest(
        _ request: MessageDefinition, opcode: Int, of interface: InterfaceDefinition, into writer: inout SourceWriter
    ) throws(ScannerError) {
        let file = interfaces[interface.name]?.file ?? ""
        let created = request.arguments.filter { $0.type == .newID }
        guard created.count <= 1 else {
            throw ScannerError(
                file: file, line: request.line,
                message: "\(interface.name).\(request.name) creates more than one object")
        }
        let newID = created.first
        let isGeneric = newID != nil && newID?.interface == nil
        let visible = request.arguments.filter { $0.type != .newID }
        let methodName = isDestroyOverride(request) ? "destroy" : requestMethodName(request)
        let qualifiedName = "\(interface.name).\(request.name)"

        var parameters: [String] = []
        var parameterDocs: [String] = []
        if isGeneric {
            parameters.append("_ type: T.Type = T.self")
            parameterDocs.append("  - type: The interface class to create.")
        }
        for (position, argument) in visible.enumerated() {
            let swiftName = SwiftNaming.memberName(argument.name)
            let escapedName = SwiftNaming.escapedMemberName(argument.name)
            let upperName = SwiftNaming.typeName(argument.name)
            let unlabelled = position == 0 && !isGeneric && methodName.hasSuffix(upperName) && methodName != swiftName
            let type = requestParameter(argument, in: interface).type
            parameters.append(unlabelled ? "_ \(escapedName): \(type)" : "\(escapedName): \(type)")
            var summary = argument.summary?.trimmingWhitespace ?? ""
            if argument.type == .fd {
                summary +=
                    (summary.isEmpty ? "" : ". ")
                    + "The caller keeps ownership of the descriptor (libwayland duplicates it)"
            }
            parameterDocs.append(
                "  - \(swiftName): \(summary.isEmpty ? "`\(argument.name)`" : summary.capitalizedFirst)")
        }
        if isGeneric {
            parameters.append("version: UInt32")
            parameterDocs.append("  - version: The version to bind, clamped to `1...T.interfaceVersion`.")
        }

        let returnType: String? = newID.map { $0.interface.map(SwiftNaming.typeName) ?? "T" }
        var extra: [String] = []
        if !parameterDocs.isEmpty {
            extra.append("- Parameters:")
            extra += parameterDocs
        }
        if let returnType {
            extra.append("- Returns: The new `\(returnType)`; inert (`isAlive == false`) if the request was not sent.")
        }
        extra.append(
            "- Note: `\(qualifiedName)`, since version \(request.since)\(request.deprecatedSince.map { ", deprecated since version \($0)" } ?? "")\(request.isDestructor ? "; destroys the object" : "")."
        )
        writer.documentation(request.description, fallback: "Sends `\(qualifiedName)`.", extra: extra)

        let generic = isGeneric ? "<T: WaylandInterface>" : ""
        let override = methodName == "destroy" ? "override " : ""
        let signature =
            "public \(override)func \(methodName)\(generic)(\(parameters.joined(separator: ", ")))"
            + (returnType.map { " -> \($0)" } ?? "")
        let failure = returnType.map { "return adopt(nil, as: \($0).self)" } ?? "return"
        try writer.block(signature + " {") { body throws(ScannerError) in
            if methodName == "destroy" {
                try body.block("guard version >= \(request.since) else {") { inner throws(ScannerError) in
                    inner.line("super.destroy()")
                    inner.line("return")
                }
            }
            // Non-nullable objects must be alive: libwayland aborts on a NULL there.
            for argument in visible where argument.type == .object && !argument.allowNull {
                let name = SwiftNaming.escapedMemberName(argument.name)
                body.line(
                    "guard let \(SwiftNaming.memberName(argument.name))Proxy = argument(\(name), request: \(qualifiedName.swiftLiteral)) else { \(failure) }"
                )
            }
            if isGeneric {
                body.line("let boundVersion = max(1, min(version, T.interfaceVersion))")
            }
            let wireCount = request.arguments.reduce(0) { $0 + ($1.type == .newID && $1.interface == nil ? 3 : 1) }
            body.line("var wireArguments = [wl_argument](repeating: wl_argument(), count: \(wireCount))")
            let needsStorage = isGeneric || request.arguments.contains { $0.type == .string || $0.type == .array }
            if needsStorage {
                body.line("var wireStorage = ArgumentStorage()")
                body.line("defer { wireStorage.release() }")
            }
            var wireIndex = 0
            for argument in request.arguments {
                if argument.type == .newID {
                    if argument.interface == nil {
                        body.line("wireArguments[\(wireIndex)].s = wireStorage.string(T.interfaceName)")
                        body.line("wireArguments[\(wireIndex + 1)].u = boundVersion")
                        wireIndex += 3
                    } else {
                        wireIndex += 1
                    }
                    continue
                }
                body.line(requestParameter(argument, in: interface).store("wireArguments", wireIndex))
                wireIndex += 1
            }
            var call = "opcode: \(opcode), name: \(qualifiedName.swiftLiteral), since: \(request.since)"
            if let returnType {
                call += ", creating: \(returnType).interface"
                if isGeneric { call += ", version: boundVersion" }
            }
            if request.isDestructor { call += ", isDestructor: true" }
            call += ", arguments: &wireArguments"
            if let returnType {
                body.line("let created = marshal(\(call))")
                body.line("return adopt(created, as: \(returnType).self)")
            } else {
                body.line("marshal(\(call))")
            }
        }
    }

    /// For a destructor request not named `destroy`, `destroy()` sends it when available.
    func emitDestroyOverride(_ interface: InterfaceDefinition, into writer: inout SourceWriter) throws(ScannerError) {
        guard !interface.requests.contains(where: isDestroyOverride),
            let destructor = interface.requests.first(where: { $0.isDestructor && $0.arguments.isEmpty })
        else { return }
        writer.line()
        writer.line("/// Sends `\(interface.name).\(destructor.name)` if the bound version has it (since")
        writer.line("/// version \(destructor.since)), otherwise destroys only the client-side proxy.")
        try writer.block("public override func destroy() {") { body throws(ScannerError) in
            try body.block("if supports(.\(SwiftNaming.escapedMemberName(destructor.name))) {") {
                inner throws(ScannerError) in
                inner.line("\(requestMethodName(destructor))()")
            }
            try body.block("else {", close: "}") { inner throws(ScannerError) in
                inner.line("super.destroy()")
            }
        }
    }
}
