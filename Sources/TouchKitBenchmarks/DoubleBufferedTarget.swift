import TouchKit

/// What `WaylandWindowHost` draws into, without a compositor: two buffers attached in
/// turn, each with the areas it missed while the other was on screen.
///
/// ``frame(wholeWindow:)`` is what the host does between the frame callback and the
/// commit; the Wayland calls after it (attach, `damage_buffer`, frame, commit, flush)
/// are a constant few µs and are left out so that the figure repeats without a compositor.
@MainActor
struct DoubleBufferedTarget {
    let window: Window
    private var buffers: [(image: ImageSurface, context: GraphicsContext, stale: [Rect])] = []
    private var current = 0

    /// The buffer drawn last.
    var buffer: ImageSurface { buffers[current].image }

    /// Two buffers the size of `window` at scale 1, both missing the whole window.
    init(window: Window) throws {
        self.window = window
        for _ in 0..<2 {
            let image = try ImageSurface(width: Int(window.bounds.width), height: Int(window.bounds.height))
            buffers.append((image, try GraphicsContext(surface: image), [window.bounds]))
        }
    }

    /// Lays out, takes the damage, takes the other buffer, repaints the damage and what
    /// that buffer missed (or the whole window), flushes.
    mutating func frame(wholeWindow: Bool = false) {
        window.layoutIfNeeded()
        let damage = window.takeDamage()
        buffers[current].stale.append(contentsOf: damage)
        current = 1 - current
        let repaint = buffers[current].stale + damage
        buffers[current].stale.removeAll()
        WindowRenderer.render(window, into: buffers[current].context, areas: wholeWindow ? [window.bounds] : repaint)
        buffers[current].image.flush()
    }
}
