import TouchKit

/// The checks the fuzzer adds for gestures and scrolling (issue: what `touchkit fuzz`
/// missed): what each action reads, the controls' event order, quiescence after the
/// final lift, scroll views at rest, and a digest of the calls for the determinism
/// check.
@MainActor
final class FuzzChecks {
    /// Actions that read a state out of order (G5, G6): each sequence is `began`,
    /// `changed`…, then `ended` or `cancelled`; a discrete one is `ended` alone.
    var actionOrder: [String] = []
    /// Attempts, touches or motions still under way once every finger lifted and the
    /// clock ran on.
    var quiescence: [String] = []
    /// Scroll views at rest out of their range or zoom limits, or still tracking (S3,
    /// S11, S16).
    var scrolling: [String] = []
    /// Controls whose events broke their order (R4): `touchDown`, then one of
    /// `touchUpInside`, `touchUpOutside`, `touchCancel`.
    var controls: [String] = []

    /// Recognizers with a continuous sequence under way (began, not ended).
    private var openSequences: Set<ObjectIdentifier> = []
    /// Controls tracking a touch (touchDown seen, no end yet).
    private var trackingControls: Set<ObjectIdentifier> = []
    /// Views whose geometry the fuzzer set directly (a scroll view whose bounds were
    /// set anywhere rests there: not a violation).
    var editedGeometry: Set<ObjectIdentifier> = []

    /// A running digest of every touch call and action, receivers and touches numbered
    /// in order of appearance (the same in two runs of one seed, G17).
    private(set) var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    private var numbers: [ObjectIdentifier: UInt64] = [:]

    private func number(_ object: AnyObject) -> UInt64 {
        let id = ObjectIdentifier(object)
        if let n = numbers[id] { return n }
        let n = UInt64(numbers.count)
        numbers[id] = n
        return n
    }

    private func mix(_ value: UInt64) {
        digest = (digest ^ value) &* 0x100_0000_01b3
    }

    /// A touch call, into the digest.
    func recordCall(_ receiver: AnyObject, _ phase: TouchPhase, _ touches: Set<Touch>) {
        mix(number(receiver))
        let code: UInt64 =
            switch phase {
            case .began: 1
            case .moved: 2
            case .stationary: 3
            case .ended: 4
            case .cancelled: 5
            }
        mix(code &+ 100)
        // Touches first seen together are numbered by identifier, not in the set's order:
        // the number, then the type (a finger, the pointer and a pen may share a number
        // on one seat, and a tie would leave the order to the set, which follows the
        // touches' addresses), then the seat.
        let ordered = touches.sorted { a, b in
            if a.identifier.number != b.identifier.number { return a.identifier.number < b.identifier.number }
            if a.identifier.type != b.identifier.type { return a.identifier.type.rawValue < b.identifier.type.rawValue }
            return a.seat.name < b.seat.name
        }
        var ids: [UInt64] = []
        for touch in ordered { ids.append(number(touch)) }
        ids.sort()
        for id in ids { mix(id &+ 1000) }
    }

    /// An action and the state it reads (G6).
    func recordAction(of recognizer: GestureRecognizer) {
        let state = recognizer.state
        let id = ObjectIdentifier(recognizer)
        mix(number(recognizer))
        mix(UInt64(state.rawValue) &+ 10_000)
        let kind = "\(type(of: recognizer))"
        switch state {
        case .began:
            if !openSequences.insert(id).inserted { actionOrder.append("\(kind): began twice without an end") }
        case .changed:
            if !openSequences.contains(id) { actionOrder.append("\(kind): changed without began") }
        case .ended:
            openSequences.remove(id)
        case .cancelled:
            if openSequences.remove(id) == nil { actionOrder.append("\(kind): cancelled without began") }
        case .possible, .failed:
            actionOrder.append("\(kind): an action read \(state)")
        }
    }

    /// A control event (R4).
    func recordControl(_ control: Control, _ events: ControlEvents) {
        let id = ObjectIdentifier(control)
        mix(number(control))
        mix(UInt64(events.rawValue) &+ 20_000)
        if events.contains(.touchDown) {
            if !trackingControls.insert(id).inserted { controls.append("\(type(of: control)): touchDown twice") }
        }
        if !events.intersection([.touchUpInside, .touchUpOutside, .touchCancel]).isEmpty {
            if trackingControls.remove(id) == nil {
                controls.append("\(type(of: control)): \(events.rawValue) without touchDown")
            }
        }
    }

    /// After the final lift and the clock ran on: nothing may be under way.
    func checkQuiescence(_ world: FuzzWorld) {
        if world.app.activeTouchCount > 0 {
            quiescence.append("\(world.app.activeTouchCount) touches still active after every finger lifted")
        }
        for recognizer in world.recognizers where recognizer.state != .possible {
            quiescence.append("\(type(of: recognizer)) in \(recognizer.state) after every finger lifted")
        }
        for recognizer in world.recognizers where openSequences.contains(ObjectIdentifier(recognizer)) {
            quiescence.append("\(type(of: recognizer)): actions began and never ended")
        }
        for view in world.views {
            guard let control = view as? Control, trackingControls.contains(ObjectIdentifier(control)) else {
                continue
            }
            quiescence.append("\(type(of: control)) still tracking after every finger lifted")
        }
        for case let scroll as ScrollView in world.views {
            checkAtRest(scroll)
        }
    }

    /// A scroll view in an open window, after every finger lifted and the clock ran on:
    /// at rest within its range and zoom limits, not tracking (S3, S11, S16).
    private func checkAtRest(_ scroll: ScrollView) {
        guard let window = scroll.window, !window.isClosed else { return }
        if scroll.isTracking || scroll.isDragging || scroll.isZooming {
            scrolling.append(
                "ScrollView still tracking \(scroll.isTracking), dragging \(scroll.isDragging), zooming \(scroll.isZooming)"
            )
        }
        if scroll.isDecelerating {
            scrolling.append(
                "\(type(of: scroll)) still decelerating after 12 s at \(scroll.contentOffset), bounds \(scroll.bounds), "
                    + "content \(scroll.contentSize), inset \(scroll.contentInset)")
        }
        // Geometry set directly by the fuzzer rests wherever it was put.
        var edited = editedGeometry.contains(ObjectIdentifier(scroll))
        for sub in scroll.subviews where editedGeometry.contains(ObjectIdentifier(sub)) { edited = true }
        let bounds = scroll.bounds
        guard !edited, bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite,
            bounds.height.isFinite
        else { return }
        let range = scroll.contentOffsetRange
        let offset = scroll.contentOffset
        let slack = 1e-6
        if offset.x < range.x.lowerBound - slack || offset.x > range.x.upperBound + slack
            || offset.y < range.y.lowerBound - slack || offset.y > range.y.upperBound + slack
        {
            scrolling.append("ScrollView rests at \(offset), out of its range \(range.x), \(range.y)")
        }
        if scroll.minimumZoomScale <= scroll.maximumZoomScale,
            scroll.zoomScale < scroll.minimumZoomScale - slack || scroll.zoomScale > scroll.maximumZoomScale + slack
        {
            scrolling.append(
                "ScrollView rests at zoom \(scroll.zoomScale), past \(scroll.minimumZoomScale)…\(scroll.maximumZoomScale)"
            )
        }
    }
}
