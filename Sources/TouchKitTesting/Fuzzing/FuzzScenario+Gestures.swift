import TouchKit

/// Gesture-shaped input on a clock that moves with the frames: each frame lets 16 ms
/// pass on the event time and the application clock, so timers (a long press, a tap's
/// interval, a content-touch delay, a deceleration) fire mid-gesture as they do live.
extension FuzzScenario {
    /// One frame of `seat`: dispatched, then 16 ms pass.
    private func frame(_ world: FuzzWorld, _ builder: inout TouchFrameBuilder, _ time: inout UInt32) {
        world.app.handle(builder.frame())
        time &+= 16
        world.clock.advance(by: 0.016)
        world.ledger.checkReset(world.recognizers)
    }

    /// Plays one gesture with fingers 5-9 of a seat: a long press then a drag, a flick,
    /// a pinch, a swipe, an edge pan, or a double tap; sometimes the fingers stay down.
    func playGesture(_ world: FuzzWorld, _ builder: inout TouchFrameBuilder, _ time: inout UInt32) {
        guard let window = world.pick(world.windows) else { return }
        let first = Int32(5 + world.roll() % 3)
        let start = Point(x: Double(world.roll() % 400), y: Double(world.roll() % 400))
        let angle = Double(world.roll() % 360) * .pi / 180
        let direction = Point(x: cos(angle), y: sin(angle))
        let lift = world.roll() % 4 != 0
        func at(_ p: Point, _ d: Double) -> Point { Point(x: p.x + direction.x * d, y: p.y + direction.y * d) }
        switch world.roll() % 6 {
        case 0:  // long press, then drag
            builder.down(id: first, window: window.windowID, location: start, time: time)
            frame(world, &builder, &time)
            for _ in 0..<(20 + world.roll() % 30) { frame(world, &builder, &time) }
            for step in 1...(5 + world.roll() % 20) {
                builder.motion(id: first, location: at(start, Double(step) * 6), time: time)
                frame(world, &builder, &time)
            }
            if lift { builder.up(id: first, time: time) }
        case 1:  // a flick: fast, lifted while moving
            builder.down(id: first, window: window.windowID, location: start, time: time)
            frame(world, &builder, &time)
            let speed = Double(5 + world.roll() % 60)
            for step in 1...(3 + world.roll() % 8) {
                builder.motion(id: first, location: at(start, Double(step) * speed), time: time)
                frame(world, &builder, &time)
            }
            if lift { builder.up(id: first, time: time) }
        case 2:  // a pinch, spreading or closing, sometimes moving
            let second = first + 1
            let gap = Double(20 + world.roll() % 120)
            let grow = Double(world.roll() % 41) - 20
            let drift = Double(world.roll() % 21) - 10
            builder.down(id: first, window: window.windowID, location: start, time: time)
            builder.down(id: second, window: window.windowID, location: at(start, gap), time: time)
            frame(world, &builder, &time)
            for step in 1...(4 + world.roll() % 12) {
                let s = Double(step)
                let base = Point(x: start.x + drift * s, y: start.y)
                builder.motion(id: first, location: at(base, -grow * s / 2), time: time)
                builder.motion(id: second, location: at(base, gap + grow * s / 2), time: time)
                frame(world, &builder, &time)
            }
            if lift {
                builder.up(id: first, time: time)
                if world.roll() % 2 == 0 { frame(world, &builder, &time) }
                builder.up(id: second, time: time)
            }
        case 3:  // a swipe: quick, straight
            builder.down(id: first, window: window.windowID, location: start, time: time)
            frame(world, &builder, &time)
            for step in 1...6 {
                builder.motion(id: first, location: at(start, Double(step) * 25), time: time)
                frame(world, &builder, &time)
            }
            if lift { builder.up(id: first, time: time) }
        case 4:  // an edge pan, sometimes with a second finger landing with it
            let edge = Point(x: world.roll() % 2 == 0 ? 3 : 397, y: Double(world.roll() % 400))
            let inward = edge.x < 200 ? 1.0 : -1.0
            builder.down(id: first, window: window.windowID, location: edge, time: time)
            if world.roll() % 2 == 0 {
                builder.down(id: first + 2, window: window.windowID, location: start, time: time)
            }
            frame(world, &builder, &time)
            for step in 1...(5 + world.roll() % 15) {
                builder.motion(
                    id: first, location: Point(x: edge.x + inward * Double(step) * 12, y: edge.y), time: time)
                frame(world, &builder, &time)
            }
            if lift {
                builder.up(id: first, time: time)
                builder.up(id: first + 2, time: time)
            }
        default:  // a double tap
            for _ in 0..<2 {
                builder.down(id: first, window: window.windowID, location: start, time: time)
                frame(world, &builder, &time)
                for _ in 0..<(world.roll() % 6) { frame(world, &builder, &time) }
                builder.up(id: first, time: time)
                frame(world, &builder, &time)
                for _ in 0..<(world.roll() % 10) { frame(world, &builder, &time) }
            }
        }
        frame(world, &builder, &time)
    }
}

#if canImport(Glibc)
    import Glibc
#endif
