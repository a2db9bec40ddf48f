import TouchKit

/// One random sequence of the dispatch fuzzer: a window, views, recognizers and edits,
/// all decided by one seed.
@MainActor
struct FuzzScenario {
    let seed: UInt64

    /// A view that edits the tree from inside its touch methods.
    final class EditingView: View {
        var edit: (@MainActor (EditingView) -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { edit?(self) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { edit?(self) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { edit?(self) }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { edit?(self) }
    }

    /// A window whose funnel edits the tree before and after delivering.
    final class EditingWindow: Window {
        var edit: (@MainActor () -> Void)?
        override func sendEvent(_ event: Event) {
            edit?()
            super.sendEvent(event)
            edit?()
        }
    }

    /// An application whose funnel edits the tree too.
    final class EditingApplication: Application {
        var edit: (@MainActor () -> Void)?
        override func sendEvent(_ event: Event) {
            edit?()
            super.sendEvent(event)
        }
    }

    func run() -> FuzzLedger {
        var rng = SeededRandom(seed: seed)
        let ledger = FuzzLedger()
        let clock = ManualClock()
        let app = EditingApplication(clock: clock)
        app.touchDeliveryObserver = { receiver, phase, touches in ledger.record(receiver, phase, touches) }
        let window = EditingWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
        var views: [View] = [window]
        var recognizers: [GestureRecognizer] = []
        let delegate = FuzzDelegate()
        var roll: @MainActor () -> Int = { 0 }
        delegate.choose = { roll() }

        func makeRecognizer() -> GestureRecognizer {
            let r: GestureRecognizer
            switch roll() % 8 {
            case 0:
                let tap = TapGestureRecognizer()
                tap.numberOfTapsRequired = 1 + roll() % 2
                tap.numberOfTouchesRequired = 1 + roll() % 2
                r = tap
            case 1:
                let press = LongPressGestureRecognizer()
                press.minimumPressDuration = [0.05, 0.5][roll() % 2]
                r = press
            case 2:
                let pan = PanGestureRecognizer()
                pan.minimumNumberOfTouches = 1 + roll() % 2
                r = pan
            case 3: r = PinchGestureRecognizer()
            case 4: r = RotationGestureRecognizer()
            case 5:
                let swipe = SwipeGestureRecognizer()
                swipe.direction = [.right, .left, .up, .down][roll() % 4]
                r = swipe
            case 6:
                let edge = ScreenEdgePanGestureRecognizer()
                edge.edges = .all
                r = edge
            default:
                let scripted = FuzzScripted()
                scripted.choose = { roll() }
                r = scripted
            }
            r.cancelsTouchesInView = roll() % 4 != 0
            r.delaysTouchesBegan = roll() % 4 == 0
            r.delaysTouchesEnded = roll() % 3 != 0
            if roll() % 3 == 0 { r.delegate = delegate }
            if roll() % 4 == 0, let other = recognizers.randomElement(using: &rng) { r.require(toFail: other) }
            r.addAction { recognizer in
                ledger.actions += 1
                switch roll() % 29 {
                case 0: recognizer.view?.removeGestureRecognizer(recognizer)
                case 1: recognizer.isEnabled = false
                case 2: recognizer.view?.removeFromSuperview()
                case 3: edit()
                default: break
                }
            }
            recognizers.append(r)
            return r
        }

        func makeView() -> View {
            let n = roll()
            let v = EditingView(
                frame: Rect(x: Double(n % 4) * 90, y: Double(n / 4 % 4) * 90, width: 120, height: 120))
            v.isMultipleTouchEnabled = n % 3 != 0
            v.isExclusiveTouch = n % 11 == 0
            v.edit = { _ in if roll() % 7 == 0 { edit() } }
            for _ in 0..<(roll() % 3) { v.addGestureRecognizer(makeRecognizer()) }
            views.append(v)
            return v
        }

        func edit() {
            switch roll() % 31 {
            case 0: views.randomElement(using: &rng)?.removeFromSuperview()
            case 1: window.addSubview(makeView())
            case 2: if let v = views.randomElement(using: &rng) { v.isHidden.toggle() }
            case 3:
                if let a = views.randomElement(using: &rng), let b = views.randomElement(using: &rng),
                    a !== b, !b.isDescendant(of: a), !(a is Window)
                {
                    b.addSubview(a)
                }
            case 4: if roll() % 5 == 0 { window.close() }
            case 5: recognizers.randomElement(using: &rng)?.isEnabled.toggle()
            case 6:
                if let r = recognizers.randomElement(using: &rng), let v = views.randomElement(using: &rng) {
                    v.addGestureRecognizer(r)
                }
            case 7: if let v = views.randomElement(using: &rng) { v.isUserInteractionEnabled.toggle() }
            case 8: if let v = views.randomElement(using: &rng) { v.addGestureRecognizer(makeRecognizer()) }
            default: break
            }
        }

        roll = { Int(truncatingIfNeeded: rng.next() >> 33) }
        window.edit = { if roll() % 17 == 0 { edit() } }
        app.edit = { if roll() % 23 == 0 { edit() } }
        for _ in 0..<(2 + roll() % 5) { window.addSubview(makeView()) }
        if roll() % 2 == 0 { window.addGestureRecognizer(makeRecognizer()) }

        var builder = TouchFrameBuilder()
        var time: UInt32 = 0
        let steps = 20 + roll() % 100
        for _ in 0..<steps {
            time &+= UInt32(roll() % 60)
            let id = Int32(roll() % 5)
            let point = Self.point(roll())
            switch roll() % 12 {
            case 0, 1: builder.down(id: id, window: window.windowID, location: point, time: time)
            case 2, 3, 4: builder.motion(id: id, location: point, time: time)
            case 5: builder.up(id: id, time: time)
            case 6, 7: app.handle(builder.frame())
            case 8: if roll() % 3 == 0 { app.handle(builder.cancel()) } else { app.handle(builder.flush()) }
            case 9: clock.advance(by: Double(roll() % 800) / 1000)
            case 10:
                var frames: [TouchFrame] = []
                for _ in 0..<(1 + roll() % 4) {
                    builder.motion(id: id, location: Self.point(roll()), time: time)
                    frames += builder.frame()
                    time &+= 8
                }
                app.handle(frames)
            default:
                if roll() % 2 == 0 { app.beginIgnoringInteractionEvents() } else { app.endIgnoringInteractionEvents() }
            }
            ledger.checkReset(recognizers)
        }
        app.handle(builder.flush())
        app.handle(builder.cancelAll())
        clock.advance(by: 5)
        ledger.checkReset(recognizers)
        ledger.open = app.activeTouchCount
        ledger.finish()
        Self.checkTree(window, views, ledger)
        return ledger
    }

    /// A location: mostly inside the window, sometimes outside, huge or not finite.
    static func point(_ n: Int) -> Point {
        switch n % 40 {
        case 0: Point(x: .nan, y: 10)
        case 1: Point(x: 1e300, y: -1e300)
        case 2: Point(x: -30, y: 420)
        default: Point(x: Double(n * 37 % 400), y: Double(n * 91 % 400))
        }
    }

    /// Every view's subviews point back to it, and no view contains itself.
    static func checkTree(_ window: Window, _ views: [View], _ ledger: FuzzLedger) {
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
