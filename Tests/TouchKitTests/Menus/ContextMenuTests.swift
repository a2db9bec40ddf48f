import Testing
import TouchKit
import TouchKitTestHost

/// A view with a context menu of three actions (the second disabled, the third
/// destructive), recording what was picked and asked.
@MainActor
private final class MenuHost: ContextMenuInteractionDelegate {
    let host = WindowTestHost(size: Size(width: 400, height: 400))
    let view = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
    let interaction: ContextMenuInteraction
    var picked: [String] = []
    var askedAt: [Point] = []
    var returnsMenu = true
    /// Touch calls per receiver and touch: began, ended and cancelled counts.
    var ends: [String: Int] = [:]

    init() {
        interaction = ContextMenuInteraction(delegate: PlaceholderDelegate.shared)
        interaction.delegate = self
        host.window.addSubview(view)
        view.addInteraction(interaction)
        host.application.touchDeliveryObserver = { [unowned self] receiver, phase, touches in
            guard phase == .ended || phase == .cancelled else { return }
            for touch in touches {
                self.ends["\(ObjectIdentifier(receiver).hashValue)-\(touch.identifier.number)", default: 0] += 1
            }
        }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        askedAt.append(location)
        guard returnsMenu else { return nil }
        return ContextMenuConfiguration { [unowned self] _ in
            Menu(children: [
                Action(title: "Recolour") { self.picked.append($0.title) },
                Action(title: "Lock", attributes: .disabled) { self.picked.append($0.title) },
                Action(title: "Delete", attributes: .destructive) { self.picked.append($0.title) },
                Action(title: "Secret", attributes: .hidden) { self.picked.append($0.title) },
            ])
        }
    }

    /// Finger 0 held at (`x`, `y`) in the window past the press duration.
    func longPress(_ x: Double = 150, _ y: Double = 100) {
        host.down(0, x, y)
        host.frame()
        host.wait(ContextMenuInteraction.pressDuration + 0.05)
    }

    /// The centre of row `index` of the open menu, in the parent window's coordinates.
    func row(_ index: Int) throws -> Point {
        let popup = try #require(host.popups.last)
        return Point(x: popup.position.x + 100, y: popup.position.y + (Double(index) + 0.5) * MenuView.rowHeight)
    }
}

/// A delegate for the initializer, replaced at once.
@MainActor
private final class PlaceholderDelegate: ContextMenuInteractionDelegate {
    static let shared = PlaceholderDelegate()
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? { nil }
}

@MainActor
@Suite("Context menus (SPEC P60-P69)")
struct ContextMenuTests {
    @Test("P60, P9: a secondary click opens the menu where it clicked; a primary click and a finger tap do not")
    func secondaryClickOpens() throws {
        let m = MenuHost()
        m.host.click(.primary, 150, 100)
        m.host.tap(0, 150, 100)
        #expect(m.host.popups.isEmpty && m.askedAt.isEmpty, "neither a primary click nor a finger tap opens it")
        m.host.click(.secondary, 120, 90)
        #expect(m.host.popups.count == 1, "a secondary click opens it")
        #expect(m.askedAt == [Point(x: 70, y: 40)], "asked at the click, in the view's coordinates")
    }

    @Test("P60: a finger held for the press duration opens the menu, asked at the view's location")
    func longPressOpens() throws {
        let m = MenuHost()
        m.host.down(0, 150, 100)
        m.host.frame()
        m.host.wait(ContextMenuInteraction.pressDuration - 0.1)
        #expect(m.host.popups.isEmpty, "not before the press duration")
        m.host.wait(0.15)
        let popup = try #require(m.host.popups.first)
        #expect(m.askedAt == [Point(x: 100, y: 50)])
        #expect(popup.parentWindow === m.host.window)
        #expect(popup.isKeyWindow)
        #expect(m.interaction.menuView?.actions.map { $0.title } == ["Recolour", "Lock", "Delete"])
    }

    @Test("P60: a pen held still opens the menu too")
    func penOpens() {
        let m = MenuHost()
        m.host.addPencil()
        m.host.pencilDown(1, 150, 100)
        m.host.wait(ContextMenuInteraction.pressDuration + 0.05)
        #expect(m.host.popups.count == 1)
    }

    @Test("P61: a nil configuration opens nothing and the touch goes on")
    func nilConfiguration() {
        let m = MenuHost()
        m.returnsMenu = false
        m.longPress()
        #expect(m.askedAt.count == 1)
        #expect(m.host.popups.isEmpty)
        #expect(m.interaction.present(at: Point(x: 10, y: 10)) == false)
    }

    @Test("P62: the menu opens below a 44-point square on the finger, centred, and flips or slides to fit")
    func placement() throws {
        let m = MenuHost()
        m.longPress(150, 100)
        let popup = try #require(m.host.popups.first)
        #expect(popup.anchorRect == Rect(x: 128, y: 78, width: 44, height: 44))
        #expect(popup.position == Point(x: 25, y: 122))
        #expect(popup.bounds.size == Size(width: MenuView.width, height: 3 * MenuView.rowHeight))
        let bounds = Rect(x: 0, y: 0, width: 400, height: 400)
        let size = Size(width: 250, height: 132)
        #expect(
            PopupWindow.placement(size: size, anchor: Rect(x: 350, y: 340, width: 44, height: 44), within: bounds)
                == Point(x: 150, y: 208), "flipped above, slid left")
        #expect(
            PopupWindow.placement(size: size, anchor: Rect(x: .nan, y: 0, width: 44, height: 44), within: bounds)
                == .zero, "non-finite input does not crash")
    }

    @Test("P63: press, drag onto a row, release picks it once and closes the menu")
    func pressDragRelease() throws {
        let m = MenuHost()
        m.longPress()
        let target = try m.row(2)
        m.host.move(0, target.x, target.y - 10)
        m.host.frame()
        m.host.move(0, target.x, target.y)
        m.host.frame()
        #expect(m.interaction.menuView?.highlightedIndex == 2)
        m.host.up(0)
        m.host.frame()
        #expect(m.picked == ["Delete"])
        #expect(m.host.popups.isEmpty)
        #expect(m.host.window.isKeyWindow)
        #expect(m.ends.values.allSatisfy { $0 == 1 }, "F5: \(m.ends)")
    }

    @Test("P64: lifting without sliding onto a row leaves the menu open; a later tap picks")
    func staysOpen() throws {
        let m = MenuHost()
        m.longPress()
        m.host.up(0)
        m.host.frame()
        let popup = try #require(m.host.popups.first)
        #expect(m.picked.isEmpty)
        m.host.tap(1, 100, 0.5 * MenuView.rowHeight, in: popup)
        #expect(m.picked == ["Recolour"])
        #expect(m.host.popups.isEmpty)
    }

    @Test("P64: a touch on the menu that is cancelled picks nothing")
    func cancelledOnMenu() throws {
        let m = MenuHost()
        m.longPress()
        m.host.up(0)
        m.host.frame()
        let popup = try #require(m.host.popups.first)
        m.host.down(1, 100, 20, in: popup)
        m.host.frame()
        #expect(m.interaction.menuView?.highlightedIndex == 0)
        m.host.cancel()
        #expect(m.picked.isEmpty)
        #expect(m.interaction.menuView?.highlightedIndex == nil)
    }

    @Test("P65: a tap outside the menu dismisses it and picks nothing")
    func tapOutside() {
        let m = MenuHost()
        m.longPress()
        m.host.up(0)
        m.host.frame()
        #expect(m.host.popups.count == 1)
        m.host.tap(1, 380, 380)
        #expect(m.host.popups.isEmpty)
        #expect(m.picked.isEmpty)
        #expect(m.interaction.menuWindow == nil)
    }

    @Test("P66: Escape dismisses the menu and the parent is key again")
    func escape() {
        let m = MenuHost()
        m.longPress()
        m.host.up(0)
        m.host.frame()
        m.host.pressKey(keysym: 0x61, keyCode: 38)
        #expect(m.host.popups.count == 1, "another key does not")
        m.host.pressKey()
        #expect(m.host.popups.isEmpty)
        #expect(m.host.window.isKeyWindow)
        #expect(m.picked.isEmpty)
    }

    @Test("P67: popup_done at once is survived: nothing picked, the touch ends once, a menu opens again")
    func popupDoneAtOnce() throws {
        let m = MenuHost()
        m.longPress()
        m.host.popupDone()
        #expect(m.host.popups.isEmpty)
        let below = Point(x: 150, y: 122 + 2.5 * MenuView.rowHeight)
        m.host.move(0, below.x, below.y)
        m.host.frame()
        m.host.up(0)
        m.host.frame()
        #expect(m.picked.isEmpty)
        #expect(m.ends.values.allSatisfy { $0 == 1 } && !m.ends.isEmpty, "F5: \(m.ends)")
        m.longPress()
        #expect(m.host.popups.count == 1, "the interaction opens a menu again")
    }

    @Test("P67: closing the parent window dismisses its menu first, picking nothing")
    func parentCloses() {
        let m = MenuHost()
        m.longPress()
        #expect(m.host.popups.count == 1)
        m.host.window.close()
        #expect(m.host.application.popups.isEmpty)
        #expect(m.interaction.menuWindow == nil)
        #expect(m.picked.isEmpty)
        #expect(m.ends.values.allSatisfy { $0 == 1 }, "F5: \(m.ends)")
    }

    @Test("P68: disabled rows are neither highlighted nor picked; hidden ones are left out; child menus inline")
    func attributes() throws {
        let m = MenuHost()
        m.longPress()
        let disabled = try m.row(1)
        m.host.move(0, disabled.x, disabled.y)
        m.host.frame()
        #expect(m.interaction.menuView?.highlightedIndex == nil)
        m.host.up(0)
        m.host.frame()
        #expect(m.picked.isEmpty)
        #expect(m.host.popups.count == 1)
        let nested = Menu(children: [
            Menu(options: .displayInline, children: [Action(title: "B") { _ in }]), Action(title: "A") { _ in },
        ])
        #expect(nested.visibleActions.map { $0.title } == ["A", "B"])
    }
}
