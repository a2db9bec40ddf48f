import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Context menus through the real Wayland backend, against TouchKitTesting's
/// ``MockCompositor``: the `xdg_positioner` and `xdg_popup` requests, touches on the
/// popup's surface, and `popup_done` (SPEC P60-P69).
@MainActor
@Suite("Context menus through the mock compositor and the real backend (SPEC P60-P69)", .serialized)
struct MenuMockCompositorTests {
    /// Keeps the process running when the window closes, and makes the menu.
    final class Delegate: ApplicationDelegate, ContextMenuInteractionDelegate {
        var picked: [String] = []
        func applicationShouldTerminateAfterLastWindowClosed(_ application: Application) -> Bool { false }
        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> ContextMenuConfiguration? {
            ContextMenuConfiguration { [unowned self] _ in
                Menu(children: [
                    Action(title: "Recolour") { self.picked.append($0.title) },
                    Action(title: "Delete", attributes: .destructive) { self.picked.append($0.title) },
                ])
            }
        }
    }

    /// The shared rig (``MockScene``) with touch, and a view with a context menu filling
    /// the window.
    @MainActor
    @dynamicMemberLookup
    struct Scene {
        let mock: MockScene
        let delegate: Delegate
        let interaction: ContextMenuInteraction
        /// Ended and cancelled calls per receiver and touch (F5).
        let ends: Box

        final class Box { var counts: [String: Int] = [:] }

        subscript<Value>(dynamicMember path: KeyPath<MockScene, Value>) -> Value { mock[keyPath: path] }

        func settle() throws {
            try mock.settle()
        }

        func close() {
            mock.close()
        }

        static func make() throws -> Scene {
            let delegate = Delegate()
            let interaction = ContextMenuInteraction(delegate: delegate)
            let mock = try MockScene(seat: 4, delegate: delegate) { window in
                let view = View(frame: window.bounds)
                window.addSubview(view)
                view.addInteraction(interaction)
            }
            let ends = Box()
            mock.app.touchDeliveryObserver = { receiver, phase, touches in
                guard phase == .ended || phase == .cancelled else { return }
                for touch in touches {
                    ends.counts["\(ObjectIdentifier(receiver).hashValue)-\(touch.identifier.number)", default: 0] += 1
                }
            }
            return Scene(mock: mock, delegate: delegate, interaction: interaction, ends: ends)
        }

        /// Finger 0 down at (100, 60) and held past the press duration: the menu opens.
        func longPress() throws {
            mock.compositor.touchDown(0, x: 100, y: 60)
            try settle()
            mock.clock.advance(by: ContextMenuInteraction.pressDuration + 0.05)
            try settle()
        }
    }

    @Test("P62, P69, P64: the popup's positioner and grab; the compositor's placement; a tap on its surface picks")
    func positionerGrabAndTap() throws {
        let scene = try Scene.make()
        defer { scene.close() }
        try scene.longPress()
        #expect(scene.app.popups.count == 1)
        let c = scene.compositor
        #expect(c.requests(named: "xdg_positioner.set_size").first?.integers == [250, 88])
        // Positioner and configure speak the parent's window geometry, which a
        // client-side title bar starts above the content.
        let origin = scene.geometryOrigin
        #expect(
            c.requests(named: "xdg_positioner.set_anchor_rect").first?.integers
                == [78 - Int64(origin.x), 38 - Int64(origin.y), 44, 44])
        #expect(c.requests(named: "xdg_positioner.set_anchor").first?.integers == [2])
        #expect(c.requests(named: "xdg_positioner.set_gravity").first?.integers == [2])
        #expect(c.requests(named: "xdg_positioner.set_constraint_adjustment").first?.integers == [0x1 | 0x2 | 0x8])
        #expect(c.requests(named: "xdg_surface.get_popup").count == 1)
        // The serial of the touch down: configureWindows sent 2, the down 3.
        #expect(c.requests(named: "xdg_popup.grab").first?.integers == [3])
        c.configurePopups(x: 10, y: 90, width: 250, height: 88)
        try scene.settle()
        let popup = try #require(scene.app.popups.first)
        #expect(popup.position == Point(x: 10 + origin.x, y: 90 + origin.y))
        c.touchUp(0)
        try scene.settle()
        #expect(scene.app.popups.count == 1, "P64: the menu stays open when the finger lifts")
        c.touchDown(1, x: 100, y: 22 + 44, surface: 1)
        c.touchUp(1)
        try scene.settle()
        #expect(scene.delegate.picked == ["Delete"])
        #expect(scene.app.popups.isEmpty)
        #expect(c.requests(named: "xdg_popup.destroy").count == 1, "\(c.received.suffix(16).map(\.description))")
        #expect(scene.app.activeTouchCount == 0)
    }

    @Test("P67: popup_done at once is survived: the menu closes, the finger goes on and ends once")
    func popupDoneAtOnce() throws {
        let scene = try Scene.make()
        defer { scene.close() }
        try scene.longPress()
        #expect(scene.app.popups.count == 1)
        scene.compositor.dismissPopups()
        try scene.settle()
        #expect(scene.app.popups.isEmpty)
        #expect(scene.interaction.menuWindow == nil)
        #expect(scene.compositor.requests(named: "xdg_popup.destroy").count == 1)
        scene.compositor.touchMotion(0, x: 120, y: 150)
        scene.compositor.touchUp(0)
        try scene.settle()
        #expect(scene.delegate.picked.isEmpty)
        #expect(scene.app.activeTouchCount == 0)
        #expect(!scene.ends.counts.isEmpty && scene.ends.counts.values.allSatisfy { $0 == 1 }, "\(scene.ends.counts)")
        try scene.longPress()
        #expect(scene.app.popups.count == 1, "a menu opens again")
    }
}
