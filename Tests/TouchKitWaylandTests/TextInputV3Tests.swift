import Testing
import TouchKit
import TouchKitTesting

@testable import TouchKitWayland

/// text-input-v3's events applied to a text field, without a compositor (SPEC X13).
@MainActor
@Suite("Text input v3")
struct TextInputV3Tests {
    static func field(_ host: WindowTestHost, _ text: String) -> TextField {
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 34))
        host.window.addSubview(field)
        field.text = text
        field.becomeFirstResponder()
        return field
    }

    @Test("X13: done applies delete, commit and preedit in the protocol's order")
    func doneAppliesInOrder() {
        let host = WindowTestHost()
        let field = Self.field(host, "hello wor")
        var events = TextInputEvents()
        events.preedit("漢字", cursorBegin: 3, cursorEnd: 3)
        events.deleteSurrounding(before: 3, after: 0)
        events.commit("world ")
        let (update, isCurrent) = events.done(serial: 0)
        #expect(isCurrent)
        TextInputApplier.apply(update, to: field)
        #expect(field.text == "hello world 漢字")
        #expect(field.markedTextRange?.offsets == 12..<14)
        #expect(field.selectedTextRange?.offsets == 13..<13, "the preedit's cursor after its first character")
        // The next done replaces the preedit with its commit.
        events.preedit(nil, cursorBegin: 0, cursorEnd: 0)
        events.commit("感じ")
        TextInputApplier.apply(events.done(serial: 0).update, to: field)
        #expect(field.text == "hello world 感じ")
        #expect(field.markedTextRange == nil)
    }

    @Test("X13: a done with a stale serial is applied but is not current")
    func staleSerial() {
        var events = TextInputEvents()
        events.didCommit()
        events.didCommit()
        events.commit("x")
        let stale = events.done(serial: 1)
        #expect(!stale.isCurrent)
        #expect(stale.update.commit == "x")
        #expect(events.done(serial: 2).isCurrent)
        #expect(events.done(serial: 2).update == TextInputEvents.Update(), "pending state is emptied at done")
    }

    @Test("X13: deleting past the text is clamped, and a byte offset inside a character moves to its edge")
    func badDeletes() {
        let host = WindowTestHost()
        let field = Self.field(host, "aé")
        var events = TextInputEvents()
        events.deleteSurrounding(before: 1, after: 50)  // one byte of é's two
        TextInputApplier.apply(events.done(serial: 0).update, to: field)
        #expect(field.text == "a")
        events.deleteSurrounding(before: 1000, after: 1000)
        TextInputApplier.apply(events.done(serial: 0).update, to: field)
        #expect(field.text == "")
        events.preedit("ab", cursorBegin: 99, cursorEnd: -7)
        TextInputApplier.apply(events.done(serial: 0).update, to: field)
        #expect(field.text == "ab")
        #expect(field.selectedTextRange?.offsets == 2..<2)
    }

    @Test("X13: a commit the delegate refuses leaves the text as it was")
    func refusedCommit() {
        final class Refuser: TextFieldDelegate {
            func textField(
                _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
            ) -> Bool { false }
        }
        let host = WindowTestHost()
        let field = Self.field(host, "keep")
        let delegate = Refuser()
        field.delegate = delegate
        var events = TextInputEvents()
        events.commit("lost")
        events.deleteSurrounding(before: 2, after: 0)
        TextInputApplier.apply(events.done(serial: 0).update, to: field)
        #expect(field.text == "keep")
    }

    @Test("X13: the content type follows the traits")
    func contentType() {
        let email = TextField(frame: .zero)
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        #expect(TextInputContentType.of(email, multiline: false).purpose == .email)
        #expect(TextInputContentType.of(email, multiline: false).hint == 0)
        let password = TextField(frame: .zero)
        password.isSecureTextEntry = true
        let secret = TextInputContentType.of(password, multiline: false)
        #expect(secret.purpose == .password)
        #expect(secret.hint == TextInputContentType.hiddenText | TextInputContentType.sensitiveData)
        let pin = TextField(frame: .zero)
        pin.keyboardType = .numberPad
        #expect(TextInputContentType.of(pin, multiline: false).purpose == .digits)
        pin.isSecureTextEntry = true
        #expect(TextInputContentType.of(pin, multiline: false).purpose == .pin)
        let notes = TextView(frame: .zero)
        let type = TextInputContentType.of(notes, multiline: true)
        #expect(type.purpose == .normal)
        #expect(type.hint & TextInputContentType.multiline != 0)
        #expect(type.hint & TextInputContentType.autoCapitalization != 0)
    }

    @Test("X13: the surrounding text leaves out the preedit, is cut around the cursor, and is never secret")
    func surroundingText() throws {
        let host = WindowTestHost()
        let field = Self.field(host, "héllo")
        field.setMarkedText("かな", selectedRange: 2..<2)
        let surrounding = try #require(WaylandTextInput.surroundingText(of: field))
        #expect(surrounding.text == "héllo")
        #expect(surrounding.cursor == 6 && surrounding.anchor == 6)
        field.unmarkText()
        field.text = String(repeating: "a", count: 3000) + String(repeating: "é", count: 3000)
        field.selectedTextRange = TextRange(start: TextPosition(offset: 3000), end: TextPosition(offset: 3000))
        let cut = try #require(WaylandTextInput.surroundingText(of: field))
        #expect(cut.text.utf8.count <= WaylandTextInput.maximumSurroundingBytes)
        #expect(cut.cursor == 2000)
        field.isSecureTextEntry = true
        #expect(WaylandTextInput.surroundingText(of: field) == nil)
    }
}
