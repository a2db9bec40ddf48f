import TouchKit

/// The fuzzer's other sources (SPEC P1-P10, P40-P47, P71, P72): a pen with fingers on the
/// same seat, the pointer hovering, and scrolling while touches are down. Each step is
/// one of them, with bad values among the good (pressure and distance past 65535, tilt
/// past ±90°, non-finite positions), so F5 and G7 are checked with every source mixed in.
extension FuzzScenario {
    /// The pen every seat has (its touches are `pencil-1`).
    static let fuzzTool: Int32 = 1

    /// Announces the pen on `seat`.
    static func addPen(to seat: inout TouchFrameBuilder) {
        seat.pencilToolAdded(fuzzTool, isEraser: false, measures: [.force, .altitude, .azimuth])
    }

    /// One step of another source.
    static func playDevice(_ world: FuzzWorld, _ seat: inout TouchFrameBuilder, _ time: inout UInt32) {
        let window = world.windows[world.roll() % world.windows.count]
        let tool = fuzzTool
        switch world.roll() % 8 {
        case 0:
            seat.pencilProximityIn(tool, window: window.windowID)
            seat.pencilMotion(tool, location: point(world.roll()))
            seat.pencilDistance(tool, UInt32(world.roll() % 70_000))
            if world.roll() % 2 == 0 { seat.pencilDown(tool) }
            seat.pencilPressure(tool, UInt32(world.roll() % 70_000))
            penFrame(world, &seat, time)
        case 1:
            seat.pencilMotion(tool, location: point(world.roll()))
            seat.pencilTilt(tool, x: Double(world.roll() % 240) - 120, y: Double(world.roll() % 180) - 90)
            penFrame(world, &seat, time)
        case 2:
            seat.pencilUp(tool)
            penFrame(world, &seat, time)
        case 3:
            world.app.handle(seat.pencilProximityOut(tool))
            penFrame(world, &seat, time)
        case 4:
            seat.pencilButton(
                tool, code: [0x14b, 0x14c, 0x149, 0x110][world.roll() % 4], pressed: world.roll() % 2 == 0)
            penFrame(world, &seat, time)
        case 5:
            let location: Point? = world.roll() % 5 == 0 ? nil : point(world.roll())
            world.app.handleHover(
                HoverInput(seat: seat.seat, window: window.windowID, location: location, timestamp: Double(time) / 1000)
            )
        default:
            let source = ScrollInput.Source.allCases[world.roll() % ScrollInput.Source.allCases.count]
            let delta = point(world.roll())
            let steps: Point? = source == .wheel ? Point(x: 0, y: Double(world.roll() % 5) - 2) : nil
            world.app.handleScroll(
                ScrollInput(
                    seat: seat.seat, window: window.windowID, location: point(world.roll()),
                    timestamp: Double(time) / 1000, source: source, delta: Point(x: delta.x / 10, y: delta.y / 10),
                    steps: steps, isStop: world.roll() % 4 == 0))
        }
        time &+= 8
    }

    /// The pen's frame, and the hover it makes.
    private static func penFrame(_ world: FuzzWorld, _ seat: inout TouchFrameBuilder, _ time: UInt32) {
        world.app.handle(seat.pencilFrame(fuzzTool, time: time))
        if let hover = seat.pencilHover(fuzzTool) { world.app.handleHover(hover) }
    }
}
