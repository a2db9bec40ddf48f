import Testing
import TouchKit
import TouchKitTestHost

/// Editing by touch: the long press, the caret and handle drags, the edit menu, and a
/// text view that still scrolls (SPEC X14-X16).
@MainActor
@Suite("Text touch editing")
struct TextTouchEditingTests {
    /// The caret's centre in the window, for a text entry.
    static func caretCenter(_ input: some View & TextInput, at offset: Int) -> Point {
        let caret = input.caretRect(for: TextPosition(offset: offset))
        return input.convert(Point(x: caret.midX, y: caret.midY), to: nil)
    }

    @Test("X14: a long press puts the caret under the finger, it follows the finger, and the lift shows the edit menu")
    func longPressMovesTheCaret() throws {
        let host = WindowTestHost()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 34))
        host.window.addSubview(field)
        field.text = "hello world"
        let start = Self.caretCenter(field, at: 1)
        host.down(0, start.x, start.y)
        host.frame()
        host.wait(0.6)
        #expect(field.isFirstResponder, "the long press began editing")
        #expect(field.selectedOffsets == 1..<1)
        let target = Self.caretCenter(field, at: 8)
        host.move(0, target.x, target.y)
        host.frame()
        #expect(field.selectedOffsets == 8..<8, "the caret follows the finger")
        host.up(0)
        host.frame()
        #expect(field.selectedOffsets == 8..<8)
        let menu = try #require(host.popups.last)
        #expect(!menu.takesFocus && host.window.isKeyWindow, "the edit menu leaves the keyboard with the field")
    }

    @Test("X14: a drag that starts on the caret moves it; one that starts away from it does not")
    func dragTheCaret() {
        let host = WindowTestHost()
        let field = host.editingField("hello world")
        #expect(field.selectedOffsets == 11..<11)
        let caret = Self.caretCenter(field, at: 11)
        let target = Self.caretCenter(field, at: 5)
        host.drag(from: caret, to: target, steps: 6)
        #expect(field.selectedOffsets == 5..<5)
        let away = Self.caretCenter(field, at: 11)
        host.drag(from: Point(x: away.x + 40, y: away.y), to: Point(x: away.x + 100, y: away.y), steps: 6)
        #expect(field.selectedOffsets == 5..<5, "a drag away from the caret moves nothing, and is no tap")
    }

    @Test("X14: a double tap selects a word and shows handles; dragging a handle moves its end only")
    func handlesExtendTheSelection() throws {
        let host = WindowTestHost()
        let field = host.editingField("one two three")
        let two = Self.caretCenter(field, at: 5)
        host.tap(0, two.x, two.y)
        host.tap(0, two.x, two.y)
        #expect(field.selectedOffsets == 4..<7)
        #expect(host.popups.count == 1, "the double tap shows the edit menu")
        let end = Self.caretCenter(field, at: 7)
        host.drag(from: end, to: Self.caretCenter(field, at: 13), steps: 6)
        #expect(field.selectedOffsets == 4..<13, "the end handle extends the selection; its start stays")
        let begin = Self.caretCenter(field, at: 4)
        host.drag(from: begin, to: Self.caretCenter(field, at: 0), steps: 6)
        #expect(field.selectedOffsets == 0..<13)
        host.drag(from: Self.caretCenter(field, at: 0), to: Self.caretCenter(field, at: 13), steps: 6)
        #expect(field.selectedOffsets?.isEmpty == false, "a handle never passes the other: one cluster stays")
        let menu = try #require(host.popups.last, "the lift after a handle drag shows the edit menu")
        #expect(!menu.isDismissed)
    }

    @Test("X14: the handles are drawn for a selection a touch made, not for one the keys made")
    func handlesAreDrawn() throws {
        let host = WindowTestHost()
        let field = host.editingField("one two three")
        host.type(TestKey.key(TestKey.left, "", .shift))
        host.type(TestKey.key(TestKey.left, "", .shift))
        let caret = field.caretRect(for: TextPosition(offset: 11))
        let knob = field.convert(Point(x: caret.midX, y: caret.minY - 3), to: nil)
        let byKeys = try host.snapshot()
        let w = Int(knob.x)
        let h = Int(knob.y)
        let keysPixel = byKeys.color(x: w, y: h)
        let word = Self.caretCenter(field, at: 12)
        host.tap(0, word.x, word.y)
        host.tap(0, word.x, word.y)
        #expect(field.selectedOffsets == 8..<13)
        let start = field.caretRect(for: TextPosition(offset: 8))
        let startKnob = field.convert(Point(x: start.midX, y: start.minY - 3), to: nil)
        let byTouch = try host.snapshot()
        let tint = byTouch.color(x: Int(startKnob.x), y: Int(startKnob.y))
        #expect(tint.blue > 0.8 && tint.red < 0.4, "the start knob is drawn in the tint: \(tint)")
        #expect(keysPixel.blue < 0.8 || keysPixel.red > 0.4, "no knob for the keys' selection: \(keysPixel)")
    }

    @Test("X15: a tap on the caret shows Paste and Select All; Select All selects the text")
    func tapOnTheCaretShowsTheMenu() throws {
        Pasteboard.general.string = "pasted"
        let host = WindowTestHost()
        let field = host.editingField("hello")
        let caret = Self.caretCenter(field, at: 5)
        host.tap(0, caret.x, caret.y)
        let menu = try #require(host.popups.last)
        let rows = try #require(menu.subviews.first as? MenuView)
        #expect(rows.actions.map(\.title) == ["Paste", "Select All"])
        let caretInWindow = field.convert(field.caretRect(for: TextPosition(offset: 5)), to: nil)
        #expect(
            menu.position.y >= caretInWindow.maxY - 0.5 || menu.position.y + menu.bounds.height <= caretInWindow.minY,
            "the menu keeps clear of the caret")
        host.type(text: "!")
        #expect(field.text == "hello!")
        #expect(menu.isDismissed, "typing goes to the field and closes the menu")
        let again = Self.caretCenter(field, at: 6)
        host.wait(0.5)  // a tap of its own, not the second of a double tap
        host.tap(0, again.x, again.y)
        let second = try #require(host.popups.last)
        host.tap(0, 20, 1.5 * MenuView.rowHeight, in: second)
        #expect(field.selectedOffsets == 0..<6)
        #expect(second.isDismissed)
    }

    @Test("X15: Cut, Copy and Paste from the menu go through the clipboard and the delegate")
    func cutCopyPaste() throws {
        let host = WindowTestHost()
        let field = host.editingField("one two")
        let two = Self.caretCenter(field, at: 5)
        host.tap(0, two.x, two.y)
        host.tap(0, two.x, two.y)
        var rows = try #require(host.popups.last?.subviews.first as? MenuView)
        #expect(rows.actions.map(\.title).prefix(2) == ["Cut", "Copy"])
        host.tap(0, 20, 0.5 * MenuView.rowHeight, in: host.popups.last!)
        #expect(field.text == "one ")
        #expect(Pasteboard.general.string == "two")
        let caret = Self.caretCenter(field, at: 4)
        host.wait(0.5)  // a tap of its own, not the third of a triple tap
        host.tap(0, caret.x, caret.y)
        rows = try #require(host.popups.last?.subviews.first as? MenuView)
        let paste = try #require(rows.actions.firstIndex { $0.title == "Paste" })
        host.tap(0, 20, (Double(paste) + 0.5) * MenuView.rowHeight, in: host.popups.last!)
        #expect(field.text == "one two")
        field.isSecureTextEntry = true
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(!EditMenuInteraction.suggestedActions(for: field).contains { $0.title == "Copy" || $0.title == "Cut" })
    }

    @Test("X16: a drag in a text view scrolls it, unless it starts on the caret: then the caret moves")
    func textViewScrollsOrMovesTheCaret() {
        let host = WindowTestHost()
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 120))
        host.window.addSubview(view)
        view.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        view.becomeFirstResponder()
        view.selectedTextRange = TextRange(start: TextPosition(offset: 2), end: TextPosition(offset: 2))
        view.contentOffset = .zero
        host.window.layoutIfNeeded()
        host.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 20), steps: 8)
        #expect(view.contentOffset.y > 40, "a drag away from the caret scrolls")
        #expect(view.selectedOffsets == 2..<2)
        host.wait(3)
        view.contentOffset = .zero
        let caret = Self.caretCenter(view, at: 2)
        let target = Self.caretCenter(view, at: 5)
        host.drag(from: caret, to: target, steps: 6)
        #expect(view.contentOffset.y == 0, "a drag on the caret does not scroll")
        #expect(view.selectedOffsets == 5..<5)
    }

    @Test("X16: a long press in a text view moves the caret, and its drag does not scroll")
    func textViewLongPress() {
        let host = WindowTestHost()
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 120))
        host.window.addSubview(view)
        view.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        host.window.layoutIfNeeded()
        let start = Self.caretCenter(view, at: 1)
        host.down(0, start.x, start.y)
        host.frame()
        host.wait(0.6)
        #expect(view.isFirstResponder)
        let target = Self.caretCenter(view, at: 17)  // "line 3", further down
        host.move(0, target.x, target.y)
        host.frame()
        host.up(0)
        host.frame()
        #expect(view.selectedOffsets == 17..<17)
        #expect(view.contentOffset.y == 0)
    }
}
