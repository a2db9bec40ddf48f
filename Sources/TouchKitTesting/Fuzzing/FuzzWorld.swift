import TouchKit

/// The application, windows, views and gesture recognizers of one fuzz sequence, and
/// the random edits made to them from inside handlers, actions and funnels.
///
/// Every closure it hands to the toolkit captures it weakly, so a sequence's whole
/// graph is freed when the sequence ends (a million sequences run in one process).
@MainActor
final class FuzzWorld {
    /// A view that edits the tree from inside its touch methods.
    final class EditingView: View {
        var edit: (@MainActor () -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { edit?() }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { edit?() }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { edit?() }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { edit?() }
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
        var watch: (@MainActor (Event) -> Void)?
        override func sendEvent(_ event: Event) {
            watch?(event)
            edit?()
            super.sendEvent(event)
        }
    }

    var rng: SeededRandom
    let ledger = FuzzLedger()
    let clock = ManualClock()
    let app: EditingApplication
    /// The windows, open or closed, in the order they were made.
    private(set) var windows: [EditingWindow] = []
    /// Every view made (windows included), in the tree or not.
    var views: [View] = []
    /// Every recognizer made, attached or not.
    private(set) var recognizers: [GestureRecognizer] = []
    private let delegate = FuzzDelegate()
    /// Answers given once per question and pair (delegates and subclass overrides).
    let answers = FuzzAnswers()
    lazy var stableDelegate = FuzzStableDelegate(answers: answers)
    /// The scroll views' delegates (held: a scroll view holds its delegate weakly).
    var scrollDelegates: [FuzzScrollDelegate] = []
    /// Whether windows get a table whose data changes under the fingers (`--lists`).
    var includesLists = false
    /// The tables and their data (held: a table holds its data source weakly).
    var lists: [(TableView, FuzzRows)] = []
    /// The gesture and scrolling checks.
    var checks: FuzzChecks { ledger.checks }

    init(seed: UInt64) {
        rng = SeededRandom(seed: seed)
        app = EditingApplication(clock: clock)
        let ledger = ledger
        app.touchDeliveryObserver = { receiver, phase, touches in ledger.record(receiver, phase, touches) }
        app.watch = { event in ledger.sawEvent(event) }
        delegate.choose = { [weak self] in self?.roll() ?? 0 }
        answers.choose = { [weak self] in self?.roll() ?? 0 }
        app.edit = { [weak self] in
            guard let self, roll() % 23 == 0 else { return }
            edit()
        }
    }

    /// The next random number, 0 ..< 2^31.
    func roll() -> Int { Int(truncatingIfNeeded: rng.next() >> 33) }

    /// A random element, or `nil` when there is none.
    func pick<T>(_ elements: [T]) -> T? { elements.randomElement(using: &rng) }

    /// A new window of the application, with random views and recognizers.
    @discardableResult
    func makeWindow() -> EditingWindow {
        let window = EditingWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.edit = { [weak self] in
            guard let self, roll() % 17 == 0 else { return }
            edit()
        }
        windows.append(window)
        views.append(window)
        for _ in 0..<(2 + roll() % 5) { window.addSubview(makeView()) }
        if roll() % 2 == 0 { window.addGestureRecognizer(makeRecognizer()) }
        if roll() % 3 != 0 { window.addSubview(makeScrollView(nested: false)) }
        if roll() % 3 == 0 { window.addSubview(makeControl()) }
        if includesLists { window.addSubview(makeTableView()) }
        return window
    }

    func makeView() -> View {
        let n = roll()
        let v = EditingView(frame: Rect(x: Double(n % 4) * 90, y: Double(n / 4 % 4) * 90, width: 120, height: 120))
        v.isMultipleTouchEnabled = n % 3 != 0
        v.isExclusiveTouch = n % 11 == 0
        v.edit = { [weak self] in
            guard let self, roll() % 7 == 0 else { return }
            edit()
        }
        for _ in 0..<(roll() % 3) { v.addGestureRecognizer(makeRecognizer()) }
        views.append(v)
        return v
    }

    func makeRecognizer() -> GestureRecognizer {
        let r: GestureRecognizer
        switch roll() % 11 {
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
        case 8:
            let pan = FuzzPickyPan()
            pan.answers = answers
            r = pan
        case 9:
            let tap = FuzzPickyTap()
            tap.numberOfTapsRequired = 1 + roll() % 2
            tap.answers = answers
            r = tap
        case 10:
            let timed = FuzzTimedScripted()
            timed.choose = { [weak self] in self?.roll() ?? 0 }
            r = timed
        default:
            let scripted = FuzzScripted()
            scripted.choose = { [weak self] in self?.roll() ?? 0 }
            r = scripted
        }
        r.cancelsTouchesInView = roll() % 4 != 0
        r.delaysTouchesBegan = roll() % 4 == 0
        r.delaysTouchesEnded = roll() % 3 != 0
        if roll() % 3 == 0 {
            if roll() % 2 == 0 { r.delegate = delegate } else { r.delegate = stableDelegate }
        }
        if roll() % 4 == 0, let other = pick(recognizers) { r.require(toFail: other) }
        r.addAction { [weak self] recognizer in
            guard let self else { return }
            ledger.actions += 1
            checks.recordAction(of: recognizer)
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

    /// One random edit of the tree, of a view's state or geometry, of a recognizer or
    /// of the windows.
    func edit() {
        switch roll() % 36 {
        case 0: pick(views)?.removeFromSuperview()
        case 1: pick(windows)?.addSubview(makeView())
        case 2: pick(views)?.isHidden.toggle()
        case 3:
            if let a = pick(views), let b = pick(views), a !== b, !b.isDescendant(of: a), !(a is Window) {
                b.addSubview(a)
            }
        case 4: if roll() % 5 == 0 { pick(windows)?.close() }
        case 5: pick(recognizers)?.isEnabled.toggle()
        case 6: if let r = pick(recognizers), let v = pick(views) { v.addGestureRecognizer(r) }
        case 7: pick(views)?.isUserInteractionEnabled.toggle()
        case 8: pick(views)?.addGestureRecognizer(makeRecognizer())
        case 9...12: if let v = pick(views) { editGeometry(of: v) }
        case 13: if let v = pick(views), !(v is Window) { restoreGeometry(of: v) }
        case 14, 15: editScrollView()
        case 16, 17: editList()
        default: break
        }
    }

    /// Gives a view a frame, center, bounds or transform with a value that may be NaN,
    /// infinite or huge (SPEC H1's hit-testing and the damage must survive it).
    func editGeometry(of view: View) {
        checks.editedGeometry.insert(ObjectIdentifier(view))
        switch roll() % 5 {
        case 0: view.frame = Rect(x: value(), y: value(), width: value(), height: value())
        case 1: view.center = Point(x: value(), y: value())
        case 2: view.bounds = Rect(x: value(), y: value(), width: value(), height: value())
        case 3:
            view.transform = AffineTransform(a: value(), b: 0, c: 0, d: value(), tx: value(), ty: value())
        default: view.transform = AffineTransform(rotationAngle: value())
        }
    }

    /// Puts a view back on screen with finite geometry.
    func restoreGeometry(of view: View) {
        checks.editedGeometry.insert(ObjectIdentifier(view))
        view.transform = .identity
        let n = roll()
        view.frame = Rect(x: Double(n % 4) * 90, y: Double(n / 4 % 4) * 90, width: 120, height: 120)
    }

    /// A coordinate: often finite, sometimes NaN, infinite, huge or zero.
    func value() -> Double {
        switch roll() % 8 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: 1e300
        case 4: 0
        default: Double(roll() % 400)
        }
    }
}
