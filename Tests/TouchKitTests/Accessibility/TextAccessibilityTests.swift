import Graphics
import Testing
import TouchKit
import TouchKitTestHost

/// A text field delegate that logs what it is asked and can refuse changes.
@MainActor
final class AccessibleTextDelegate: TextFieldDelegate, TextViewDelegate {
    var asked: [String] = []
    var refuse = false
    var didChange = 0
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    {
        asked.append("\(range.lowerBound)..<\(range.upperBound) \(string)")
        return !refuse
    }
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
        asked.append("\(range.lowerBound)..<\(range.upperBound) \(text)")
        return !refuse
    }
    func textViewDidChange(_ textView: TextView) { didChange += 1 }
}

/// SPEC A18: text fields and text views as editable text.
@MainActor
@Suite("Text entry in the accessibility tree (SPEC A18)")
struct TextAccessibilityTests {
    @Test(
        "A18: a text field is an entry, a secure one password text, a text view text: editable, one or many lines, focusable"
    )
    func roles() throws {
        let h = WindowTestHost(size: Size(width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        field.placeholder = "E-mail"
        field.text = "ada@example.org"
        let secret = TextField(frame: Rect(x: 20, y: 70, width: 200, height: 34))
        secret.isSecureTextEntry = true
        secret.text = "abc"
        let notes = TextView(frame: Rect(x: 20, y: 120, width: 300, height: 100))
        notes.text = "one\ntwo"
        for view in [notes, secret, field] { h.window.addSubview(view) }
        let tree = AccessibilityTree(window: h.window)
        #expect(tree.nodes == [.view(field), .view(secret), .view(notes)])
        let entry = try #require(tree.info[.view(field)])
        #expect(entry.role == .entry && entry.name == "E-mail" && entry.value == "ada@example.org")
        #expect(entry.states.isSuperset(of: [.editable, .singleLine, .focusable]))
        #expect(tree.info[.view(secret)]?.role == .passwordText)
        #expect(tree.info[.view(secret)]?.value == "\u{2022}\u{2022}\u{2022}", "a secure field reads as bullets")
        let text = try #require(tree.info[.view(notes)])
        #expect(text.role == .text && text.states.isSuperset(of: [.editable, .multiLine]))
        #expect(tree.focusableNodes == [.view(field), .view(secret), .view(notes)])
        field.isEnabled = false
        notes.isEditable = false
        let after = AccessibilityTree(window: h.window)
        #expect(after.info[.view(field)]?.states.contains(.editable) == false)
        #expect(after.info[.view(notes)]?.states.contains(.editable) == false)
        #expect(after.focusableNodes == [.view(secret)])
        #expect(AccessibilityNode.view(field).editableText?.setText("x") == false, "a disabled field takes no edit")
        #expect(field.text == "ada@example.org")
    }

    @Test(
        "A18: edits reach a field as typing does: the delegate is asked, .editingChanged is sent; a refused edit changes nothing"
    )
    func fieldEdits() throws {
        let h = WindowTestHost(size: Size(width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        h.window.addSubview(field)
        let delegate = AccessibleTextDelegate()
        field.delegate = delegate
        var changed = 0
        field.addAction(for: .editingChanged) { _ in changed += 1 }
        let text = try #require(AccessibilityNode.view(field).editableText)
        #expect(text.setText("a\u{1F44D}\u{1F3FD}b"))
        #expect(field.text == "a\u{1F44D}\u{1F3FD}b" && changed == 1)
        #expect(text.caretOffset == 4, "offsets count Unicode scalars")
        #expect(text.insert("X", at: 3))
        #expect(field.text == "a\u{1F44D}\u{1F3FD}Xb" && text.caretOffset == 4)
        #expect(text.delete(from: 0, to: 1))
        #expect(field.text == "\u{1F44D}\u{1F3FD}Xb" && changed == 3)
        #expect(delegate.asked == ["0..<0 a\u{1F44D}\u{1F3FD}b", "5..<5 X", "0..<1 "])
        delegate.refuse = true
        #expect(!text.insert("Z", at: 0))
        #expect(field.text == "\u{1F44D}\u{1F3FD}Xb" && changed == 3)
        #expect(
            AccessibilityNode.view(field).activate() && field.isFirstResponder, "activating begins editing, as a tap")
    }

    @Test("A18: a secure field edits by character; a text view's edits tell its delegate")
    func secureAndTextView() throws {
        let h = WindowTestHost(size: Size(width: 400, height: 300))
        let secret = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        secret.isSecureTextEntry = true
        secret.text = "pa\u{301}ss"
        let notes = TextView(frame: Rect(x: 20, y: 80, width: 300, height: 100))
        let delegate = AccessibleTextDelegate()
        notes.delegate = delegate
        for view in [secret, notes] { h.window.addSubview(view) }
        let hidden = try #require(AccessibilityNode.view(secret).editableText)
        #expect(hidden.text == String(repeating: "\u{2022}", count: 4))
        #expect(hidden.insert("!", at: 2))
        #expect(secret.text == "pa\u{301}!ss")
        let text = try #require(AccessibilityNode.view(notes).editableText)
        #expect(text.setText("line one\nline two"))
        #expect(notes.text == "line one\nline two" && delegate.didChange == 1)
        #expect(text.isMultiline && !hidden.isMultiline)
    }
}
