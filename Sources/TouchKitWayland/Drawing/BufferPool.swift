import Graphics
import TouchKit

/// One buffer of a ``BufferPool``: pixels the compositor may hold.
@MainActor
package protocol PoolBuffer: AnyObject {
    /// Pixels per row.
    var width: Int { get }
    /// Rows.
    var height: Int { get }
    /// Pixels per point.
    var scale: Double { get }
    /// Whether the compositor holds the buffer (it must not be drawn into).
    var isBusy: Bool { get }
    /// The pixels, with a device scale of ``scale``.
    var surface: ImageSurface { get }
    /// Frees the buffer.
    func destroy()
}

/// A window's buffers: at most ``capacity``, made on demand, all of one size, and
/// kept up to date by copying rather than redrawing where the pixels are known.
///
/// The buffer committed last (the *front*) holds every pixel of the last frame. A
/// buffer drawn into next is brought up to date with it first:
/// - the areas it missed since it was last drawn are copied from the front, less the
///   parts this frame redraws anyway;
/// - a ``ContentMove`` (a scroll) is made by copying the front's pixels moved, so only
///   the strips it exposes are drawn; a move that is not whole device pixels, or with
///   no front to copy from, redraws its area instead.
@MainActor
package final class BufferPool<Buffer: PoolBuffer> {
    /// The most buffers kept: one on screen, one queued, one to draw into.
    package static var capacity: Int { 3 }

    /// The buffers, in the order they were made.
    package private(set) var buffers: [Buffer] = []
    /// The buffer committed last.
    package private(set) weak var front: Buffer?
    /// Per buffer, the areas (window coordinates) changed since it was last drawn.
    private var stale: [ObjectIdentifier: DirtyAreas] = [:]
    private let make: (_ width: Int, _ height: Int, _ scale: Double) throws -> Buffer

    /// What ``prepare(_:damage:move:)`` did, for the commit.
    package struct Preparation {
        /// The areas to render (window coordinates).
        package var render: [Rect]
        /// The areas whose pixels differ from the last frame's: for `damage_buffer`.
        package var changed: [Rect]
        /// Whether a move was made by copying.
        package var moved: Bool
        /// Areas copied from the front buffer, unmoved (the missed areas less the damage).
        package var copied: [Rect]
    }

    /// - Parameter make: Makes a buffer of `width` by `height` pixels at `scale`.
    package init(make: @escaping (_ width: Int, _ height: Int, _ scale: Double) throws -> Buffer) {
        self.make = make
    }

    /// A buffer of the given size the compositor does not hold: the front one when it
    /// is free (it needs no update), another free one, or a new one; `nil` when all
    /// ``capacity`` are busy or none can be made. A new size or scale drops them all.
    package func acquire(width: Int, height: Int, scale: Double) throws -> Buffer? {
        if let first = buffers.first, first.width != width || first.height != height || first.scale != scale {
            destroyAll()
        }
        if let front, !front.isBusy { return front }
        if let idle = buffers.first(where: { !$0.isBusy }) { return idle }
        guard buffers.count < Self.capacity else { return nil }
        let buffer = try make(width, height, scale)
        buffers.append(buffer)
        var whole = DirtyAreas()
        whole.add(Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale))
        stale[ObjectIdentifier(buffer)] = whole
        return buffer
    }

    /// The areas `buffer` missed since it was last drawn (window coordinates), which
    /// ``prepare(_:damage:move:)`` copies from the front.
    package func missedAreas(of buffer: Buffer) -> [Rect] {
        stale[ObjectIdentifier(buffer)]?.rects ?? []
    }

    /// Whether `buffer` is the front or can copy what it missed from it (a front of its size).
    package func isUpToDateByCopying(_ buffer: Buffer) -> Bool {
        guard let front else { return false }
        return front === buffer || sameSize(front, buffer)
    }

    /// Brings `buffer` up to the last frame plus `move`, by copying, and says what is
    /// left to render: `damage`, the areas it missed that could not be copied, and the
    /// move's area when it could not be copied.
    package func prepare(_ buffer: Buffer, damage: [Rect], move: ContentMove?) -> Preparation {
        let id = ObjectIdentifier(buffer)
        let missed = stale[id]?.take() ?? []
        var render = damage
        var changed = damage
        var copied: [Rect] = []
        let source = front.flatMap { $0 === buffer || !sameSize($0, buffer) ? nil : $0 }
        let pixels = move.flatMap { $0.devicePixels(scale: buffer.scale) }
        let canMove = move != nil && pixels != nil && (source != nil || buffer === front)
        for area in missed {
            if damage.contains(where: { $0.contains(area) }) || copied.contains(where: { $0.contains(area) }) {
                continue
            }
            if canMove, let move, move.area.contains(area) { continue }
            if let source {
                // What this frame redraws anyway is not copied.
                for piece in area.subtracting(damage) where !copied.contains(where: { $0.contains(piece) }) {
                    copy(piece, from: source, into: buffer)
                    copied.append(piece)
                }
            } else {
                render.append(area)
            }
        }
        if let move {
            changed.append(move.area)
            if canMove, let p = pixels {
                // The landed part of the area, read from where it was.
                let from = source ?? buffer
                let x = max(p.x, p.x - p.dx)
                let y = max(p.y, p.y - p.dy)
                let right = min(p.x + p.width, p.x + p.width - p.dx)
                let bottom = min(p.y + p.height, p.y + p.height - p.dy)
                if x < right, y < bottom {
                    buffer.surface.copyPixels(
                        from: from.surface, x: x, y: y, width: right - x, height: bottom - y, dx: p.dx, dy: p.dy)
                }
            } else {
                render.append(move.area)
            }
        }
        return Preparation(render: render, changed: changed, moved: canMove, copied: copied)
    }

    /// `buffer` was committed with these changes: it is the front now, and every other
    /// buffer misses them.
    package func committed(_ buffer: Buffer, changed: [Rect]) {
        for other in buffers where other !== buffer {
            for area in changed { stale[ObjectIdentifier(other), default: DirtyAreas()].add(area) }
        }
        front = buffer
    }

    /// Frees every buffer.
    package func destroyAll() {
        for buffer in buffers { buffer.destroy() }
        buffers.removeAll()
        stale.removeAll()
        front = nil
    }

    private func sameSize(_ a: Buffer, _ b: Buffer) -> Bool {
        a.width == b.width && a.height == b.height && a.scale == b.scale
    }

    /// Copies `area` (window coordinates, widened to whole pixels) unmoved.
    private func copy(_ area: Rect, from source: Buffer, into buffer: Buffer) {
        guard let p = area.devicePixels(scale: buffer.scale) else { return }
        buffer.surface.copyPixels(
            from: source.surface, x: Int(p.x), y: Int(p.y), width: Int(p.width), height: Int(p.height))
    }
}
