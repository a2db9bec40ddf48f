import Testing
import TouchKit
import TouchKitTestHost

/// The hardware keyboard's editing keys and shortcuts on the first responder (SPEC X10, X12, R5).
@MainActor
@Suite("Text keys")
struct TextKeysTests {
    @Test("X10: keys map to editing commands; Alt, the logo key and Escape edit nothing")
    func commandsFromKeys() {
        #expect(EditingCommand(key: TestKey.letter("a")) == .insert("a"))
        #expect(EditingCommand(key: TestKey.letter("a", .control)) == .selectAll)
        #expect(EditingCommand(key: TestKey.letter("Z", [.control, .shift])) == .redo)
        #expect(EditingCommand(key: TestKey.letter("z", .control)) == .undo)
        #expect(EditingCommand(key: TestKey.key(TestKey.left, "", .shift)) == .move(.left, extending: true))
        #expect(EditingCommand(key: TestKey.key(TestKey.home, "", .control)) == .move(.documentStart, extending: false))
        #expect(EditingCommand(key: TestKey.key(TestKey.backSpace, "\u{8}")) == .deleteBackward)
        #expect(EditingCommand(key: TestKey.letter("a", .alternate)) == nil)
        #expect(EditingCommand(key: TestKey.letter("a", .command)) == nil)
        #expect(EditingCommand(key: TestKey.key(0xff1b, "\u{1b}")) == nil)
        #expect(EditingCommand(key: TestKey.key(TestKey.tab, "\t", .shift)) == .tab(backward: true))
    }

    @Test("X10: a held key repeats typing and Backspace; a repeated shortcut runs once")
    func repeats() {
        let host = WindowTestHost()
        let field = host.editingField()
        host.hold(TestKey.letter("x"), repeats: 3)
        #expect(field.text == "xxxx")
        host.hold(TestKey.key(TestKey.backSpace, "\u{8}"), repeats: 2)
        #expect(field.text == "x")
        Pasteboard.general.string = "p"
        host.hold(TestKey.letter("v", .control), repeats: 4)
        #expect(field.text == "xp")
    }

    @Test("X10: Ctrl+Z undoes and Ctrl+Shift+Z redoes")
    func undoRedo() {
        let host = WindowTestHost()
        let field = host.editingField()
        host.type(text: "ab")
        host.type(TestKey.key(TestKey.backSpace, "\u{8}"))
        #expect(field.text == "a")
        host.type(TestKey.letter("z", .control))
        #expect(field.text == "ab")
        host.type(TestKey.letter("z", .control))
        #expect(field.text == "a")
        host.type(TestKey.letter("Z", [.control, .shift]))
        #expect(field.text == "ab")
    }

    @Test("X12: Ctrl+C, Ctrl+X and Ctrl+V go through Pasteboard.general")
    func clipboardShortcuts() {
        let host = WindowTestHost()
        let field = host.editingField("copy me")
        let before = Pasteboard.general.changeCount
        host.type(TestKey.letter("a", .control))
        host.type(TestKey.letter("c", .control))
        #expect(Pasteboard.general.string == "copy me")
        #expect(Pasteboard.general.changeCount == before + 1)
        host.type(TestKey.key(TestKey.end))
        host.type(TestKey.key(TestKey.left, "", [.control, .shift]))
        host.type(TestKey.letter("x", .control))
        #expect(field.text == "copy ")
        #expect(Pasteboard.general.string == "me")
        host.type(TestKey.key(TestKey.home))
        host.type(TestKey.letter("v", .control))
        #expect(field.text == "mecopy ")
        Pasteboard.general.strings = ["line one\nline two"]
        host.type(TestKey.letter("v", .control))
        #expect(field.text == "meline one line twocopy ", "a one-line field pastes line breaks as spaces")
    }

    @Test("R5: a key whose press began before focus arrived edits nothing, not even its repeats")
    func keyHeldBeforeFocusEditsNothing() {
        let host = WindowTestHost()
        let field = host.editingField()
        let key = TestKey.letter("q")
        // Only a repeat and the release reach the application: the press began elsewhere.
        host.application.handleKey(key, phase: .changed, timestamp: 1)
        host.application.handleKey(key, phase: .ended, timestamp: 1)
        #expect(field.text == "")
    }

    @Test("X10: presses that edit nothing go up the responder chain")
    func unhandledPressesClimb() {
        let host = WindowTestHost()
        final class Catcher: View {
            var caught: [UInt32] = []
            override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
                caught += presses.map(\.key.keysym)
            }
        }
        let catcher = Catcher(frame: host.window.bounds)
        host.window.addSubview(catcher)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        catcher.addSubview(field)
        field.becomeFirstResponder()
        host.type(TestKey.key(0xff1b, "\u{1b}"))
        host.type(TestKey.letter("k"))
        #expect(catcher.caught == [0xff1b])
        #expect(field.text == "k")
    }
}
