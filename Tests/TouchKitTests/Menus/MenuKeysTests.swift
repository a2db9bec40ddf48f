import Testing
import TouchKit
import TouchKitTestHost

/// Keys move through an open context menu (SPEC P70).
@MainActor
@Suite("Menu keys (SPEC P70)")
struct MenuKeysTests {
    /// A view whose context menu has Recolour, Lock (disabled), Share and Delete.
    @MainActor
    final class Host: ContextMenuInteractionDelegate {
        let host = WindowTestHost(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        var interaction: ContextMenuInteraction!
        var picked: [String] = []

        init() {
            host.window.addSubview(view)
            interaction = ContextMenuInteraction(delegate: self)
            view.addInteraction(interaction)
        }

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> ContextMenuConfiguration? {
            ContextMenuConfiguration { [unowned self] _ in
                Menu(
                    children: ["Recolour", "Lock", "Share", "Delete"].map { title in
                        Action(title: title, attributes: title == "Lock" ? .disabled : []) {
                            self.picked.append($0.title)
                        }
                    })
            }
        }

        /// Opens the menu with a long press and lifts the finger where it pressed.
        func open() {
            host.down(0, 150, 100)
            host.frame()
            host.wait(ContextMenuInteraction.pressDuration + 0.05)
            host.up(0)
            host.frame()
        }

        func key(_ keysym: UInt32) { host.pressKey(keysym: keysym, keyCode: 100) }
        var highlighted: Int? { interaction.menuView?.highlightedIndex }
    }

    static let down: UInt32 = 0xff54
    static let up: UInt32 = 0xff52

    @Test("P70: the arrows move over the enabled rows, skipping disabled ones and stopping at the ends")
    func p70Arrows() {
        let m = Host()
        m.open()
        #expect(m.host.popups.count == 1)
        #expect(m.highlighted == nil)
        m.key(Self.down)
        #expect(m.highlighted == 0)
        m.key(Self.down)
        #expect(m.highlighted == 2, "Lock (row 1) is disabled")
        m.key(Self.down)
        m.key(Self.down)
        #expect(m.highlighted == 3, "stops at the last row")
        m.key(Self.up)
        m.key(Self.up)
        #expect(m.highlighted == 0)
        m.key(Self.up)
        #expect(m.highlighted == 0, "stops at the first row")
        m.key(0xff57)  // End
        #expect(m.highlighted == 3)
        m.key(0xff50)  // Home
        #expect(m.highlighted == 0)
        #expect(m.picked.isEmpty)
        #expect(m.host.popups.count == 1)
    }

    @Test("P70: from no highlight Up goes to the last row; Return picks the highlighted row once and closes the menu")
    func p70ReturnPicks() {
        let m = Host()
        m.open()
        m.key(0xff0d)  // Return with nothing highlighted: nothing
        #expect(m.picked.isEmpty)
        #expect(m.host.popups.count == 1)
        m.key(Self.up)
        #expect(m.highlighted == 3)
        m.key(Self.up)
        m.key(0xff0d)
        #expect(m.picked == ["Share"])
        #expect(m.host.popups.isEmpty)
        #expect(m.interaction.menuWindow == nil)
    }

    @Test("P70: Space picks too; a letter does nothing; Escape still dismisses")
    func p70SpaceAndOthers() {
        let m = Host()
        m.open()
        m.key(Self.down)
        m.key(0x61)  // a
        #expect(m.host.popups.count == 1)
        #expect(m.highlighted == 0)
        m.key(0x20)
        #expect(m.picked == ["Recolour"])
        m.open()
        m.key(Self.down)
        m.key(0xff1b)
        #expect(m.host.popups.isEmpty)
        #expect(m.picked == ["Recolour"])
    }
}
