import Foundation
import Testing
import WaylandScannerCore

/// Parsing protocol XML, including diagnostics for malformed input.
@Suite("Protocol parser")
struct ProtocolParserTests {
    /// The test protocol, kept beside the round-trip tests that speak it (Tests/WaylandTests).
    static let testProtocolPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "WaylandTests/Protocols/touchkit-scanner-test-v1.xml").path

    @Test("the test protocol parses into interfaces, messages, arguments and enums")
    func parsesTestProtocol() throws {
        let parsed = try ProtocolParser.parse(contentsOf: Self.testProtocolPath)
        #expect(parsed.name == "touchkit_scanner_test_v1")
        #expect(parsed.interfaces.map(\.name) == ["tkt_factory", "tkt_thing", "tkt_callback"])
        let thing = parsed.interfaces[1]
        #expect(thing.version == 4)
        let sendAll = thing.requests[0]
        #expect(
            sendAll.arguments.map(\.type) == [
                .int, .uint, .fixed, .string, .string, .object, .object, .array, .array, .fd, .uint, .int, .uint,
            ])
        #expect(sendAll.arguments[4].allowNull && !sendAll.arguments[3].allowNull)
        #expect(sendAll.arguments[5].interface == "tkt_thing")
        #expect(sendAll.arguments[12].enumName == "flags")
        #expect(thing.requests[4].since == 3)
        #expect(thing.requests[5].isDestructor && thing.requests[5].since == 2)
        #expect(thing.events[2].deprecatedSince == 4)
        #expect(thing.enums[0].entries.map(\.value) == [0, 1, 2, 16])
        #expect(thing.enums[1].isBitfield)
        #expect(parsed.interfaces[2].events[0].isDestructor)
        #expect(SwiftEmitter.signature(parsed.interfaces[0].requests[1]) == "sun")
        #expect(SwiftEmitter.signature(thing.requests[0]) == "iufs?so?oaahuiu")
        #expect(SwiftEmitter.signature(thing.requests[4]) == "3u")
    }

    @Test("malformed XML names the file and line")
    func malformedXML() {
        let xml = """
            <protocol name="broken">
              <interface name="a" version="1">
                <request name="r">
              </interface>
            </protocol>
            """
        do {
            _ = try ProtocolParser.parse(Data(xml.utf8), file: "broken.xml")
            Issue.record("no error")
        } catch {
            #expect(error.file == "broken.xml")
            #expect(error.line == 4)
            #expect(error.description.hasPrefix("broken.xml:4: error: "))
        }
    }

    @Test("invalid protocol content names the file and line")
    func invalidContent() {
        let xml = """
            <protocol name="bad">
              <interface name="a" version="1">
                <request name="r">
                  <arg name="x" type="integer"/>
                </request>
              </interface>
            </protocol>
            """
        #expect(throws: ScannerError(file: "bad.xml", line: 4, message: "unknown argument type \"integer\"")) {
            _ = try ProtocolParser.parse(Data(xml.utf8), file: "bad.xml")
        }
    }

    @Test("an unresolved interface reference is an error inside the runtime module")
    func unresolvedReference() throws {
        let xml = """
            <protocol name="p">
              <interface name="a" version="1">
                <request name="r">
                  <arg name="s" type="object" interface="wl_surface"/>
                </request>
              </interface>
            </protocol>
            """
        let parsed = try ProtocolParser.parse(Data(xml.utf8), file: "p.xml")
        #expect(throws: ScannerError.self) { _ = try SwiftEmitter(protocols: [parsed]).emit() }
        let external = try SwiftEmitter(protocols: [parsed], options: EmitterOptions(runtimeModule: "Wayland")).emit()
        #expect(external.contains("WlSurface.interface"))
    }
}
