import Foundation
import Testing
import WaylandScannerCore

/// The shape of the emitted Swift for key constructs.
@Suite("Swift emitter")
struct SwiftEmitterTests {
    static func emitted() throws -> String {
        let parsed = try ProtocolParser.parse(contentsOf: ProtocolParserTests.testProtocolPath)
        return try SwiftEmitter(protocols: [parsed], options: EmitterOptions(runtimeModule: "Wayland")).emit()
    }

    @Test("names follow Swift conventions")
    func naming() {
        #expect(SwiftNaming.typeName("wl_touch") == "WlTouch")
        #expect(SwiftNaming.typeName("zwp_input_timestamps_manager_v1") == "ZwpInputTimestampsManagerV1")
        #expect(SwiftNaming.typeName("wp_fractional_scale_v1") == "WpFractionalScaleV1")
        #expect(SwiftNaming.memberName("set_app_id") == "setAppId")
        #expect(SwiftNaming.escapedMemberName("default") == "`default`")
        #expect(SwiftNaming.entryName("90", enumName: "transform") == "transform90")
    }

    @Test("classes, tables and the runtime import")
    func classes() throws {
        let source = try Self.emitted()
        #expect(source.contains("@_spi(WaylandGenerated) import Wayland"))
        #expect(source.contains("@MainActor\npublic final class TktThing: Proxy, WaylandInterface {"))
        #expect(
            source.contains(
                "public nonisolated(unsafe) static let interface: UnsafePointer<wl_interface> = UnsafePointer(interfaceTables[1])"
            ))
        #expect(source.contains(#"InterfaceTable.message("bind_any", "sun", [nil, nil, nil])"#))
        #expect(source.contains(#"InterfaceTable.message("use_output", "?oi", [WlOutput.interface, nil])"#))
        #expect(source.contains(#"InterfaceTable.message("newer", "3u", [nil])"#))
    }

    @Test("requests are typed, labelled methods")
    func requests() throws {
        let source = try Self.emitted()
        #expect(
            source.contains(
                "public func sendAll(signed: Int32, unsigned: UInt32, fixed: Double, text: String, optionalText: String?, other: TktThing, optionalOther: TktThing?, bytes: [UInt8], keys: [UInt32], fd: Int32, mode: TktThing.Mode, signedMode: TktThing.Mode, flags: TktThing.Flags)"
            ))
        #expect(source.contains("public func setLabel(_ label: String)"))
        #expect(source.contains("public func createThing() -> TktThing"))
        #expect(
            source.contains("public func bindAny<T: WaylandInterface>(_ type: T.Type = T.self, version: UInt32) -> T"))
        #expect(source.contains("public func useOutput(_ output: WlOutput?, transform: WlOutput.Transform)"))
        #expect(source.contains("wireArguments[11].i = Int32(bitPattern: signedMode.rawValue)"))
        #expect(source.contains("wireArguments[2].f = WireConversion.fixed(from: fixed)"))
        #expect(source.contains("The caller keeps ownership of the descriptor"))
        #expect(source.contains("case newer = 4"))
        #expect(source.contains("case .newer: 3"))
        #expect(source.contains("public func supports(_ request: Request) -> Bool"))
    }

    @Test("destructors: destroy override, fallback for newer destructors, destructor events")
    func destructors() throws {
        let source = try Self.emitted()
        #expect(
            source.contains(
                "marshal(opcode: 3, name: \"tkt_factory.destroy\", since: 1, isDestructor: true, arguments: &wireArguments)"
            ))
        #expect(source.contains("public override func destroy() {\n        guard version >= 1 else {"))
        #expect(source.contains("if supports(.release) {\n            release()"))
        #expect(source.contains("if opcode == 0 { destroyAfterDestructorEvent() }"))
    }

    @Test("events are an enum with labelled, typed values and a main-actor handler")
    func events() throws {
        let source = try Self.emitted()
        #expect(
            source.contains(
                "case everything(signed: Int32, unsigned: UInt32, fixed: Double, text: String, optionalText: String?, other: TktThing?, optionalOther: TktThing?, bytes: [UInt8], keys: [UInt32], fd: Int32, mode: TktThing.Mode, signedMode: TktThing.Mode, flags: TktThing.Flags)"
            ))
        #expect(source.contains("case child(id: TktThing)"))
        #expect(source.contains("public var onEvent: (@MainActor (Event) -> Void)?"))
        #expect(source.contains("other: Proxy.existing(arguments[5].o, as: TktThing.self)"))
        #expect(source.contains("guard let idProxy = arguments[0].o else { return }"))
        #expect(source.contains("The handler owns the received descriptor and must close it"))
        #expect(source.contains("since version 2, deprecated since version 4"))
    }

    @Test("enums are open structs; bitfields are option sets")
    func enums() throws {
        let source = try Self.emitted()
        #expect(source.contains("public struct Mode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {"))
        #expect(source.contains("public static let mode90 = Mode(rawValue: 2)"))
        #expect(source.contains("public static let `default` = Mode(rawValue: 16)"))
        #expect(source.contains("public struct Flags: OptionSet, Hashable, Sendable {"))
        #expect(source.contains("public static let blue = Flags(rawValue: 0x4)"))
        #expect(!source.contains("public static let none"))
        #expect(source.contains("/// Exercises every feature") == false)  // protocol description is not per class
        #expect(source.contains("/// The test global\n///\n/// Creates things, one way or another."))
    }
}

/// Enum names a nested Swift type may not have (tablet-v2's `zwp_tablet_tool_v2.type`).
@Suite("Swift emitter: reserved enum names")
struct ReservedEnumNameTests {
    @Test("an enum named type, protocol or self becomes TypeValue, ProtocolValue, SelfValue, and its uses follow")
    func reservedEnumNames() throws {
        let xml = """
            <protocol name="reserved">
              <interface name="test_tool" version="1">
                <enum name="type"><entry name="pen" value="0x140"/></enum>
                <enum name="protocol"><entry name="one" value="1"/></enum>
                <event name="type"><arg name="tool_type" type="uint" enum="type"/></event>
              </interface>
            </protocol>
            """
        let parsed = try ProtocolParser.parse(Data(xml.utf8), file: "reserved.xml")
        let source = try SwiftEmitter(protocols: [parsed], options: EmitterOptions(runtimeModule: "Wayland")).emit()
        #expect(source.contains("public struct TypeValue: RawRepresentable"))
        #expect(source.contains("public struct ProtocolValue: RawRepresentable"))
        #expect(source.contains("case type(toolType: TestTool.TypeValue)"))
        #expect(!source.contains("struct Type:"))
    }
}
