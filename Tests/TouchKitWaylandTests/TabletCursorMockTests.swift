import CWaylandClient
import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// A tablet tool's cursor (SPEC P20) and animated theme cursors (P21) through the real
/// Wayland backend, from TouchKitTesting's ``MockCompositor``: the frame callbacks that
/// step an animation are sent by the test, with the times it chooses.
@MainActor
@Suite("Tablet tool cursors and animated cursors through the mock compositor (SPEC P20, P21)", .serialized)
struct TabletCursorMockTests {

    /// An app on the mock compositor with a 320x240 window holding a crosshair card at
    /// (100, 100, 100, 100), a card hiding the pointer at (220, 20, 60, 60) and a `wait`
    /// card at (20, 100, 60, 60), a pointer on its seat; `body` runs with it.
    private func withApp(
        offering globals: MockScene.Globals,
        options: WaylandLaunchOptions = WaylandLaunchOptions(),
        _ body: (MockCompositor, () throws -> Void) throws -> Void
    ) throws {
        let cards: [(style: PointerStyle, frame: Rect)] = [
            (PointerStyle(cursor: .crosshair), Rect(x: 100, y: 100, width: 100, height: 100)),
            (.hidden(), Rect(x: 220, y: 20, width: 60, height: 60)),
            (PointerStyle(cursor: .wait), Rect(x: 20, y: 100, width: 60, height: 60)),
        ]
        try MockScene.withPointerCards(cards, offering: globals, options: options) { scene in
            try body(scene.compositor) { try scene.settle() }
        }
    }

    @Test("P20: a hovering pen's cursor is set by name with its proximity_in's serial, and stays while it touches")
    func p20PenCursorShape() throws {
        try withApp(offering: MockCompositor.standardGlobals + [(WpCursorShapeManagerV1.interface, 1)]) {
            compositor, settle in
            let pen = compositor.addTabletTool(.pen, capabilities: [.pressure])
            try settle()
            compositor.proximityIn(pen)
            let first = Int64(compositor.latestSerial)
            compositor.toolMotion(pen, x: 150, y: 130)
            compositor.toolFrame(pen, time: 10)
            compositor.toolMotion(pen, x: 160, y: 140)  // the same cursor: nothing sent
            compositor.toolFrame(pen, time: 20)
            compositor.toolMotion(pen, x: 30, y: 30)
            compositor.toolFrame(pen, time: 30)
            try settle()
            #expect(compositor.requests(named: "wp_cursor_shape_manager_v1.get_tablet_tool_v2").count == 1)
            #expect(compositor.requests(named: "wp_cursor_shape_manager_v1.get_pointer").isEmpty)
            var shapes = compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").map(\.integers)
            #expect(shapes == [[first, 8], [first, 1]], "\(shapes)")

            // Touching and moving over the crosshair card keeps the cursor; lifting there shows it.
            compositor.toolDown(pen)
            compositor.toolFrame(pen, time: 40)
            compositor.toolMotion(pen, x: 150, y: 150)
            compositor.toolFrame(pen, time: 50)
            try settle()
            #expect(compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").count == 2)
            compositor.toolUp(pen)
            compositor.toolFrame(pen, time: 60)
            try settle()
            shapes = compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").map(\.integers)
            #expect(shapes.last == [first, 8], "\(shapes)")

            // Hidden over the hiding card: the tool's set_cursor with no surface.
            compositor.toolMotion(pen, x: 250, y: 50)
            compositor.toolFrame(pen, time: 70)
            try settle()
            #expect(compositor.requests(named: "zwp_tablet_tool_v2.set_cursor").map(\.integers) == [[first, 0, 0]])
            #expect(compositor.requests(named: "wl_pointer.set_cursor").isEmpty)

            // Out and in again: sent again, with the new serial.
            compositor.proximityOut(pen)
            compositor.toolFrame(pen, time: 80)
            compositor.proximityIn(pen)
            let second = Int64(compositor.latestSerial)
            compositor.toolMotion(pen, x: 150, y: 130)
            compositor.toolFrame(pen, time: 90)
            try settle()
            #expect(second != first)
            shapes = compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").map(\.integers)
            #expect(shapes.last == [second, 8], "\(shapes)")
        }
    }

    @Test("P20: without cursor-shape-v1 a pen's cursor is the theme's image on a surface of its own")
    func p20PenCursorSurface() throws {
        let options = WaylandLaunchOptions(cursorTheme: "Adwaita", cursorSize: 24)
        try withApp(offering: MockCompositor.standardGlobals, options: options) { compositor, settle in
            compositor.pointerEnter(x: 10, y: 10)
            let pen = compositor.addTabletTool(.pen, capabilities: [.pressure])
            try settle()
            compositor.proximityIn(pen)
            let serial = Int64(compositor.latestSerial)
            compositor.toolMotion(pen, x: 150, y: 130)
            compositor.toolFrame(pen, time: 10)
            try settle()
            let pointerSets = compositor.requests(named: "wl_pointer.set_cursor")
            let toolSets = compositor.requests(named: "zwp_tablet_tool_v2.set_cursor")
            #expect(pointerSets.count == 1 && toolSets.count == 1, "\(pointerSets) \(toolSets)")
            let pointerSurface = try #require(pointerSets.first?.objects.first)
            let toolSurface = try #require(toolSets.first?.objects.first)
            #expect(pointerSurface != 0 && toolSurface != 0 && toolSurface != pointerSurface)
            // The crosshair's hotspot is at its centre, with the proximity_in's serial.
            #expect(toolSets.first.map { $0.integers[0] == serial && $0.integers[1] > 5 } == true, "\(toolSets)")
        }
    }

    /// The buffers attached to the surface `id`, in order.
    private func attached(to id: UInt32, in compositor: MockCompositor) -> [UInt32] {
        compositor.requests(named: "wl_surface.attach").filter { $0.target == id }.compactMap(\.objects.first)
    }

    @Test("P21: an animated theme cursor steps at its surface's frame callbacks, timed by their timestamps")
    func p21AnimatedCursor() throws {
        // Adwaita's `wait` has 60 images of 16 ms each: 960 ms a turn.
        let options = WaylandLaunchOptions(cursorTheme: "Adwaita", cursorSize: 24)
        try withApp(offering: MockCompositor.standardGlobals, options: options) { compositor, settle in
            compositor.pointerEnter(x: 40, y: 120)
            try settle()
            let surface = try #require(compositor.cursorSurfaceIDs.first)
            var buffers = attached(to: surface, in: compositor)
            #expect(buffers.count == 1, "\(buffers)")
            #expect(compositor.pendingFrameCallbackCount(surface: surface) == 1)
            let first = try #require(buffers.first)

            compositor.finishFrameCallbacks(surface: surface, time: 5000)  // the start: image 0 still
            try settle()
            #expect(attached(to: surface, in: compositor).count == 1)
            #expect(compositor.pendingFrameCallbackCount(surface: surface) == 1)
            compositor.finishFrameCallbacks(surface: surface, time: 5040)  // image 2
            try settle()
            compositor.finishFrameCallbacks(surface: surface, time: 5050)  // image 3
            try settle()
            compositor.finishFrameCallbacks(surface: surface, time: 5055)  // still image 3
            try settle()
            buffers = attached(to: surface, in: compositor)
            #expect(buffers.count == 3 && Set(buffers).count == 3, "\(buffers)")
            compositor.finishFrameCallbacks(surface: surface, time: 5960)  // a whole turn: image 0
            try settle()
            buffers = attached(to: surface, in: compositor)
            #expect(buffers.count == 4 && buffers.last == first, "\(buffers)")
            #expect(compositor.pendingFrameCallbackCount(surface: surface) == 1)
        }
    }

    @Test("P21: changing the cursor or leaving stops the animation")
    func p21AnimationStops() throws {
        let options = WaylandLaunchOptions(cursorTheme: "Adwaita", cursorSize: 24)
        try withApp(offering: MockCompositor.standardGlobals, options: options) { compositor, settle in
            compositor.pointerEnter(x: 40, y: 120)
            try settle()
            let surface = try #require(compositor.cursorSurfaceIDs.first)
            compositor.finishFrameCallbacks(surface: surface, time: 100)
            try settle()
            // To the crosshair card: its single image, and the callback on its way changes nothing.
            compositor.pointerMotion(x: 150, y: 130, time: 10)
            try settle()
            let afterChange = attached(to: surface, in: compositor)
            #expect(afterChange.count == 2, "\(afterChange)")
            compositor.finishFrameCallbacks(surface: surface, time: 140)
            try settle()
            #expect(attached(to: surface, in: compositor) == afterChange)
            #expect(compositor.pendingFrameCallbackCount(surface: surface) == 0)

            // Back over the wait card, then out of the window.
            compositor.pointerMotion(x: 40, y: 120, time: 20)
            try settle()
            #expect(compositor.pendingFrameCallbackCount(surface: surface) == 1)
            let beforeLeave = attached(to: surface, in: compositor)
            compositor.pointerLeave()
            try settle()
            compositor.finishFrameCallbacks(surface: surface, time: 200)
            compositor.finishFrameCallbacks(surface: surface, time: 260)
            try settle()
            #expect(attached(to: surface, in: compositor) == beforeLeave)
            #expect(compositor.pendingFrameCallbackCount(surface: surface) == 0)
        }
    }
}
