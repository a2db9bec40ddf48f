import Testing
import TouchKitTestHost

@testable import TouchKit

/// A delegate that logs every call, in order, and answers as told.
@MainActor
final class LoggingFieldDelegate: TextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsReturn = true

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    {
        log.append("shouldChange \(range.lowerBound)..<\(range.upperBound) '\(string)'")
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }
    func textFieldDidChangeSelection(_ textField: TextField) { log.append("selection") }
}

/// The delegate calls and control events of an editing session, in UIKit's order (SPEC X6-X9, X11).
@MainActor
@Suite("Text field events")
struct TextFieldEventsTests {
    /// A field in a window whose delegate and editing events log into one list.
    static func loggedField(_ host: WindowTestHost) -> (TextField, LoggingFieldDelegate) {
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 34))
        let delegate = LoggingFieldDelegate()
        field.delegate = delegate
        host.window.addSubview(field)
        let events: [(ControlEvents, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, name) in events { field.addAction(for: event) { _ in delegate.log.append(name) } }
        return (field, delegate)
    }

    @Test("X6: begin and end come in UIKit's order: should, responder, did, control event")
    func sessionOrder() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin", "editingDidBegin"])
        delegate.log.removeAll()
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(delegate.log == ["shouldEnd", "didEnd", "editingDidEnd"])
    }

    @Test("X6: a delegate that says no keeps the field from beginning or ending")
    func delegateRefuses() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing && delegate.log == ["shouldBegin"])
        delegate.allowsBegin = true
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        field.isEnabled = false
        let other = TextField(frame: Rect(x: 20, y: 80, width: 300, height: 34))
        #expect(!other.becomeFirstResponder(), "outside a window")
    }

    @Test("X6: the field that was editing ends before the next one begins")
    func switchingFields() {
        let host = WindowTestHost()
        let (first, log1) = Self.loggedField(host)
        let (second, log2) = Self.loggedField(host)
        second.frame.origin.y = 80
        first.becomeFirstResponder()
        var order: [String] = []
        first.addAction(for: .editingDidEnd) { _ in order.append("first ended") }
        second.addAction(for: .editingDidBegin) { _ in order.append("second began") }
        second.becomeFirstResponder()
        #expect(order == ["first ended", "second began"])
        #expect(log1.log.suffix(3) == ["shouldEnd", "didEnd", "editingDidEnd"])
        #expect(log2.log == ["shouldBegin", "didBegin", "editingDidBegin"])
    }

    @Test("X6: a field removed from its window while editing ends its session")
    func removedWhileEditing() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(delegate.log == ["didEnd", "editingDidEnd"])
        #expect(TextInputCenter.shared.activeView == nil)
    }

    @Test("X7: typing asks shouldChangeCharactersIn, then changes the text and sends editingChanged")
    func typingAsksAndNotifies() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        host.type(TestKey.letter("a"))
        #expect(field.text == "a")
        #expect(delegate.log == ["shouldChange 0..<0 'a'", "editingChanged", "selection"])
        delegate.allowsChange = false
        delegate.log.removeAll()
        host.type(TestKey.letter("b"))
        host.type(TestKey.key(TestKey.backSpace))
        #expect(field.text == "a")
        #expect(delegate.log == ["shouldChange 1..<1 'b'", "shouldChange 0..<1 ''"])
    }

    @Test("X7: setting text in code asks nothing and sends nothing")
    func codeChangesAreSilent() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        field.text = "from code"
        #expect(delegate.log.isEmpty)
        #expect(field.selectedOffsets == 9..<9)
    }

    @Test("X8: Return asks textFieldShouldReturn, then sends editingDidEndOnExit; no keeps the field quiet")
    func returnKey() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        host.type(TestKey.key(TestKey.returnKey, "\r"))
        #expect(delegate.log == ["shouldReturn", "editingDidEndOnExit"])
        #expect(field.text == "")
        delegate.allowsReturn = false
        delegate.log.removeAll()
        host.type(TestKey.key(TestKey.returnKey, "\r"))
        #expect(delegate.log == ["shouldReturn"])
    }

    @Test("X8: Tab moves to the next field in reading order and Shift+Tab back, wrapping")
    func tabMovesFocus() {
        let host = WindowTestHost()
        let bottom = TextField(frame: Rect(x: 20, y: 200, width: 100, height: 30))
        let topRight = TextField(frame: Rect(x: 200, y: 20, width: 100, height: 30))
        let topLeft = TextField(frame: Rect(x: 20, y: 20, width: 100, height: 30))
        for field in [bottom, topRight, topLeft] { host.window.addSubview(field) }
        topLeft.becomeFirstResponder()
        host.type(TestKey.key(TestKey.tab, "\t"))
        #expect(topRight.isFirstResponder)
        host.type(TestKey.key(TestKey.tab, "\t"))
        #expect(bottom.isFirstResponder)
        host.type(TestKey.key(TestKey.tab, "\t"))
        #expect(topLeft.isFirstResponder)
        host.type(TestKey.key(TestKey.tab, "\t", .shift))
        #expect(bottom.isFirstResponder)
    }

    @Test("X9: secure text is drawn as bullets and never copied")
    func secureText() {
        let host = WindowTestHost()
        let field = host.editingField()
        field.isSecureTextEntry = true
        host.type(text: "pw")
        #expect(field.text == "pw")
        #expect(field.editor.displayText == "\u{2022}\u{2022}")
        let pasteboard = Pasteboard.general
        pasteboard.string = "before"
        host.type(TestKey.letter("a", .control))
        host.type(TestKey.letter("c", .control))
        host.type(TestKey.letter("x", .control))
        #expect(pasteboard.string == "before")
        #expect(field.text == "pw")
        #expect(field.keyboardType == .default)
        field.keyboardType = .numberPad
        let traits: any TextInputTraits = field
        #expect(traits.keyboardType == .numberPad)
    }

    @Test("X11: a tap begins editing and places the caret; a double tap selects the word")
    func tapsPlaceTheCaret() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        field.text = "hello world"
        // The field's text starts at its left edge (no border); find a point inside "world".
        let inside = field.caretRect(for: TextPosition(offset: 8))
        let point = field.convert(Point(x: inside.midX, y: inside.midY), to: host.window)
        host.tap(0, point.x, point.y)
        #expect(field.isEditing)
        #expect(delegate.log.prefix(3) == ["shouldBegin", "didBegin", "editingDidBegin"])
        #expect(field.selectedOffsets == 8..<8)
        host.wait(0.1)
        host.tap(0, point.x, point.y)
        #expect(field.selectedOffsets == 6..<11)
    }

    @Test("X11: the clear button asks textFieldShouldClear, empties the field and sends editingChanged")
    func clearButton() {
        let host = WindowTestHost()
        let (field, delegate) = Self.loggedField(host)
        field.clearButtonMode = .always
        field.text = "some text"
        delegate.log.removeAll()
        let frame = field.frame
        host.tap(0, frame.maxX - 8, frame.midY)
        #expect(field.text == "")
        #expect(delegate.log.contains("editingChanged"))
    }
}
