import CWaylandClient
import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Cursors through the real Wayland backend, from TouchKitTesting's ``MockCompositor``:
/// cursor-shape-v1's `set_shape` where it is offered, the Xcursor theme through
/// `wl_pointer.set_cursor` where it is not, and the decorations' cursors (SPEC P16-P18).
@MainActor
@Suite("Cursors through the mock compositor and the real backend (SPEC P16-P18)", .serialized)
struct CursorMockCompositorTests {

    /// An app on the mock compositor with a 320x240 window holding a crosshair card at
    /// (100, 100, 100, 100) and a card hiding the pointer at (220, 20, 60, 60), a pointer
    /// on its seat; `body` runs with it, then everything is closed.
    private func withApp(
        offering globals: MockScene.Globals,
        options: WaylandLaunchOptions = WaylandLaunchOptions(),
        _ body: (MockCompositor, WaylandBackend, () throws -> Void) throws -> Void
    ) throws {
        let cards: [(style: PointerStyle, frame: Rect)] = [
            (PointerStyle(cursor: .crosshair), Rect(x: 100, y: 100, width: 100, height: 100)),
            (.hidden(), Rect(x: 220, y: 20, width: 60, height: 60)),
        ]
        try MockScene.withPointerCards(cards, offering: globals, options: options) { scene in
            try body(scene.compositor, scene.backend) { try scene.settle() }
        }
    }

    @Test("P16: with cursor-shape-v1 the cursor is set by name with the enter's serial, once per change")
    func p16SetShape() throws {
        try withApp(offering: MockCompositor.standardGlobals + [(WpCursorShapeManagerV1.interface, 1)]) {
            compositor, _, settle in
            compositor.pointerEnter(x: 20, y: 20)
            try settle()
            let firstSerial = Int64(compositor.latestSerial)
            compositor.pointerMotion(x: 150, y: 130, time: 10)
            compositor.pointerMotion(x: 160, y: 140, time: 20)  // the same cursor: nothing sent
            compositor.pointerMotion(x: 20, y: 200, time: 30)
            try settle()
            var shapes = compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").map(\.integers)
            #expect(shapes == [[firstSerial, 1], [firstSerial, 8], [firstSerial, 1]], "\(shapes)")
            #expect(compositor.requests(named: "wp_cursor_shape_manager_v1.get_pointer").count == 1)
            #expect(compositor.requests(named: "wl_pointer.set_cursor").isEmpty)

            // Hidden: set_cursor with no surface.
            compositor.pointerMotion(x: 250, y: 50, time: 40)
            try settle()
            #expect(compositor.requests(named: "wl_pointer.set_cursor").map(\.integers) == [[firstSerial, 0, 0]])

            // Leaving and entering again sends the cursor again, with the new serial.
            compositor.pointerLeave()
            compositor.pointerEnter(x: 150, y: 150)
            try settle()
            let secondSerial = Int64(compositor.latestSerial)
            #expect(secondSerial != firstSerial)
            shapes = compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").map(\.integers)
            #expect(shapes.last == [secondSerial, 8], "\(shapes)")
        }
    }

    @Test("P17: without cursor-shape-v1 the theme's image is set on a cursor surface, at XCURSOR_SIZE")
    func p17ThemeImage() throws {
        let options = WaylandLaunchOptions(cursorTheme: "Adwaita", cursorSize: 48)
        try withApp(offering: MockCompositor.standardGlobals, options: options) { compositor, _, settle in
            compositor.pointerEnter(x: 20, y: 20)
            try settle()
            let serial = Int64(compositor.latestSerial)
            compositor.pointerMotion(x: 150, y: 130, time: 10)
            try settle()
            let sets = compositor.requests(named: "wl_pointer.set_cursor").map(\.integers)
            // Adwaita's 48-pixel arrow has its hotspot at (7, 7); its crosshair at the centre.
            #expect(sets.count == 2, "\(sets)")
            #expect(sets.first == [serial, 7, 7], "\(sets)")
            #expect(sets.last.map { $0[0] == serial && $0[1] > 10 && $0[2] > 10 } == true, "\(sets)")
            #expect(compositor.buffersMade.contains { $0.width == 48 && $0.height == 48 })
            #expect(compositor.requests(named: "wl_surface.set_buffer_scale").contains { $0.integers == [1] })
        }
    }

    @Test("P17: a missing theme is logged once and the default theme's arrow is set")
    func p17MissingTheme() throws {
        let options = WaylandLaunchOptions(cursorTheme: "NoSuchCursorTheme-P17", cursorSize: 24)
        try withApp(offering: MockCompositor.standardGlobals, options: options) { compositor, _, settle in
            compositor.pointerEnter(x: 20, y: 20)
            try settle()
            #expect(TouchKitLog.onceMessages(containing: "NoSuchCursorTheme-P17").count == 1)
            let sets = compositor.requests(named: "wl_pointer.set_cursor").map(\.integers)
            #expect(sets.count == 1, "\(sets)")
            #expect(sets.first.map { $0[0] == Int64(compositor.latestSerial) } == true)
        }
    }

    @Test("P17: with TOUCHKIT_HIDE_CURSOR=1 the pointer is hidden over the windows, whatever the views choose")
    func p17HiddenForTestSessions() throws {
        var options = WaylandLaunchOptions(environment: ["TOUCHKIT_HIDE_CURSOR": "1"])
        options.pointerActsAsTouch = true
        #expect(options.hidesCursor)
        try withApp(
            offering: MockCompositor.standardGlobals + [(WpCursorShapeManagerV1.interface, 1)], options: options
        ) { compositor, _, settle in
            compositor.pointerEnter(x: 20, y: 20)
            compositor.pointerMotion(x: 150, y: 130, time: 10)
            try settle()
            let serial = Int64(compositor.latestSerial)
            #expect(compositor.requests(named: "wl_pointer.set_cursor").map(\.integers) == [[serial, 0, 0]])
            #expect(compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").isEmpty)
        }
    }

    @Test("P18: the decorations' edges show the resize cursors, the title bar the arrow")
    func p18DecorationCursors() throws {
        let globals =
            MockCompositor.standardGlobals + [(WlSubcompositor.interface, 1), (WpCursorShapeManagerV1.interface, 1)]
        try withApp(offering: globals) { compositor, backend, settle in
            let decoration = try #require(backend.connection.decorationsBySurface.values.first)
            let frame = decoration.layout.surfaceFrame
            let bar = decoration.layout.titleBar
            // The decoration surface is the client's second: points in its own coordinates.
            func local(_ x: Double, _ y: Double) -> (Double, Double) { (x - frame.minX, y - frame.minY) }
            let left = local(frame.minX + 2, bar.maxY + 60)
            compositor.pointerEnter(surfaceIndex: 1, x: left.0, y: left.1)
            try settle()
            let corner = local(frame.maxX - 2, frame.maxY - 2)
            compositor.pointerMotion(x: corner.0, y: corner.1, time: 10)
            let title = local(bar.midX - 40, bar.midY)
            compositor.pointerMotion(x: title.0, y: title.1, time: 20)
            try settle()
            let shapes = compositor.requests(named: "wp_cursor_shape_device_v1.set_shape").map { $0.integers[1] }
            // w-resize 25, se-resize 23, default 1.
            #expect(shapes == [25, 23, 1], "\(shapes)")
        }
    }

    @Test("P18: each resize edge maps to the cursor of its direction")
    func p18EdgeCursors() {
        let expected: [UInt32: SystemCursor] = [
            1: .nResize, 2: .sResize, 4: .wResize, 8: .eResize, 5: .nwResize, 9: .neResize, 6: .swResize,
            10: .seResize,
        ]
        for (edge, cursor) in expected { #expect(DecorationLayout.Part.edge(edge).cursor == cursor) }
        #expect(DecorationLayout.Part.title.cursor == .default)
        #expect(DecorationLayout.Part.close.cursor == .default)
        #expect(SystemCursor.text.shapeCode == 9)
        #expect(SystemCursor.zoomOut.shapeCode == 34)
    }
}
