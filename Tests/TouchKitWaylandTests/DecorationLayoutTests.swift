import Testing
import TouchKit

@testable import TouchKitWayland

/// Where client-side decorations put their parts, without a compositor.
@MainActor
@Suite("Client-side decoration layout")
struct DecorationLayoutTests {
    let floating = DecorationLayout(contentSize: Size(width: 400, height: 300))

    @Test("the window geometry is the title bar and the content, never the shadow margin")
    func geometryExcludesShadow() {
        #expect(floating.windowGeometry == Rect(x: 0, y: -32, width: 400, height: 332))
        #expect(floating.surfaceFrame == Rect(x: -12, y: -44, width: 424, height: 356))
        var maximized = floating
        maximized.isMaximized = true
        #expect(maximized.margin == 0 && maximized.surfaceFrame == maximized.windowGeometry)
        var tiled = floating
        tiled.isTiled = true
        #expect(tiled.margin == 0)
        var fullscreen = floating
        fullscreen.isFullscreen = true
        #expect(!fullscreen.isShown && fullscreen.windowGeometry == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(fullscreen.part(at: Point(x: 10, y: -10)) == nil, "nothing to touch when fullscreen")
    }

    @Test("buttons sit at the right of the title bar: close, maximize, minimize; the rest of the bar is the title")
    func parts() {
        #expect(floating.part(at: Point(x: 400 - 6 - 12, y: -16)) == .close)
        #expect(floating.part(at: Point(x: 400 - 36 - 12, y: -16)) == .maximize)
        #expect(floating.part(at: Point(x: 400 - 66 - 12, y: -16)) == .minimize)
        #expect(floating.part(at: Point(x: 100, y: -16)) == .title)
        #expect(floating.part(at: Point(x: 100, y: 100)) == nil, "the content belongs to the app's views")
    }

    @Test("the margin resizes: its edges, and corners a little round them")
    func edges() {
        #expect(floating.part(at: Point(x: -5, y: 150)) == .edge(4))  // left
        #expect(floating.part(at: Point(x: 405, y: 150)) == .edge(8))  // right
        #expect(floating.part(at: Point(x: 200, y: 305)) == .edge(2))  // bottom
        #expect(floating.part(at: Point(x: 200, y: -40)) == .edge(1))  // top, above the title bar
        #expect(floating.part(at: Point(x: -5, y: 295)) == .edge(6))  // bottom left, round the corner
        #expect(floating.part(at: Point(x: 395, y: -40)) == .edge(9))  // top right
        #expect(floating.part(at: Point(x: -20, y: 150)) == nil, "outside the surface")
        var maximized = floating
        maximized.isMaximized = true
        #expect(maximized.part(at: Point(x: -5, y: 150)) == nil, "no resizing when maximized")
    }
}
