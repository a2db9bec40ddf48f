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

    /// A mock compositor with touch, the backend on it, and a configured window whose
    /// view has a context menu.
    @MainActor
    struct Scene {
        let compositor: MockCompositor
        let backend: WaylandBackend
        let app: Application
        let clock: ManualClock
        let window: Window
        let delegate: Delegate
        let interaction: ContextMenuInteraction
        /// Ended and cancelled calls per receiver and touch (F5).
        let ends: Box

        final class Box { var counts: [String: Int] = [:] }

        func settle() throws {
            try backend.settle()
        }

        func close() {
            for popup in app.popups { popup.dismiss() }
            window.close()
            try? settle()
            app.backend = nil
            compositor.stop()
        }

        static func make() throws -> Scene {
            let compositor = try MockCompositor(offering: MockCompositor.standardGlobals)
            let clock = ManualClock()
            let app = Application(clock: clock)
            let delegate = Delegate()
            app.delegate = delegate
            let backend = try WaylandBackend(application: app, displayName: compositor.socketPath)
            app.backend = backend
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240), application: app)
            let view = View(frame: window.bounds)
            window.addSubview(view)
            let interaction = ContextMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            window.makeKeyAndVisible()
            let ends = Box()
            app.touchDeliveryObserver = { receiver, phase, touches in
                guard phase == .ended || phase == .cancelled else { return }
                for touch in touches {
                    ends.counts["\(ObjectIdentifier(receiver).hashValue)-\(touch.identifier.number)", default: 0] += 1
                }
            }
            let scene = Scene(
                compositor: compositor, backend: backend, app: app, clock: clock, window: window, delegate: delegate,
                interaction: interaction, ends: ends)
            try scene.settle()
            compositor.announceSeatCapabilities(4)
            compositor.configureWindows(width: 320, height: 240)
            try scene.settle()
            return scene
        }

        /// Finger 0 down at (100, 60) and held past the press duration: the menu opens.
        func longPress() throws {
            compositor.touchDown(0, x: 100, y: 60)
            try settle()
            clock.advance(by: ContextMenuInteraction.pressDuration + 0.05)
            try settle()
        }
    }

    /// The window's geometry origin in its content coordinates.
    private func geometryOrigin(_ scene: Scene) -> Point {
        let host = scene.backend.connection.windowsBySurface.values.first { $0.window === scene.window }
        return host?.clientDecoration?.layout.windowGeometry.origin ?? .zero
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
        let origin = geometryOrigin(scene)
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
