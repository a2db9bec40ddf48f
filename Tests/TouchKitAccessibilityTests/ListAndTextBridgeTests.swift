import DBus
import Graphics
import Testing
import TouchKit
import TouchKitAccessibility
import TouchKitTestHost

/// Rows named "Row 0", "Row 1", ..., logging the delegate's selection calls.
@MainActor
final class NamedRows: TableViewDataSource, TableViewDelegate {
    var calls: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
}

/// A field delegate that logs the changes it is asked about.
@MainActor
final class AskedFieldDelegate: TextFieldDelegate {
    var asked: [String] = []
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    {
        asked.append("\(range.lowerBound)..<\(range.upperBound) \(string)")
        return true
    }
}

/// SPEC A17, A18 over D-Bus: Selection on a table view, Text and EditableText on a field.
@MainActor
@Suite("AT-SPI bridge: lists and text entry (SPEC A17, A18)", .serialized)
struct ListAndTextBridgeTests {
    static let root = "/org/a11y/atspi/accessible/root"
    static let accessible = "org.a11y.atspi.Accessible"
    static let selection = "org.a11y.atspi.Selection"
    static let text = "org.a11y.atspi.Text"
    static let editable = "org.a11y.atspi.EditableText"

    @Test(
        "A17: Selection selects and deselects rows as a tap does, the delegate told; items are list items with their states"
    )
    func selection() throws {
        let h = try BridgeHarness()
        defer { h.stop() }
        let rows = NamedRows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        h.host.window.addSubview(table)
        h.host.window.layoutIfNeeded()
        let window = try #require(try h.childPaths(Self.root).first)
        let list = try #require(try h.childPaths(window).first)
        #expect(try h.role(list) == 31)
        let interfaces = try h.values(list, Self.accessible, "GetInterfaces").first?.arrayItems ?? []
        #expect(interfaces.contains(.string(Self.selection)))
        let items = try h.childPaths(list)
        #expect(try h.role(items[0]) == 32)
        #expect(try h.property(items[2], Self.accessible, "Name")?.stringValue == "Row 2")
        #expect(try h.states(items[2]).isSuperset(of: [11, 22]), "focusable and selectable")
        #expect(try h.values(list, Self.selection, "SelectChild", [.int32(2)]).first == .bool(true))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(rows.calls == ["willSelect 2", "didSelect 2"])
        #expect(try h.values(list, Self.selection, "IsChildSelected", [.int32(2)]).first == .bool(true))
        #expect(try h.values(list, Self.selection, "IsChildSelected", [.int32(1)]).first == .bool(false))
        #expect(try h.property(list, Self.selection, "NSelectedChildren") == .int32(1))
        let chosen = try h.values(list, Self.selection, "GetSelectedChild", [.int32(0)]).first
        #expect(chosen?.structureFields?.last?.stringValue == items[2])
        #expect(try h.states(items[2]).contains(23), "the row is selected")
        #expect(try h.values(list, Self.selection, "SelectChild", [.int32(4)]).first == .bool(true))
        #expect(rows.calls.suffix(4) == ["willSelect 4", "willDeselect 2", "didDeselect 2", "didSelect 4"])
        #expect(try h.values(list, Self.selection, "DeselectChild", [.int32(4)]).first == .bool(true))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rows.calls.suffix(2) == ["willDeselect 4", "didDeselect 4"])
        let bad = try h.ask(nil, list, Self.selection, "SelectChild", [.int32(999)])
        #expect(bad.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
        let none = try h.ask(nil, list, Self.selection, "GetSelectedChild", [.int32(0)])
        #expect(none.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
        let notList = try h.ask(nil, items[0], Self.selection, "SelectChild", [.int32(0)])
        #expect(notList.errorName == "org.freedesktop.DBus.Error.UnknownMethod")
    }

    @Test(
        "A18: a text field is an editable entry; Text reads its text and caret; EditableText edits it through its delegate"
    )
    func editableText() throws {
        let h = try BridgeHarness()
        defer { h.stop() }
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 34))
        field.placeholder = "Name"
        let delegate = AskedFieldDelegate()
        field.delegate = delegate
        var changed = 0
        field.addAction(for: .editingChanged) { _ in changed += 1 }
        h.host.window.addSubview(field)
        let window = try #require(try h.childPaths(Self.root).first)
        let entry = try #require(try h.childPaths(window).first)
        #expect(try h.role(entry) == 79)
        #expect(try h.property(entry, Self.accessible, "Name")?.stringValue == "Name")
        #expect(try h.states(entry).isSuperset(of: [7, 11, 26]), "editable, focusable, single line")
        let interfaces = try h.values(entry, Self.accessible, "GetInterfaces").first?.arrayItems ?? []
        #expect(interfaces.contains(.string(Self.text)) && interfaces.contains(.string(Self.editable)))
        #expect(try h.values(entry, Self.editable, "SetTextContents", [.string("Grace")]).first == .bool(true))
        #expect(field.text == "Grace" && changed == 1)
        #expect(
            try h.values(entry, Self.editable, "InsertText", [.int32(0), .string("Ms \u{1F600}"), .int32(-1)]).first
                == .bool(true))
        #expect(field.text == "Ms \u{1F600}Grace")
        #expect(try h.values(entry, Self.editable, "DeleteText", [.int32(0), .int32(3)]).first == .bool(true))
        #expect(field.text == "\u{1F600}Grace" && changed == 3)
        #expect(delegate.asked == ["0..<0 Grace", "0..<0 Ms \u{1F600}", "0..<3 "])
        #expect(try h.property(entry, Self.text, "CharacterCount") == .int32(6))
        #expect(try h.values(entry, Self.text, "GetText", [.int32(1), .int32(-1)]).first == .string("Grace"))
        #expect(try h.values(entry, Self.text, "GetCaretOffset").first == .int32(0), "after the deletion at the start")
        #expect(try h.values(entry, Self.text, "SetCaretOffset", [.int32(3)]).first == .bool(true))
        #expect(try h.values(entry, Self.text, "GetCaretOffset").first == .int32(3))
        let word = try h.values(entry, Self.text, "GetStringAtOffset", [.int32(2), .uint32(1)])
        #expect(word == [.string("\u{1F600}Grace"), .int32(0), .int32(6)])
    }
}
