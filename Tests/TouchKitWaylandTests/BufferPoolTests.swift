import Graphics
import Testing
import TouchKitTesting

@testable import TouchKit
@testable import TouchKitWayland

/// The buffers of a window, without a compositor: reuse, limits, copying forward and
/// scrolling by copying (SPEC D2, D5).
@MainActor
@Suite("BufferPool: buffers kept up to date by copying (SPEC D2, D5)")
struct BufferPoolTests {
    private func pool() -> BufferPool<MemoryBuffer> {
        BufferPool { try MemoryBuffer(width: $0, height: $1, scale: $2) }
    }

    @Test("D5: at most three buffers; a busy one is never handed out; the free front is preferred")
    func reuseAndLimits() throws {
        let pool = pool()
        let a = try #require(try pool.acquire(width: 10, height: 10, scale: 1))
        pool.committed(a, changed: [])
        a.isBusy = true
        let b = try #require(try pool.acquire(width: 10, height: 10, scale: 1))
        #expect(b !== a)
        pool.committed(b, changed: [])
        b.isBusy = true
        let c = try #require(try pool.acquire(width: 10, height: 10, scale: 1))
        c.isBusy = true
        #expect(try pool.acquire(width: 10, height: 10, scale: 1) == nil, "all three busy")
        b.isBusy = false
        #expect(try pool.acquire(width: 10, height: 10, scale: 1) === b, "the front, free again, needs no update")
    }

    @Test("D5: a new size or scale drops every buffer")
    func resizeDropsBuffers() throws {
        let pool = pool()
        let a = try #require(try pool.acquire(width: 10, height: 10, scale: 1))
        _ = try pool.acquire(width: 20, height: 10, scale: 1)
        #expect(a.isDestroyed && pool.buffers.count == 1)
    }

    @Test("D2: the back buffer copies what it missed from the front: identical pixels, nothing rendered for it")
    func copyForward() throws {
        let pool = pool()
        let a = try #require(try pool.acquire(width: 20, height: 20, scale: 1))
        pool.committed(a, changed: [])
        a.isBusy = true
        let b = try #require(try pool.acquire(width: 20, height: 20, scale: 1))
        b.context.fillColor = .blue
        b.context.fill(Rect(x: 0, y: 0, width: 20, height: 20))
        pool.committed(b, changed: [Rect(x: 0, y: 0, width: 20, height: 20)])
        b.isBusy = true
        a.isBusy = false
        let plan = pool.prepare(a, damage: [Rect(x: 0, y: 0, width: 1, height: 1)], move: nil)
        #expect(plan.render == [Rect(x: 0, y: 0, width: 1, height: 1)])
        #expect(
            plan.copied == [Rect(x: 0, y: 1, width: 20, height: 19), Rect(x: 1, y: 0, width: 19, height: 1)],
            "all it missed but the pixel this frame redraws")
        #expect(a.surface.color(x: 10, y: 10) == .blue)
        #expect(a.surface.color(x: 1, y: 0) == .blue)
        #expect(a.surface.color(x: 0, y: 1) == .blue)
    }

    @Test("D2: a missed area is copied less every part the frame's damage covers, and nothing is lost")
    func copyLessDamage() throws {
        let missed = Rect(x: 10, y: 10, width: 40, height: 30)
        let damage = [Rect(x: 20, y: 0, width: 10, height: 100), Rect(x: 0, y: 15, width: 100, height: 5)]
        let pieces = missed.subtracting(damage)
        var outside = 0
        for y in 10..<40 {
            for x in 10..<50 {
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let inPieces = pieces.filter { $0.contains(point) }.count
                let inDamage = damage.contains { $0.contains(point) }
                #expect(inPieces == (inDamage ? 0 : 1), "(\(x), \(y)): in \(inPieces) pieces, damaged: \(inDamage)")
                if !inDamage { outside += 1 }
            }
        }
        #expect(pieces.reduce(0) { $0 + $1.width * $1.height } == Double(outside), "the pieces do not overlap")
        #expect(missed.subtracting([Rect(x: 0, y: 0, width: 5, height: 5)]) == [missed], "damage elsewhere")
        #expect(missed.subtracting([Rect(x: 0, y: 0, width: 100, height: 100)]).isEmpty, "all redrawn")
        // A comb of damage that would split the area into too many pieces: copied whole.
        let comb = (0..<40).map { Rect(x: 10 + Double($0), y: 12, width: 0.5, height: 2) }
        #expect(missed.subtracting(comb) == [missed])
    }

    @Test(
        "D2, S1: a scroll copies the front's pixels moved and renders only the exposed strip: same pixels as a full redraw"
    )
    func scrollByCopying() throws {
        for scale in [1.0, 2.0] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 120, height: 90))
            let scroll = ScrollView(frame: Rect(x: 0, y: 10, width: 120, height: 70))
            scroll.backgroundColor = .white
            scroll.contentSize = Size(width: 120, height: 2_000)
            window.addSubview(scroll)
            for i in 0..<100 {
                let row = View(frame: Rect(x: Double(i % 3) * 7, y: Double(i) * 20, width: 60, height: 15))
                row.backgroundColor = Color(red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: 0.5)
                scroll.addSubview(row)
            }
            let badge = View(frame: Rect(x: 90, y: 30, width: 20, height: 20))
            badge.backgroundColor = .black
            window.addSubview(badge)
            window.displayScale = scale
            let pool = pool()
            let w = Int(120 * scale)
            let h = Int(90 * scale)
            func frame() throws {
                let move = window.takeMove()
                let damage = window.takeDamage()
                let buffer = try #require(try pool.acquire(width: w, height: h, scale: scale))
                let plan = pool.prepare(buffer, damage: damage, move: move)
                WindowRenderer.render(window, into: buffer.context, areas: plan.render, scale: scale)
                buffer.surface.flush()
                pool.committed(buffer, changed: plan.changed)
                for other in pool.buffers { other.isBusy = other === buffer }
            }
            try frame()
            var moved = 0
            for offset in [13.0, 40, 41, 95, 60, 400, 398.5] {
                scroll.contentOffset = Point(x: 0, y: offset)
                if window.pendingMove != nil { moved += 1 }
                try frame()
                let front = try #require(pool.front)
                let expected = try window.snapshot(scale: scale)
                #expect(
                    ImageComparison(front.surface, reference: expected, channelTolerance: 0).differingPixels == 0,
                    "scale \(scale), offset \(offset)")
            }
            #expect(moved >= 5, "most scrolls were moves")
        }
    }
}
