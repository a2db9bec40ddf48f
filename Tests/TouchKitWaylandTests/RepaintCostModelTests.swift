import Graphics
import Testing
import TouchKitTesting

@testable import TouchKit
@testable import TouchKitWayland

/// The repaint cost model: damage, one merged box or the whole window, whichever it
/// estimates cheapest, with the same pixels every way (SPEC D2).
@MainActor
@Suite("RepaintCostModel: the cheapest way to repaint a frame (SPEC D2)")
struct RepaintCostModelTests {
    private let bounds = Rect(x: 0, y: 0, width: 1000, height: 600)

    /// `count` 30 x 30 squares spread over the left part of the window.
    private func squares(_ count: Int, offset: Double = 0) -> [Rect] {
        (0..<count).map { (index: Int) -> Rect in
            let x = Double(index % 4) * 100 + offset
            let y = Double(index / 4) * 100 + offset
            return Rect(x: x, y: y, width: 30, height: 30)
        }
    }

    @Test("D2: one area and what it missed are repainted as they are, whatever the costs")
    func fewAreasKept() {
        let dear = RepaintCostModel(perArea: 1e9, perPixel: 0, perCopy: 1e9, perCopiedPixel: 0)
        let plan = dear.plan(damage: squares(1), missed: squares(1, offset: 5), bounds: bounds, scale: 1)
        #expect(plan.strategy == .damage)
        #expect(plan.areas == squares(1))
        let two = dear.plan(damage: squares(2), missed: squares(2, offset: 5), bounds: bounds, scale: 1)
        #expect(two.strategy == .merged, "two areas and two missed ones cost more than their box here")
    }

    @Test("D2: dear areas and cheap pixels pick the merged box; dear pixels keep the damage")
    func cheapestPicked() throws {
        let damage = squares(8)
        let missed = squares(8, offset: 4)
        let dearAreas = RepaintCostModel(perArea: 100_000, perPixel: 0.1, perCopy: 100_000, perCopiedPixel: 0.1)
        let merged = dearAreas.plan(damage: damage, missed: missed, bounds: bounds, scale: 1)
        #expect(merged.strategy == .merged, "the box (334 x 134) costs less than the whole window")
        let box = try #require(merged.areas.first)
        #expect(merged.areas.count == 1)
        for area in damage + missed { #expect(box.contains(area)) }
        #expect(box == Rect(x: 0, y: 0, width: 334, height: 134))
        let dearPixels = RepaintCostModel(perArea: 10, perPixel: 100, perCopy: 10, perCopiedPixel: 1)
        #expect(dearPixels.plan(damage: damage, missed: missed, bounds: bounds, scale: 1).strategy == .damage)
    }

    @Test("D2: areas spread over the window make the box the window: the whole window is picked, never more")
    func wholeWindow() {
        var damage = squares(7)
        damage.append(Rect(x: 950, y: 550, width: 80, height: 80))
        let dearAreas = RepaintCostModel(perArea: 1e6, perPixel: 0.1, perCopy: 1e6, perCopiedPixel: 0.1)
        let plan = dearAreas.plan(damage: damage, missed: [], bounds: bounds, scale: 1)
        #expect(plan.strategy == .merged || plan.strategy == .whole)
        #expect(plan.areas.count == 1 && bounds.contains(plan.areas[0]))
        #expect(
            RepaintCostModel.areas(for: .merged, damage: damage, missed: [], bounds: bounds) == [bounds],
            "the box is clipped to the window")
    }

    @Test("D2: no damage, bad bounds or a bad scale leave the damage as it is")
    func degenerateInput() {
        let dearAreas = RepaintCostModel(perArea: 1e9, perPixel: 0, perCopy: 1e9, perCopiedPixel: 0)
        #expect(dearAreas.plan(damage: [], missed: squares(16), bounds: bounds, scale: 1).areas.isEmpty)
        let infinite = Rect(x: 0, y: 0, width: Double.infinity, height: 10)
        #expect(dearAreas.plan(damage: squares(16), missed: [], bounds: infinite, scale: 1).strategy == .damage)
        #expect(dearAreas.plan(damage: squares(16), missed: [], bounds: bounds, scale: .nan).strategy == .damage)
    }

    @Test("D2: the estimate counts each missed area no damage holds as copied, and weighs it")
    func copiesAndCost() {
        let damage = [Rect(x: 0, y: 0, width: 10, height: 10)]
        let missed = [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 2, y: 2, width: 5, height: 5)]
        let copied = RepaintCostModel.copies(missed: missed, damage: damage)
        #expect(copied == [Rect(x: 0, y: 0, width: 20, height: 10)])
        let model = RepaintCostModel(perArea: 1000, perPixel: 1, perCopy: 100, perCopiedPixel: 0.5)
        #expect(model.cost(render: damage, copied: copied, scale: 2) == 1000 + 400 + 100 + 400)
    }

    /// A window with a white root view drawing `dots` red circles.
    final class Dots: View {
        var dots: [Point] = [] {
            didSet {
                for point in oldValue + dots {
                    setNeedsDisplay(Rect(x: point.x - 16, y: point.y - 16, width: 32, height: 32))
                }
            }
        }
        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.fillColor = Color(red: 0.85, green: 0.2, blue: 0.2)
            for point in dots {
                context.fillEllipse(in: Rect(x: point.x - 15, y: point.y - 15, width: 30, height: 30))
            }
        }
    }

    /// MoveMe's placard: a rounded card with a 5-point border, drawn in `draw(_:)`.
    final class Placard: View {
        override func draw(_ rect: Rect) {
            guard let context = GraphicsContext.current else { return }
            context.beginPath()
            context.addRoundedRect(bounds.insetBy(dx: 3, dy: 3), cornerRadius: 22)
            context.fillColor = Color(red: 0.99, green: 0.82, blue: 0.30)
            context.strokeColor = Color(red: 0.60, green: 0.36, blue: 0.05)
            context.lineWidth = 5
            context.drawPath(using: .fillStroke)
        }
    }

    /// Six frames of `step` drawn `strategy`'s way through a pool of two buffers, the one
    /// committed last held as a compositor holds it; each frame's pixels.
    private func frames(
        _ strategy: RepaintCostModel.Strategy, window: Window, width: Int, height: Int,
        step: (Int) -> Void
    ) throws -> [[UInt32]] {
        let pool = BufferPool<MemoryBuffer> { try MemoryBuffer(width: $0, height: $1, scale: $2) }
        var frames: [[UInt32]] = []
        for index in 0..<6 {
            step(index)
            window.layoutIfNeeded()
            let damage = window.takeDamage()
            let buffer = try #require(try pool.acquire(width: width, height: height, scale: 1))
            let areas = RepaintCostModel.areas(
                for: strategy, damage: damage, missed: pool.missedAreas(of: buffer), bounds: window.bounds)
            let plan = pool.prepare(buffer, damage: areas, move: nil)
            WindowRenderer.render(window, into: buffer.context, areas: plan.render)
            buffer.surface.flush()
            pool.committed(buffer, changed: damage)
            for other in pool.buffers { other.isBusy = other === buffer }
            var pixels: [UInt32] = []
            for y in 0..<height {
                for x in 0..<width { pixels.append(buffer.surface.pixel(x: x, y: y)) }
            }
            frames.append(pixels)
        }
        return frames
    }

    @Test("D2: MoveMe's placard bouncing at fractional places gives the same pixels every way, every frame")
    func placardSamePixelsEveryWay() throws {
        func run(_ strategy: RepaintCostModel.Strategy) throws -> [[UInt32]] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 240, height: 160))
            let stage = View(frame: window.bounds)
            stage.backgroundColor = Color(red: 0.16, green: 0.22, blue: 0.31)
            window.addSubview(stage)
            let placard = Placard(frame: Rect(x: 0, y: 0, width: 130, height: 60))
            stage.addSubview(placard)
            return try frames(strategy, window: window, width: 240, height: 160) { index in
                // The bounce: the placard eases back to the centre, shrinking, by
                // fractions of a point, so each frame's two areas cut its border.
                let t = Double(index) / 5
                placard.center = Point(x: 120.37 - 9.3 * (1 - t), y: 80.61 - 6.7 * (1 - t))
                let size = 1 + 0.1 * (1 - t) + 0.013
                placard.transform = AffineTransform(scaleX: size, y: size)
            }
        }
        let byDamage = try run(.damage)
        #expect(try run(.merged) == byDamage, "one box round the damage")
        #expect(try run(.whole) == byDamage, "the whole window")
    }

    @Test("D2: ten moving dots drawn by damage, merged box or whole window give the same pixels every frame")
    func samePixelsEveryWay() throws {
        func run(_ strategy: RepaintCostModel.Strategy) throws -> [[UInt32]] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 120))
            window.backgroundColor = .white
            let view = Dots(frame: window.bounds)
            view.backgroundColor = .white
            window.addSubview(view)
            return try frames(strategy, window: window, width: 200, height: 120) { step in
                let shift = Double(step) * 3
                view.dots = (0..<10).map { (index: Int) -> Point in
                    let x: Double = 20 + Double(index % 5) * 40 + shift
                    let y: Double = 30 + Double(index / 5) * 60
                    return Point(x: x, y: y)
                }
            }
        }
        let byDamage = try run(.damage)
        #expect(try run(.merged) == byDamage)
        #expect(try run(.whole) == byDamage)
        #expect(byDamage[5][30 * 200 + 40] != byDamage[0][30 * 200 + 40], "the dots moved")
    }
}
