import Testing
import TouchKit

/// SPEC D2: a frame repaints its areas completely, whatever the buffer held before.
/// The renderer starts at the front-most subview of the window that hides everything
/// behind it (``WindowRenderer/frontMostCover(of:over:)``), and clears the buffer only
/// under a window background that is not opaque; neither may change a pixel.
@MainActor
@Suite("Occlusion in the renderer (SPEC D2)")
struct OcclusionTests {
    /// A window counting its own `draw(_:)` calls.
    final class CountingWindow: Window {
        private(set) var draws = 0
        override func draw(_ rect: Rect) { draws += 1 }
    }

    /// A 100 x 100 buffer filled with opaque green: the stale content of a reused buffer.
    func staleBuffer() throws -> (ImageSurface, GraphicsContext) {
        let image = try ImageSurface(width: 100, height: 100)
        let context = try GraphicsContext(surface: image)
        context.fillColor = green
        context.fill(Rect(x: 0, y: 0, width: 100, height: 100))
        return (image, context)
    }

    @Test("D2: an opaque root view over the areas replaces the stale pixels; the window's own drawing is skipped")
    func coveredByRootView() throws {
        let window = CountingWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = red
        addBox(Rect(x: 0, y: 0, width: 100, height: 100), blue, to: window)
        let (image, context) = try staleBuffer()
        WindowRenderer.render(window, into: context, areas: [Rect(x: 10, y: 10, width: 30, height: 30)])
        image.flush()
        #expect(isClose(image.color(x: 20, y: 20), blue), "the area shows the root view")
        #expect(isClose(image.color(x: 39, y: 39), blue), "to its last pixel")
        #expect(isClose(image.color(x: 60, y: 60), green), "outside the area nothing changes")
        #expect(window.draws == 0, "the window is hidden behind its root view there")
    }

    @Test("D2: a root view that does not cover the areas leaves the window's background and drawing in")
    func notCovered() throws {
        let window = CountingWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = red
        addBox(Rect(x: 0, y: 0, width: 50, height: 100), blue, to: window)
        let (image, context) = try staleBuffer()
        WindowRenderer.render(window, into: context, areas: [Rect(x: 40, y: 10, width: 30, height: 30)])
        image.flush()
        #expect(isClose(image.color(x: 45, y: 20), blue))
        #expect(isClose(image.color(x: 60, y: 20), red), "the window's background where the view is not")
        #expect(window.draws == 1)
    }

    @Test("D2: under a half-transparent window background the buffer is still cleared first")
    func translucentBackgroundClears() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = blue.withAlpha(0.5)
        let (image, context) = try staleBuffer()
        WindowRenderer.render(window, into: context, areas: [Rect(x: 10, y: 10, width: 30, height: 30)])
        image.flush()
        #expect(isClose(image.color(x: 20, y: 20), blue.withAlpha(0.5)), "not blended over the stale green")
    }

    @Test("D2: only a shown, opaque, unscaled and unrotated view with an opaque background covers")
    func whatCovers() {
        let window = makeWindow()
        let area = Rect(x: 10, y: 10, width: 30, height: 30)
        let back = addBox(Rect(x: 0, y: 0, width: 100, height: 100), blue, to: window)
        let front = addBox(Rect(x: 0, y: 0, width: 100, height: 100), red, to: window)
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == 1, "the front-most one")
        front.alpha = 0.99
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == 0, "a faded view does not hide the one behind")
        front.alpha = 1
        front.isHidden = true
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == 0)
        front.isHidden = false
        front.backgroundColor = red.withAlpha(0.5)
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == 0)
        front.backgroundColor = nil
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == 0)
        back.transform = AffineTransform(rotationAngle: 0.1)
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == nil, "rotated")
        back.transform = AffineTransform(scaleX: 1.5, y: 1.5)
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == nil, "scaled")
        back.transform = AffineTransform(translationX: 5, y: 5)
        #expect(WindowRenderer.frontMostCover(of: window, over: area) == 0, "only moved, and still covering")
        #expect(
            WindowRenderer.frontMostCover(of: window, over: Rect(x: 0, y: 0, width: 30, height: 30)) == nil,
            "moved off the area's corner")
    }
}
