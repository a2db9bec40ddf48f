import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// A text field's edit menu through the real Wayland backend, against TouchKitTesting's
/// ``MockCompositor``: the menu is an `xdg_popup` placed at the selection, taking no
/// grab; its Copy and Paste go through `wl_data_device`; it is destroyed when it closes
/// (SPEC X14, X15).
@MainActor
@Suite("The edit menu through the mock compositor and the real backend (SPEC X14, X15)", .serialized)
struct EditMenuMockCompositorTests {
    /// The shared rig (``MockScene``) with touch, a keyboard and a clipboard, and a window
    /// holding a text field.
    @MainActor
    @dynamicMemberLookup
    struct Scene {
        let mock: MockScene
        let field: TextField

        subscript<Value>(dynamicMember path: KeyPath<MockScene, Value>) -> Value { mock[keyPath: path] }

        func settle() throws {
            try mock.settle()
        }

        func close() {
            mock.close()
        }

        static func make(text: String = "hello world") throws -> Scene {
            let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 34))
            field.text = text
            let mock = try MockScene(
                offering: MockCompositor.standardGlobals + [(WlDataDeviceManager.interface, 3)], seat: 2 | 4,
                content: { $0.addSubview(field) },
                connected: { _ in
                    // Whatever an earlier test copied is not this one's.
                    Pasteboard.general.systemClipboardDidChange(to: [])
                })
            mock.compositor.keyboardEnter()
            try mock.settle()
            return Scene(mock: mock, field: field)
        }

        /// The centre of the caret at `offset`, in the window (the surface's coordinates).
        func caretPoint(_ offset: Int) -> Point {
            let caret = field.caretRect(for: TextPosition(offset: offset))
            return field.convert(Point(x: caret.midX, y: caret.midY), to: nil)
        }

        /// A tap of finger `id` at `point` on the window, at `time` milliseconds.
        func tap(_ point: Point, id: Int32, time: UInt32) throws {
            mock.compositor.touchDown(id, x: point.x, y: point.y, time: time)
            try settle()
            mock.compositor.touchUp(id, time: time + 40)
            try settle()
        }

        /// A tap on the row titled `title` of the open menu (the popup's surface).
        func tapRow(_ title: String, id: Int32, time: UInt32) throws {
            let popup = try #require(mock.app.popups.first)
            let rows = try #require(popup.subviews.first as? MenuView)
            let index = try #require(rows.actions.firstIndex { $0.title == title }, "\(rows.actions.map(\.title))")
            mock.compositor.touchDown(
                id, x: rows.bounds.width / 2, y: (Double(index) + 0.5) * MenuView.rowHeight, surface: 1, time: time)
            mock.compositor.touchUp(id, time: time + 40)
            try settle()
        }

        /// `rect` (the window's coordinates) as `xdg_positioner.set_anchor_rect` carries it.
        func positionerIntegers(_ rect: Rect) -> [Int64] {
            let origin = mock.geometryOrigin
            return [
                Int64((rect.origin.x - origin.x).rounded()), Int64((rect.origin.y - origin.y).rounded()),
                Int64(max(1, rect.size.width.rounded(.up))), Int64(max(1, rect.size.height.rounded(.up))),
            ]
        }
    }

    @Test("X15: a double tap's edit menu is an xdg_popup at the selection, with no grab; Copy copies and destroys it")
    func doubleTapMenuCopies() throws {
        let scene = try Scene.make()
        defer { scene.close() }
        let c = scene.compositor
        let word = scene.caretPoint(2)
        try scene.tap(word, id: 0, time: 100)
        try scene.tap(word, id: 1, time: 250)
        #expect(scene.field.isFirstResponder)
        #expect(scene.field.selectedTextRange?.offsets == 0..<5)
        let popup = try #require(scene.app.popups.first, "the double tap shows the edit menu")
        #expect(c.requests(named: "xdg_surface.get_popup").count == 1)
        #expect(c.requests(named: "xdg_popup.grab").isEmpty, "the edit menu takes no grab")
        #expect(!popup.takesFocus && scene.app.keyWindow === scene.window, "the keyboard stays with the field")
        // Anchored at the selection: its rectangle in the window, and on the wire.
        let range = try #require(scene.field.selectedTextRange)
        let selection = try #require(
            scene.field.selectionRects(for: range).map(\.rect).reduce(nil as Rect?) { $0?.union($1) ?? $1 })
        let anchor = scene.field.convert(selection, to: nil)
        #expect(popup.anchorRect == anchor)
        #expect(c.requests(named: "xdg_positioner.set_anchor_rect").last?.integers == scene.positionerIntegers(anchor))
        let rows = try #require(popup.subviews.first as? MenuView)
        #expect(rows.actions.map(\.title) == ["Cut", "Copy", "Select All"], "nothing to paste yet")
        // The compositor places it; it maps and draws.
        let buffersBefore = c.buffersMade.count
        c.configurePopups(x: 20, y: 44, width: Int32(rows.bounds.width), height: Int32(rows.bounds.height))
        try scene.settle()
        #expect(c.buffersMade.count > buffersBefore, "the popup drew")
        try scene.tapRow("Copy", id: 2, time: 400)
        #expect(Pasteboard.general.string == "hello")
        #expect(c.requests(named: "wl_data_device.set_selection").count == 1, "the copy is offered to other clients")
        #expect(c.requests(named: "wl_data_source.offer").contains { $0.strings == ["text/plain;charset=utf-8"] })
        #expect(scene.app.popups.isEmpty)
        #expect(c.requests(named: "xdg_popup.destroy").count == 1, "the menu's popup is destroyed when it closes")
        #expect(scene.field.text == "hello world", "Copy changes nothing")
        #expect(scene.app.activeTouchCount == 0)
    }

    @Test("X15: a tap on the caret shows Paste in the popup; Paste inserts the clipboard's text and destroys it")
    func caretMenuPastes() throws {
        let scene = try Scene.make()
        defer { scene.close() }
        let c = scene.compositor
        try scene.tap(scene.caretPoint(11), id: 0, time: 100)
        #expect(scene.field.selectedTextRange?.offsets == 11..<11)
        Pasteboard.general.string = "!"
        try scene.settle()
        #expect(c.requests(named: "wl_data_device.set_selection").count == 1)
        try scene.tap(scene.caretPoint(11), id: 1, time: 1000)
        let popup = try #require(scene.app.popups.first, "a tap on the caret shows the edit menu")
        let rows = try #require(popup.subviews.first as? MenuView)
        #expect(rows.actions.map(\.title) == ["Paste", "Select All"])
        let caret = scene.field.convert(scene.field.caretRect(for: TextPosition(offset: 11)), to: nil)
        #expect(popup.anchorRect == caret, "anchored at the caret")
        #expect(c.requests(named: "xdg_positioner.set_anchor_rect").last?.integers == scene.positionerIntegers(caret))
        #expect(c.requests(named: "xdg_popup.grab").isEmpty)
        c.configurePopups(x: 20, y: 44, width: Int32(rows.bounds.width), height: Int32(rows.bounds.height))
        try scene.settle()
        try scene.tapRow("Paste", id: 2, time: 1200)
        #expect(scene.field.text == "hello world!")
        #expect(scene.field.selectedTextRange?.offsets == 12..<12)
        #expect(scene.app.popups.isEmpty)
        #expect(c.requests(named: "xdg_popup.destroy").count == 1)
    }

    @Test("X15: with the edit menu's popup open, keys from the compositor still reach the field; the change closes it")
    func keysReachTheFieldWhileTheMenuShows() throws {
        let scene = try Scene.make()
        defer { scene.close() }
        let c = scene.compositor
        try scene.tap(scene.caretPoint(11), id: 0, time: 100)
        try scene.tap(scene.caretPoint(11), id: 1, time: 1000)
        #expect(scene.app.popups.count == 1)
        c.configurePopups(x: 20, y: 44, width: 100, height: 88)
        try scene.settle()
        c.keyTap(30)  // A
        try scene.settle()
        #expect(scene.field.text == "hello worlda", "the key went to the field, not the popup")
        #expect(scene.app.popups.isEmpty, "a change of the text closes the menu")
        #expect(c.requests(named: "xdg_popup.destroy").count == 1)
        #expect(c.requests(named: "xdg_popup.grab").isEmpty)
    }

    @Test("X14, X15: a long press moves the caret; the lift shows the menu's popup at the caret; popup_done closes it")
    func longPressMenu() throws {
        let scene = try Scene.make()
        defer { scene.close() }
        let c = scene.compositor
        let start = scene.caretPoint(3)
        c.touchDown(0, x: start.x, y: start.y)
        try scene.settle()
        scene.clock.advance(by: 0.6)  // past the long press's 0.5 s
        try scene.settle()
        #expect(scene.field.isFirstResponder, "the long press began editing")
        #expect(scene.field.selectedTextRange?.offsets == 3..<3)
        let end = scene.caretPoint(8)
        c.touchMotion(0, x: end.x, y: end.y)
        try scene.settle()
        #expect(scene.field.selectedTextRange?.offsets == 8..<8, "the caret follows the finger")
        #expect(scene.app.popups.isEmpty, "no menu while the finger is down")
        c.touchUp(0)
        try scene.settle()
        let popup = try #require(scene.app.popups.first, "the lift shows the edit menu")
        let caret = scene.field.convert(scene.field.caretRect(for: TextPosition(offset: 8)), to: nil)
        #expect(popup.anchorRect == caret)
        #expect(c.requests(named: "xdg_surface.get_popup").count == 1)
        #expect(c.requests(named: "xdg_popup.grab").isEmpty)
        c.dismissPopups()
        try scene.settle()
        #expect(scene.app.popups.isEmpty, "popup_done closes the menu")
        #expect(c.requests(named: "xdg_popup.destroy").count == 1)
        #expect(scene.field.isFirstResponder, "and the field goes on editing")
        #expect(scene.app.activeTouchCount == 0)
    }
}
