import TouchKit

/// One random sequence of the dispatch fuzzer: two windows, views, recognizers and
/// edits, and the frames of two seats, all decided by one seed.
@MainActor
struct FuzzScenario {
    let seed: UInt64
    /// Whether the windows hold tables whose data changes during touches (`--lists`).
    var lists = false

    /// An object of the sequence, watched after the sequence to see that it was freed.
    private struct Watched {
        weak var object: AnyObject?
        let kind: String
    }

    func run() -> FuzzLedger {
        let (ledger, watched) = playAndWatch()
        // Everything the sequence made must be freed once it is over: the toolkit keeps
        // no cycle of its own alive (a closed window, a recognizer and its action, the
        // arena's touches).
        ledger.releaseReceivers()
        for item in watched where item.object != nil {
            ledger.leaks.append("a \(item.kind) outlived its sequence")
        }
        return ledger
    }

    private func playAndWatch() -> (FuzzLedger, [Watched]) {
        let world = FuzzWorld(seed: seed)
        world.includesLists = lists
        play(world)
        let objects: [AnyObject] = [world.app] + world.views + world.recognizers
        return (world.ledger, objects.map { Watched(object: $0, kind: "\(type(of: $0))") })
    }

    private func play(_ world: FuzzWorld) {
        let ledger = world.ledger
        world.makeWindow()
        world.makeWindow()
        var seats = [TouchFrameBuilder(seat: SeatID("seat0")), TouchFrameBuilder(seat: SeatID("seat1"))]
        for index in seats.indices { Self.addPen(to: &seats[index]) }
        var time: UInt32 = 0
        let steps = 20 + world.roll() % 100
        for _ in 0..<steps {
            time &+= UInt32(world.roll() % 60)
            let s = world.roll() % 2
            let id = Int32(world.roll() % 5)
            let point = Self.point(world.roll())
            switch world.roll() % 16 {
            case 0, 1:
                let window = world.windows[world.roll() % world.windows.count]
                seats[s].down(id: id, window: window.windowID, location: point, time: time)
            case 2, 3, 4: seats[s].motion(id: id, location: point, time: time)
            case 5: seats[s].up(id: id, time: time)
            case 6, 7: world.app.handle(seats[s].frame())
            case 8:
                if world.roll() % 3 == 0 {
                    world.app.handle(seats[s].cancel())
                } else {
                    world.app.handle(seats[s].flush())
                }
            case 9: world.clock.advance(by: Double(world.roll() % 800) / 1000)
            case 10:
                var frames: [TouchFrame] = []
                for _ in 0..<(1 + world.roll() % 4) {
                    seats[s].motion(id: id, location: Self.point(world.roll()), time: time)
                    frames += seats[s].frame()
                    time &+= 8
                }
                world.app.handle(frames)
            case 11, 12:
                // Both seats' frames in one batch, interleaved (the API allows it).
                var frames: [TouchFrame] = []
                for _ in 0..<(1 + world.roll() % 3) {
                    for seat in [s, 1 - s] {
                        let window = world.windows[world.roll() % world.windows.count]
                        let finger = Int32(world.roll() % 5)
                        switch world.roll() % 4 {
                        case 0:
                            seats[seat].down(
                                id: finger, window: window.windowID, location: Self.point(world.roll()), time: time)
                        case 1: seats[seat].up(id: finger, time: time)
                        default: seats[seat].motion(id: finger, location: Self.point(world.roll()), time: time)
                        }
                        frames += seats[seat].frame()
                    }
                    time &+= 8
                }
                world.app.handle(frames)
            case 13: Self.playDevice(world, &seats[s], &time)  // FuzzScenario+Devices.swift
            case 14, 15: playGesture(world, &seats[s], &time)
            default:
                if world.roll() % 2 == 0 {
                    world.app.beginIgnoringInteractionEvents()
                } else {
                    world.app.endIgnoringInteractionEvents()
                }
            }
            ledger.checkReset(world.recognizers)
            Self.checkDamage(world.windows, ledger)
            if lists { world.checkLists() }
        }
        while world.app.isIgnoringInteractionEvents { world.app.endIgnoringInteractionEvents() }
        liftEverything(world, &seats, &time)
        for s in seats.indices {
            world.app.handle(seats[s].flush())
            world.app.handle(seats[s].cancelAll())
        }
        world.clock.advance(by: 5)
        ledger.checkReset(world.recognizers)
        Self.checkDamage(world.windows, ledger)
        ledger.open = world.app.activeTouchCount
        ledger.finish()
        Self.checkTree(world.views, ledger)
        if lists { world.checkLists() }
    }

    /// A location: mostly inside the window, sometimes outside, huge or not finite.
    static func point(_ n: Int) -> Point {
        switch n % 40 {
        case 0: Point(x: .nan, y: 10)
        case 1: Point(x: 1e300, y: -1e300)
        case 2: Point(x: -30, y: 420)
        case 3: Point(x: 10, y: .infinity)
        default: Point(x: Double(n * 37 % 400), y: Double(n * 91 % 400))
        }
    }

    /// Every area a window hands its host to redraw is finite (a host converts it to
    /// integer pixels).
    static func checkDamage(_ windows: [Window], _ ledger: FuzzLedger) {
        for window in windows {
            for rect in window.takeDamage()
            where
                !(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
                && rect.size.height.isFinite)
            {
                ledger.damage.append("\(type(of: window)) handed a non-finite area to redraw: \(rect)")
            }
        }
    }

    /// Every view's subviews point back to it, and no view contains itself.
    static func checkTree(_ views: [View], _ ledger: FuzzLedger) {
        for view in views {
            for sub in view.subviews where sub.superview !== view {
                ledger.tree.append("\(type(of: sub)) listed under a view it does not point back to")
            }
            var seen: Set<ObjectIdentifier> = []
            var current: View? = view
            while let v = current {
                if !seen.insert(ObjectIdentifier(v)).inserted {
                    ledger.tree.append("a cycle of superviews")
                    break
                }
                current = v.superview
            }
            if let parent = view.superview, !parent.subviews.contains(where: { $0 === view }) {
                ledger.tree.append("\(type(of: view)) points to a superview that does not list it")
            }
        }
    }
}
