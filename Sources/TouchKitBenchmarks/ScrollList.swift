import Foundation
import TouchKit
import TouchKitWayland

/// A model of ScrollingList's list for the scrolling benchmark: a ``ScrollView`` filling
/// a 1024 x 640 window with rows 80 points high, each a title and a ``Button``, that
/// clip to their bounds (so the renderer skips the rows outside the repainted area).
///
/// A frame moves the content offset one step of a fling and renders the window into
/// the other of two buffers, as ``LineCanvas`` does. The offset stays within the first
/// 160 points, where every list, the 10-row one included, has content: each list
/// shows the same rows, and only the number of rows outside the visible area differs.
@MainActor
final class ScrollList {
    /// A row: its title drawn, its button a subview.
    final class Row: View {
        let number: Int
        init(number: Int, frame: Rect) {
            self.number = number
            super.init(frame: frame)
            clipsToBounds = true
            backgroundColor = number % 2 == 0 ? Color(white: 0.96) : .white
            addSubview(Button(frame: Rect(x: frame.width - 134, y: 20, width: 110, height: 40), title: "Off"))
        }

        override func draw(_ rect: Rect) {
            GraphicsContext.current?.draw(
                text: "Row \(number)", at: Point(x: 24, y: 29), font: .system(size: 18), color: Color(white: 0.15))
        }
    }

    static let size = Size(width: 1024, height: 640)
    static let rowHeight = 80.0
    /// How far the offset travels, back and forth: 10 rows (800 points) less the window.
    static let range = 160.0
    /// The fling's speed at its start, in points per second; it restarts below 100.
    static let flingSpeed = 3_000.0

    let window: Window
    let list: ScrollView
    /// Whether frames copy the scrolled pixels (the Wayland backend's way) rather than
    /// redraw the whole visible list.
    let copiesScrolledPixels: Bool
    /// The two buffers drawn in turn when the pixels are not copied.
    private var target: DoubleBufferedTarget
    private let pool = BufferPool<MemoryBuffer> { try MemoryBuffer(width: $0, height: $1, scale: $2) }
    private var velocity = ScrollList.flingSpeed
    private var offset = 0.0

    /// The buffer drawn last.
    var buffer: ImageSurface { copiesScrolledPixels ? pool.front!.surface : target.buffer }

    /// A list of `rowCount` rows; its first frame is not drawn yet.
    init(rowCount: Int, copiesScrolledPixels: Bool = false) throws {
        self.copiesScrolledPixels = copiesScrolledPixels
        window = Window(frame: Rect(origin: .zero, size: Self.size))
        list = ScrollView(frame: window.bounds)
        list.backgroundColor = .white
        window.addSubview(list)
        target = try DoubleBufferedTarget(window: window)
        for index in 0..<rowCount {
            let frame = Rect(x: 0, y: Double(index) * Self.rowHeight, width: Self.size.width, height: Self.rowHeight)
            list.addSubview(Row(number: index + 1, frame: frame))
        }
        list.contentSize = Size(width: Self.size.width, height: Double(rowCount) * Self.rowHeight)
    }

    /// One 16 ms step of a fling decelerating at UIKit's normal rate (0.998 per ms),
    /// turning round at either end of ``range`` and starting again when slow.
    func step() {
        offset += velocity * 0.016
        if offset > Self.range {
            offset = 2 * Self.range - offset
            velocity = -velocity
        } else if offset < 0 {
            offset = -offset
            velocity = -velocity
        }
        velocity *= pow(DecelerationRate.normal.rawValue, 16)
        if abs(velocity) < 100 { velocity = velocity < 0 ? -Self.flingSpeed : Self.flingSpeed }
        list.contentOffset = Point(x: 0, y: offset.rounded())
    }

    /// What a backend does between the frame callback and the commit (see
    /// ``DoubleBufferedTarget/frame(wholeWindow:)``): lay out, take the damage, repaint it and
    /// what the other buffer missed, flush.
    func frame() {
        if copiesScrolledPixels {
            frameCopyingPixels()
            return
        }
        target.frame()
    }

    /// The Wayland backend's frame: the window's move and damage, a free buffer from
    /// the pool brought up to date by copying (the scrolled pixels moved), the exposed
    /// strip rendered.
    private func frameCopyingPixels() {
        window.layoutIfNeeded()
        let move = window.takeMove()
        let damage = window.takeDamage()
        guard let buffer = try? pool.acquire(width: Int(Self.size.width), height: Int(Self.size.height), scale: 1)
        else { return }
        let plan = pool.prepare(buffer, damage: damage, move: move)
        WindowRenderer.render(window, into: buffer.context, areas: plan.render)
        buffer.surface.flush()
        pool.committed(buffer, changed: plan.changed)
        for other in pool.buffers { other.isBusy = other === buffer }
    }
}
