import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Wayland protocol XML (the `wayland.xml` format) into a ``ProtocolDefinition``.
///
/// Malformed XML and invalid protocol content (an unknown argument type, a missing
/// `name`, a non-numeric version) throw a ``ScannerError`` that names the file and line.
public enum ProtocolParser {
    /// Parses protocol XML text.
    ///
    /// - Parameters:
    ///   - data: The XML bytes.
    ///   - file: The file name used in diagnostics and recorded in the result.
    /// - Returns: The protocol.
    /// - Throws: ``ScannerError`` naming `file` and the line of the problem.
    public static func parse(_ data: Data, file: String) throws(ScannerError) -> ProtocolDefinition {
        let parser = XMLParser(data: data)
        let builder = ProtocolBuilder(file: file, parser: parser)
        parser.delegate = builder
        let succeeded = parser.parse()
        if let error = builder.error { throw error }
        if let (line, code) = builder.xmlError {
            throw ScannerError(file: file, line: line, message: "malformed XML (\(describeXMLError(code)))")
        }
        if !succeeded || parser.parserError != nil {
            throw ScannerError(file: file, line: max(parser.lineNumber, 1), message: "malformed XML")
        }
        guard let result = builder.result else {
            throw ScannerError(file: file, line: 1, message: "no <protocol> element")
        }
        return result
    }

    /// Reads and parses a protocol file.
    ///
    /// - Parameter path: The file's path; it is also the name used in diagnostics.
    /// - Throws: ``ScannerError`` if the file cannot be read or is malformed.
    public static func parse(contentsOf path: String) throws(ScannerError) -> ProtocolDefinition {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScannerError(file: path, line: 0, message: "cannot read file")
        }
        return try parse(data, file: path)
    }
}

/// A readable name for the libxml2 error codes XMLParser reports.
private func describeXMLError(_ code: Int) -> String {
    let names = [
        4: "document is empty", 5: "premature end of document", 23: "expected '>'",
        38: "unescaped '<' in attribute value", 39: "attribute without value",
        41: "attribute value without quotes", 65: "space required between attributes",
        73: "expected '>' at the end of a tag", 76: "mismatched closing tag",
        77: "premature end of tag",
    ]
    return names[code].map { "\($0), libxml2 error \(code)" } ?? "libxml2 error \(code)"
}

/// The XMLParser delegate that assembles a protocol while the document streams by.
private final class ProtocolBuilder: NSObject, XMLParserDelegate {
    let file: String
    unowned let parser: XMLParser
    var result: ProtocolDefinition?
    var error: ScannerError?
    /// The line and libxml2 code of the FIRST XML syntax error (libxml2 then recovers
    /// and moves on, so the parser's final line number is not where the problem is).
    var xmlError: (line: Int, code: Int)?

    private var current: ProtocolDefinition?
    private var interface: InterfaceDefinition?
    private var message: MessageDefinition?
    private var messageIsRequest = false
    private var enumeration: EnumDefinition?
    private var descriptionSummary: String?
    private var descriptionText: String?
    private var elements: [String] = []

    init(file: String, parser: XMLParser) {
        self.file = file
        self.parser = parser
    }

    private func fail(_ message: String) {
        guard error == nil else { return }
        error = ScannerError(file: file, line: max(parser.lineNumber, 1), message: message)
        parser.abortParsing()
    }

    private func required(_ key: String, in attributes: [String: String], of element: String) -> String? {
        if let value = attributes[key], !value.isEmpty { return value }
        fail("<\(element)> has no \(key) attribute")
        return nil
    }

    private func number(_ text: String?, _ what: String, default value: UInt32) -> UInt32? {
        guard let text else { return value }
        if let parsed = Self.parseNumber(text) { return parsed }
        fail("\(what) \"\(text)\" is not a number")
        return nil
    }

    static func parseNumber(_ text: String) -> UInt32? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            return UInt32(trimmed.dropFirst(2), radix: 16)
        }
        if trimmed.hasPrefix("-"), let negative = Int32(trimmed) {
            return UInt32(bitPattern: negative)
        }
        return UInt32(trimmed)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        elements.append(name)
        switch name {
        case "protocol":
            guard let protocolName = required("name", in: attributes, of: name) else { return }
            current = ProtocolDefinition(name: protocolName, file: file)
        case "interface":
            guard current != nil, interface == nil else { return fail("<interface> outside <protocol>") }
            guard let interfaceName = required("name", in: attributes, of: name),
                let versionText = required("version", in: attributes, of: name),
                let version = number(versionText, "version", default: 1)
            else { return }
            interface = InterfaceDefinition(name: interfaceName, version: version, line: parser.lineNumber)
        case "request", "event":
            guard interface != nil, message == nil else { return fail("<\(name)> outside <interface>") }
            guard let messageName = required("name", in: attributes, of: name),
                let since = number(attributes["since"], "since", default: 1)
            else { return }
            var deprecated: UInt32?
            if let text = attributes["deprecated-since"] {
                guard let value = number(text, "deprecated-since", default: 0) else { return }
                deprecated = value
            }
            if let type = attributes["type"], type != "destructor" {
                return fail("unknown message type \"\(type)\"")
            }
            messageIsRequest = name == "request"
            message = MessageDefinition(
                name: messageName, isDestructor: attributes["type"] == "destructor", since: since,
                deprecatedSince: deprecated, line: parser.lineNumber)
        case "arg":
            guard message != nil else { return fail("<arg> outside <request> or <event>") }
            guard let argName = required("name", in: attributes, of: name),
                let typeText = required("type", in: attributes, of: name)
            else { return }
            guard let type = ArgumentType(rawValue: typeText) else {
                return fail("unknown argument type \"\(typeText)\"")
            }
            let allowNull = attributes["allow-null"] == "true"
            if allowNull && ![.string, .object, .newID].contains(type) {
                return fail("allow-null on argument \"\(argName)\" of type \(typeText)")
            }
            message?.arguments.append(
                ArgumentDefinition(
                    name: argName, type: type, interface: attributes["interface"], allowNull: allowNull,
                    enumName: attributes["enum"], summary: attributes["summary"]))
        case "enum":
            guard interface != nil, enumeration == nil else { return fail("<enum> outside <interface>") }
            guard let enumName = required("name", in: attributes, of: name),
                let since = number(attributes["since"], "since", default: 1)
            else { return }
            enumeration = EnumDefinition(name: enumName, isBitfield: attributes["bitfield"] == "true", since: since)
        case "entry":
            guard enumeration != nil else { return fail("<entry> outside <enum>") }
            guard let entryName = required("name", in: attributes, of: name),
                let valueText = required("value", in: attributes, of: name),
                let value = number(valueText, "value", default: 0),
                let since = number(attributes["since"], "since", default: 1)
            else { return }
            var deprecated: UInt32?
            if let text = attributes["deprecated-since"] {
                guard let parsed = number(text, "deprecated-since", default: 0) else { return }
                deprecated = parsed
            }
            enumeration?.entries.append(
                EnumEntry(
                    name: entryName, value: value, summary: attributes["summary"], since: since,
                    deprecatedSince: deprecated))
        case "description":
            descriptionSummary = attributes["summary"]
            descriptionText = ""
        case "copyright":
            break
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if xmlError == nil { xmlError = (max(parser.lineNumber, 1), (parseError as NSError).code) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if descriptionText != nil { descriptionText? += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard error == nil else { return }
        _ = elements.popLast()
        switch name {
        case "protocol":
            result = current
            current = nil
        case "interface":
            if let finished = interface { current?.interfaces.append(finished) }
            interface = nil
        case "request", "event":
            guard let finished = message else { return }
            if messageIsRequest {
                interface?.requests.append(finished)
            } else {
                interface?.events.append(finished)
            }
            message = nil
        case "enum":
            if let finished = enumeration { interface?.enums.append(finished) }
            enumeration = nil
        case "description":
            let documentation = Documentation(summary: descriptionSummary, text: descriptionText ?? "")
            descriptionText = nil
            descriptionSummary = nil
            switch elements.last {
            case "protocol": current?.description = documentation
            case "interface": interface?.description = documentation
            case "request", "event": message?.description = documentation
            case "enum": enumeration?.description = documentation
            case "entry":
                if let last = enumeration?.entries.indices.last,
                    enumeration?.entries[last].summary == nil
                {
                    enumeration?.entries[last].summary = documentation.summary
                }
            default: break
            }
        default:
            break
        }
    }
}
