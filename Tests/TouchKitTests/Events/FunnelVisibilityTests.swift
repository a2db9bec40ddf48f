import Testing
import TouchKit

/// SPEC F6: a finger the toolkit cancels for its receivers (its view leaves the window,
/// F4, G20) stays in the funnels with its real phases until it lifts, as a refused
/// finger does (T7, T8); its receivers hear nothing more of it (F5 per receiver).
@MainActor
@Suite("The funnels keep a finger cancelled for its receivers (SPEC F6)")
struct FunnelVisibilityTests {
    /// A window that books what its funnel sees, as a touch visualiser does, and keeps
    /// a ring per finger on the glass (GestureLab's `TouchMarkers`: every touch of the
    /// event that has not ended or been cancelled).
    final class Visualiser: Window {
        var seen: [String] = []
        var rings = 0
        override func sendEvent(_ event: Event) {
            let touches = (event.allTouches ?? []).sorted { $0.identifier.number < $1.identifier.number }
            for touch in touches where touch.phase != .stationary {
                seen.append("\(touch.phase) \(touch.identifier.number)")
            }
            rings = touches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
            super.sendEvent(event)
        }
    }

    /// An application that books what its funnel sees.
    final class WatchingApplication: Application {
        var seen: [String] = []
        override func sendEvent(_ event: Event) {
            for touch in event.allTouches ?? [] where touch.phase != .stationary {
                seen.append("\(touch.phase) \(touch.identifier.number)")
            }
            super.sendEvent(event)
        }
    }

    /// A view with a name for the ledger, which handles its touches (passes none on).
    final class NamedView: View {
        init(_ name: String, frame: Rect) {
            super.init(frame: frame)
            accessibilityIdentifier = name
        }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
    }

    @MainActor
    final class Rig {
        let app = WatchingApplication(clock: ManualClock())
        let window: Visualiser
        let row = NamedView("row", frame: Rect(x: 0, y: 0, width: 400, height: 100))
        var builder = TouchFrameBuilder(seat: SeatID("seat0"))
        let ledger: DeliveryLedger
        var time: UInt32 = 1

        init() {
            window = Visualiser(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: app)
            window.addSubview(row)
            ledger = DeliveryLedger(watching: app)
        }

        func down(_ x: Double, _ y: Double) {
            builder.down(id: 0, window: window.windowID, location: Point(x: x, y: y), time: time)
            frame()
        }
        func move(_ x: Double, _ y: Double) {
            builder.motion(id: 0, location: Point(x: x, y: y), time: time)
            frame()
        }
        func up() {
            builder.up(id: 0, time: time)
            frame()
        }
        func frame() {
            app.handle(builder.frame())
            time += 16
        }
    }

    @Test("F6, F4: a finger whose view is removed from outside a dispatch stays in both funnels until it lifts")
    func removedFromOutside() {
        let rig = Rig()
        rig.down(50, 50)
        rig.move(60, 50)
        rig.row.removeFromSuperview()
        #expect(rig.window.rings == 1, "the visualiser still rings the finger")
        #expect(rig.app.activeTouchCount == 1, "the finger is still down")
        rig.move(70, 50)
        #expect(rig.window.rings == 1)
        rig.up()
        #expect(rig.window.rings == 0)
        #expect(rig.window.seen == ["began 0", "moved 0", "moved 0", "ended 0"], "\(rig.window.seen)")
        #expect(rig.app.seen == ["began 0", "moved 0", "moved 0", "ended 0"], "\(rig.app.seen)")
        #expect(rig.ledger.calls == ["row began seat0:0", "row moved seat0:0", "row cancelled seat0:0"])
        #expect(rig.ledger.finish().isEmpty, "\(rig.ledger.finish())")
        #expect(rig.app.activeTouchCount == 0)
    }

    @Test("F6, G20: a pan's view removed in its began action: cancelled for the pan and the view, kept by the funnels")
    func removedInPanAction() {
        let rig = Rig()
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        var states: [GestureRecognizer.State] = []
        pan.addAction { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { rig.row.removeFromSuperview() }
        }
        rig.row.addGestureRecognizer(pan)
        rig.down(50, 50)
        for step in 1...4 { rig.move(50 + 15 * Double(step), 50) }
        #expect(states == [.began, .cancelled], "\(states)")
        #expect(rig.window.rings == 1, "the visualiser still rings the finger")
        rig.move(150, 60)
        rig.up()
        #expect(rig.window.seen.first == "began 0" && rig.window.seen.last == "ended 0", "\(rig.window.seen)")
        #expect(!rig.window.seen.contains("cancelled 0"), "\(rig.window.seen)")
        #expect(!rig.app.seen.contains("cancelled 0") && rig.app.seen.last == "ended 0", "\(rig.app.seen)")
        // The view and the pan hear of the finger until the cancel, and never again.
        #expect(rig.ledger.calls.last == "row cancelled seat0:0", "\(rig.ledger.calls)")
        #expect(rig.ledger.calls.filter { $0.hasSuffix("cancelled seat0:0") }.count == 2, "\(rig.ledger.calls)")
        #expect(rig.ledger.finish().isEmpty, "\(rig.ledger.finish())")
        #expect(rig.app.activeTouchCount == 0)
    }

    @Test("F6, F5: a view added back is not told of the finger again; a closed window still ends it")
    func closeEndsTheKeptFinger() {
        let rig = Rig()
        rig.down(50, 50)
        rig.row.removeFromSuperview()
        rig.window.addSubview(rig.row)
        rig.row.removeFromSuperview()
        rig.move(60, 50)
        rig.window.close()
        #expect(rig.window.seen == ["began 0", "moved 0", "cancelled 0"], "\(rig.window.seen)")
        #expect(rig.ledger.calls == ["row began seat0:0", "row cancelled seat0:0"], "\(rig.ledger.calls)")
        #expect(rig.app.activeTouchCount == 0)
        rig.up()
        #expect(rig.ledger.finish().isEmpty, "\(rig.ledger.finish())")
    }
}
