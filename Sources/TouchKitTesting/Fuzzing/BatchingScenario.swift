import TouchKit

/// One random sequence of the dispatch fuzzer in which frames wait across turns of the
/// run loop, as the Wayland backend's do: three windows with a ``FuzzHost``, two
/// seats whose frames are collected and handed in on a later turn, and windows closed
/// and views removed in between, from timers and animation completions as well as from
/// handlers, actions and funnels (the host then forgets the window at once,
/// re-entering `Application.handle`). Few touch ids, so downs, moves and ups repeat
/// an id already down on another window or seat (W6).
///
/// It checks what `FuzzScenario` checks: F5 per receiver, T7, G7, G5, the tree,
/// finite damage, no touch left open and nothing outliving the sequence.
@MainActor
struct BatchingScenario {
    let seed: UInt64

    /// What the host saw: how often a window closed with frames still collected, and
    /// how often the host forgot a window from inside a dispatch.
    struct HostFigures {
        var closesWithQueuedFrames = 0
        var reentrantForgets = 0
    }

    /// An object of the sequence, watched after the sequence to see that it was freed.
    private struct Watched {
        weak var object: AnyObject?
        let kind: String
    }

    func run() -> (FuzzLedger, HostFigures) {
        let (ledger, figures, watched) = playAndWatch()
        ledger.releaseReceivers()
        for item in watched where item.object != nil {
            ledger.leaks.append("a \(item.kind) outlived its sequence")
        }
        return (ledger, figures)
    }

    private func playAndWatch() -> (FuzzLedger, HostFigures, [Watched]) {
        let world = FuzzWorld(seed: seed)
        let host = FuzzHost(application: world.app, seats: 2)
        play(world, host)
        let figures = HostFigures(
            closesWithQueuedFrames: host.closesWithQueuedFrames, reentrantForgets: host.reentrantForgets)
        let objects: [AnyObject] = [world.app, host] + world.views + world.recognizers
        return (world.ledger, figures, objects.map { Watched(object: $0, kind: "\(type(of: $0))") })
    }

    private func play(_ world: FuzzWorld, _ host: FuzzHost) {
        let ledger = world.ledger
        for _ in 0..<3 { world.makeWindow().host = host }
        var time: UInt32 = 0
        let steps = 20 + world.roll() % 120
        for _ in 0..<steps {
            time &+= UInt32(world.roll() % 40)
            let s = world.roll() % 2
            let id = Int32(world.roll() % 3)
            switch world.roll() % 17 {
            case 0, 1, 2:
                // Any window, closed ones too: a compositor's events may still name a
                // surface the app has just let go of.
                let window = world.windows[world.roll() % world.windows.count]
                host.seats[s].down(
                    id: id, window: window.windowID, location: FuzzScenario.point(world.roll()), time: time)
            case 3, 4, 5: host.seats[s].motion(id: id, location: FuzzScenario.point(world.roll()), time: time)
            case 6: host.seats[s].up(id: id, time: time)
            case 7, 8: host.collect(host.seats[s].frame())
            case 9: host.collect(host.seats[s].flush())
            case 10: host.collect(host.seats[s].cancel())
            case 11, 12: host.handCollectedFramesIn()
            case 13: scheduleTimer(world)
            case 14:
                // Timers and animations run between turns, with frames still collected.
                world.clock.advance(by: Double(world.roll() % 300) / 1000)
            case 15: animate(world)
            default: world.edit()
            }
            ledger.checkReset(world.recognizers)
            FuzzScenario.checkDamage(world.windows, ledger)
        }
        host.handCollectedFramesIn()
        for s in host.seats.indices {
            host.hand(host.seats[s].flush())
            host.hand(host.seats[s].cancelAll())
        }
        world.clock.advance(by: 5)
        ledger.checkReset(world.recognizers)
        FuzzScenario.checkDamage(world.windows, ledger)
        ledger.open = world.app.activeTouchCount
        ledger.finish()
        FuzzScenario.checkTree(world.views, ledger)
    }

    /// A timer that closes a window, removes a view or edits the tree, from outside any
    /// dispatch.
    private func scheduleTimer(_ world: FuzzWorld) {
        let delay = Double(world.roll() % 120) / 1000
        let kind = world.roll() % 3
        world.app.perform(after: delay) { [weak world] in
            guard let world else { return }
            switch kind {
            case 0: world.pick(world.windows)?.close()
            case 1: world.pick(world.views)?.removeFromSuperview()
            default: world.edit()
            }
        }
    }

    /// An animation whose completion closes a window or removes a view.
    private func animate(_ world: FuzzWorld) {
        // (A view in no window would animate on `Application.shared`, which no clock
        // of the sequence moves on.)
        guard let view = world.pick(world.views), !(view is Window), view.window != nil else { return }
        let closes = world.roll() % 2 == 0
        View.animate(
            withDuration: Double(world.roll() % 200) / 1000,
            animations: { view.alpha = view.alpha > 0.5 ? 0.4 : 1 },
            completion: { [weak world, weak view] _ in
                guard let world else { return }
                if closes {
                    world.pick(world.windows)?.close()
                } else {
                    view?.removeFromSuperview()
                }
            })
    }
}
