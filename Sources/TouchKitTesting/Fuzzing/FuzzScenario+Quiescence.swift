import TouchKit

/// The end of a sequence: every finger lifts, frame by frame with the clock moving,
/// then the clock runs on; after that nothing may be under way (quiescence). A
/// compositor cancel at the end would hide what a lift brings: late delivery, failure
/// waits resolved by timers, the end of tracking, and attempts stuck waiting for good.
extension FuzzScenario {
    /// Lifts every finger of both seats (ids 0-9; a finger that is not down is a fault
    /// the builder survives), lets the clock run on, and checks quiescence.
    func liftEverything(_ world: FuzzWorld, _ seats: inout [TouchFrameBuilder], _ time: inout UInt32) {
        for s in seats.indices {
            world.app.handle(seats[s].flush())
            time &+= 16
            for id in Int32(0)..<10 { seats[s].up(id: id, time: time) }
            world.app.handle(seats[s].frame())
            // The pen lifts and leaves; the pointer leaves the windows (FuzzScenario+Devices).
            seats[s].pencilUp(Self.fuzzTool)
            world.app.handle(seats[s].pencilFrame(Self.fuzzTool, time: time))
            world.app.handle(seats[s].pencilProximityOut(Self.fuzzTool))
            world.app.handle(seats[s].pencilFrame(Self.fuzzTool, time: time))
            if let hover = seats[s].pencilHover(Self.fuzzTool) { world.app.handleHover(hover) }
            for window in world.windows {
                world.app.handleHover(
                    HoverInput(
                        seat: seats[s].seat, window: window.windowID, location: nil, timestamp: Double(time) / 1000))
            }
            world.clock.advance(by: 0.016)
            world.ledger.checkReset(world.recognizers)
        }
        // Long enough for every timer (a long press, a tap's interval) and every motion
        // (a fling at the largest speed a fuzz finger reaches rests within seconds).
        for _ in 0..<24 {
            world.clock.advance(by: 0.5)
            world.ledger.checkReset(world.recognizers)
        }
        world.checks.checkQuiescence(world)
        let open = world.ledger.responderTouchesNotEnded()
        if open > 0 {
            world.checks.quiescence.append("\(open) touches a view got began for never ended after every finger lifted")
        }
    }
}
