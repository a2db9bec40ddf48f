import CWaylandClient
import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Client-side decorations through the real backend, from TouchKitTesting's
/// ``MockCompositor`` (which offers no xdg-decoration, so the window draws its own): the
/// decorations return what they ask (``DecorationAction``) and the window host performs
/// it as `xdg_toplevel` requests; the long press and the double press run on the
/// application's clock, here a `ManualClock`, so no test waits on the wall clock.
@MainActor
@Suite("Decorations through the mock compositor: actions performed by the host, on the app clock", .serialized)
struct DecorationMockCompositorTests {

    /// An app with a 320x240 window on the mock compositor, a touchscreen and a pointer;
    /// `body` gets the compositor, the decoration, the clock and a settle, and a point
    /// in the decoration surface's own coordinates for a point in content coordinates.
    private func withDecoratedWindow(
        _ body: (MockCompositor, ClientDecoration, ManualClock, Window, () throws -> Void) throws -> Void
    ) throws {
        let scene = try MockScene(
            offering: MockCompositor.standardGlobals + [(WlSubcompositor.interface, 1)],
            seat: 5)  // a pointer and a touchscreen
        defer { scene.close() }
        let decoration = try #require(scene.backend.connection.decorationsBySurface.values.first)
        try body(scene.compositor, decoration, scene.clock, scene.window) { try scene.settle() }
    }

    /// The client's surfaces are the window's (0) and the decoration's (1).
    private let decorationSurface = 1

    private func local(_ point: Point, in decoration: ClientDecoration) -> (x: Double, y: Double) {
        let frame = decoration.layout.surfaceFrame
        return (point.x - frame.minX, point.y - frame.minY)
    }

    @Test("a finger held still on the title bar opens the window menu after the long-press delay, on the app clock")
    func longPressShowsWindowMenu() throws {
        try withDecoratedWindow { compositor, decoration, clock, _, settle in
            let bar = decoration.layout.titleBar
            let at = local(Point(x: bar.midX - 60, y: bar.midY), in: decoration)
            compositor.touchDown(3, x: at.x, y: at.y, anySurface: decorationSurface)
            try settle()
            let serial = Int64(compositor.latestSerial)
            clock.advance(by: ClientDecoration.longPressDelay - 0.01)
            try settle()
            #expect(compositor.requests(named: "xdg_toplevel.show_window_menu").isEmpty)
            clock.advance(by: 0.02)
            try settle()
            let menus = compositor.requests(named: "xdg_toplevel.show_window_menu")
            #expect(menus.count == 1)
            #expect(menus.first?.integers.first == serial, "the menu carries the touch down's serial")
            compositor.touchUp(3)
            try settle()
            #expect(compositor.requests(named: "xdg_toplevel.show_window_menu").count == 1)
        }
    }

    @Test("a finger dragged on the title bar moves the window with its down's serial, and no menu follows")
    func dragMoves() throws {
        try withDecoratedWindow { compositor, decoration, clock, _, settle in
            let bar = decoration.layout.titleBar
            let at = local(Point(x: bar.midX - 60, y: bar.midY), in: decoration)
            compositor.touchDown(1, x: at.x, y: at.y, anySurface: decorationSurface)
            try settle()
            let serial = Int64(compositor.latestSerial)
            compositor.touchMotion(1, x: at.x + ClientDecoration.dragThreshold + 2, y: at.y)
            try settle()
            #expect(compositor.requests(named: "xdg_toplevel.move").map(\.integers) == [[serial]])
            clock.advance(by: 1)
            try settle()
            #expect(compositor.requests(named: "xdg_toplevel.show_window_menu").isEmpty)
            compositor.touchUp(1)
            try settle()
        }
    }

    @Test("two taps on the title bar maximize only when the second comes within the interval on the app clock")
    func doubleTapByAppClock() throws {
        try withDecoratedWindow { compositor, decoration, clock, _, settle in
            let bar = decoration.layout.titleBar
            let at = local(Point(x: bar.midX - 60, y: bar.midY), in: decoration)
            func tap() throws {
                compositor.touchDown(2, x: at.x, y: at.y, anySurface: decorationSurface)
                compositor.touchUp(2)
                try settle()
            }
            try tap()
            clock.advance(by: ClientDecoration.doublePressInterval + 0.1)
            try tap()
            #expect(compositor.requests(named: "xdg_toplevel.set_maximized").isEmpty, "too slow: no double tap")
            clock.advance(by: ClientDecoration.doublePressInterval / 2)
            try tap()
            #expect(compositor.requests(named: "xdg_toplevel.set_maximized").count == 1)
        }
    }

    @Test("a finger on the shadow's corner resizes from that corner; the close button closes the window")
    func edgeResizesAndCloseCloses() throws {
        try withDecoratedWindow { compositor, decoration, _, window, settle in
            let frame = decoration.layout.surfaceFrame
            let corner = local(Point(x: frame.maxX - 2, y: frame.maxY - 2), in: decoration)
            compositor.touchDown(4, x: corner.x, y: corner.y, anySurface: decorationSurface)
            try settle()
            let serial = Int64(compositor.latestSerial)
            // Bottom (2) and right (8): XdgToplevel.ResizeEdge.bottomRight, 10.
            #expect(compositor.requests(named: "xdg_toplevel.resize").map(\.integers) == [[serial, 10]])
            compositor.touchUp(4)
            try settle()
            let close = decoration.layout.button(.close)
            let button = local(Point(x: close.midX, y: close.midY), in: decoration)
            compositor.touchDown(5, x: button.x, y: button.y, anySurface: decorationSurface)
            compositor.touchUp(5)
            try settle()
            #expect(window.isClosed, "the close button's action closed the window")
        }
    }

    @Test("the decorations decide without the host: each input returns the action it asks")
    func inputReturnsActions() throws {
        try withDecoratedWindow { _, decoration, clock, _, _ in
            let seat = try #require(decoration.connection.seats.values.first?.seat)
            let bar = decoration.layout.titleBar
            let title = Point(x: bar.midX - 60, y: bar.midY)
            #expect(decoration.pointerMoved(to: title) == nil)
            #expect(
                decoration.pointerButton(ClientDecoration.rightButton, pressed: true, serial: 7, seat: seat)
                    == .showMenu(serial: 7, at: title))
            let close = decoration.layout.button(.close)
            let onClose = Point(x: close.midX, y: close.midY)
            #expect(decoration.pointerMoved(to: onClose) == nil)
            #expect(
                decoration.pointerButton(ClientDecoration.leftButton, pressed: true, serial: 8, seat: seat) == nil)
            #expect(
                decoration.pointerButton(ClientDecoration.leftButton, pressed: false, serial: 9, seat: seat)
                    == .close)
            clock.advance(by: 1)
        }
    }
}
