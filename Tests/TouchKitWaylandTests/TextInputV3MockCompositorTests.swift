import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// text-input-v3 through the real backend against the ``MockCompositor``: what the app
/// commits in answer to `done` (SPEC X13).
@MainActor
@Suite("Text input v3 through the mock compositor (SPEC X13)", .serialized)
struct TextInputV3MockCompositorTests {
    @Test("X13: a done that changes nothing is not answered with a commit, so a compositor echoing done cannot loop")
    func unchangedDoneIsNotCommitted() throws {
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 34))
        let scene = try MockScene(
            offering: MockCompositor.standardGlobals + [(ZwpTextInputManagerV3.interface, 1)], seat: 4
        ) { $0.addSubview(field) }
        defer { scene.close() }
        let compositor = scene.compositor
        compositor.textInputEnter()
        try scene.settle()
        field.becomeFirstResponder()
        try scene.settle()
        #expect(compositor.requests(named: "zwp_text_input_v3.enable").count == 1)
        let afterEnable = compositor.requests(named: "zwp_text_input_v3.commit").count
        #expect(afterEnable == 1)
        // A preedit moves the caret: the new state is committed once.
        compositor.textInputUpdate(preedit: "héllo", cursorBegin: 6, cursorEnd: 6)
        try scene.settle()
        #expect(field.markedTextRange?.offsets == 0..<5)
        #expect(compositor.requests(named: "zwp_text_input_v3.commit").count == afterEnable + 1)
        // The same preedit and done again, as KWin 5.27 sends after every commit:
        // nothing changed, so nothing is committed.
        for _ in 0..<3 {
            compositor.textInputUpdate(preedit: "héllo", cursorBegin: 6, cursorEnd: 6)
            try scene.settle()
        }
        #expect(compositor.requests(named: "zwp_text_input_v3.commit").count == afterEnable + 1)
        // A commit changes the text: committed again, once.
        compositor.textInputUpdate(commit: "héllo")
        try scene.settle()
        #expect(field.text == "héllo")
        #expect(compositor.requests(named: "zwp_text_input_v3.commit").count == afterEnable + 2)
        #expect(compositor.requests(named: "zwp_text_input_v3.set_surrounding_text").last?.strings == ["héllo"])
    }
}
