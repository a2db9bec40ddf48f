import Testing
import TouchKit
import TouchKitTestHost

/// The editing model a text field adopts (SPEC X1-X3, X5).
@MainActor
@Suite("Text editing model")
struct TextEditingModelTests {
    @Test("X1: insertText replaces the selection, the caret follows the text, offsets count UTF-16 units")
    func insertReplacesTheSelection() throws {
        let host = WindowTestHost()
        let field = host.editingField("hello world")
        field.selectedTextRange = field.textRange(
            from: TextPosition(offset: 6), to: TextPosition(offset: 11))
        field.insertText("😀 there")
        #expect(field.text == "hello 😀 there")
        #expect(field.selectedOffsets == 14..<14)  // 😀 is two UTF-16 units.
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 14)
        #expect(field.hasText)
        let range = try #require(field.textRange(from: TextPosition(offset: 6), to: TextPosition(offset: 8)))
        #expect(field.text(in: range) == "😀")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    }

    @Test("X2: Backspace after e + combining acute removes both")
    func backspaceRemovesACombiningSequence() {
        let host = WindowTestHost()
        let field = host.editingField("cafe\u{301}")
        field.deleteBackward()
        #expect(field.text == "caf")
    }

    @Test("X2: Backspace after a family emoji removes the whole cluster")
    func backspaceRemovesAnEmojiCluster() {
        let host = WindowTestHost()
        let field = host.editingField("a👨‍👩‍👧‍👦")
        field.deleteBackward()
        #expect(field.text == "a")
        #expect(field.selectedOffsets == 1..<1)
    }

    @Test("X2: Backspace in Devanagari removes one character where Pango says so")
    func backspaceInDevanagariRemovesOneCharacter() {
        let host = WindowTestHost()
        // क ् ष ि: Pango marks backspace_deletes_character at the end.
        let field = host.editingField("\u{915}\u{94D}\u{937}\u{93F}")
        field.deleteBackward()
        #expect(field.text == "\u{915}\u{94D}\u{937}")
    }

    @Test("X2: the caret never stands inside a cluster; Delete removes the next cluster")
    func caretSkipsClusters() {
        let host = WindowTestHost()
        let field = host.editingField("e\u{301}x")
        field.selectedTextRange = field.textRange(from: TextPosition(offset: 1), to: TextPosition(offset: 1))
        #expect(field.selectedOffsets == 0..<0)
        host.type(TestKey.key(TestKey.right))
        #expect(field.selectedOffsets == 2..<2)
        host.type(TestKey.key(TestKey.left))
        host.type(TestKey.key(TestKey.delete))
        #expect(field.text == "x")
    }

    @Test("X3: Right moves the caret rightwards on screen through mixed Hebrew and Latin")
    func rightArrowMovesVisuallyInBidiText() {
        let host = WindowTestHost()
        let field = host.editingField("ab שלום cd")
        field.selectedTextRange = field.textRange(from: TextPosition(offset: 0), to: TextPosition(offset: 0))
        var offsets: [Int] = [0]
        var xs: [Double] = [field.caretRect(for: TextPosition(offset: 0)).midX]
        for _ in 0..<10 {
            host.type(TestKey.key(TestKey.right))
            let offset = field.selectedOffsets!.lowerBound
            offsets.append(offset)
            xs.append(field.caretRect(for: TextPosition(offset: offset)).midX)
        }
        // Inside the Hebrew word the logical offset goes down while the caret goes right.
        #expect(offsets.contains(6) && offsets.contains(5))
        #expect(offsets.firstIndex(of: 6)! < offsets.firstIndex(of: 5)!)
        for i in 1..<xs.count where offsets[i] != offsets[i - 1] {
            #expect(xs[i] >= xs[i - 1] - 0.01, "caret went left at step \(i): \(offsets)")
        }
        #expect(offsets.last == 10)
    }

    @Test("X3: Shift extends the selection from its anchor; Ctrl moves by words; Home and End")
    func shiftAndWordMoves() {
        let host = WindowTestHost()
        let field = host.editingField("one two three")
        host.type(TestKey.key(TestKey.left, "", .control))
        #expect(field.selectedOffsets == 8..<8)
        host.type(TestKey.key(TestKey.left, "", [.control, .shift]))
        #expect(field.selectedOffsets == 4..<8)
        host.type(TestKey.key(TestKey.right, "", .shift))
        #expect(field.selectedOffsets == 5..<8)
        host.type(TestKey.key(TestKey.right))
        #expect(field.selectedOffsets == 8..<8)
        host.type(TestKey.key(TestKey.home, "", .shift))
        #expect(field.selectedOffsets == 0..<8)
        host.type(TestKey.key(TestKey.end))
        #expect(field.selectedOffsets == 13..<13)
        host.type(TestKey.key(TestKey.right, "", .control))
        #expect(field.selectedOffsets == 13..<13)
    }

    @Test("X5: marked text replaces the selection, is replaced by the next, and unmarkText keeps it")
    func markedText() {
        let host = WindowTestHost()
        let field = host.editingField("ab")
        var changes = 0
        field.addAction(for: .editingChanged) { _ in changes += 1 }
        field.setMarkedText("k", selectedRange: 1..<1)
        #expect(field.text == "abk")
        #expect(field.markedTextRange?.offsets == 2..<3)
        field.setMarkedText("か", selectedRange: 1..<1)
        #expect(field.text == "abか")
        #expect(field.selectedOffsets == 3..<3)
        #expect(changes == 0)
        field.insertText("漢")
        #expect(field.text == "ab漢")
        #expect(field.markedTextRange == nil)
        #expect(changes == 1)
        field.setMarkedText("x", selectedRange: 0..<1)
        #expect(field.selectedOffsets == 3..<4)
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        #expect(field.text == "ab漢x")
    }

    @Test("X5: marked text is drawn underlined")
    func markedTextIsUnderlined() throws {
        let host = WindowTestHost(size: Size(width: 200, height: 60))
        let field = host.editingField("", frame: Rect(x: 0, y: 0, width: 200, height: 60))
        field.font = .system(size: 30)
        field.setMarkedText("ーーー", selectedRange: 0..<0)
        let marked = try host.snapshot()
        field.unmarkText()
        let plain = try host.snapshot()
        var differing = 0
        for y in 0..<60 {
            for x in 0..<200 where marked.color(x: x, y: y) != plain.color(x: x, y: y) { differing += 1 }
        }
        #expect(differing > 20, "the underline changes pixels")
    }
}
