// BusyApp: an app with a deliberately slow touch handler, and Foundation timers, for the
// run-loop tests under headless Weston (SPEC T3; issue 16, section 2).
//
// Not an example. One full-window view spends 35 ms in every `touchesMoved`, as a heavy
// app does, and writes one line per call to standard output:
//
//     moved samples=<n> at=<x>,<y>
//
// where n is `event.coalescedTouches(for:)`'s count: the motion frames that reached it
// at once. Frames that piled up in the socket while it was busy must arrive together.
//
// It also uses Foundation's main run loop as UIKit code does: a repeating
// `Timer.scheduledTimer` at launch and `RunLoop.main.perform` blocks, writing
// `timer <n>`, `perform at launch`, and after the finger lifts `perform after ended`
// and `timer after ended`. Lines are written unbuffered, so they are on disk even when
// the session stops the app.
import Foundation
import TouchKit
import TouchKitWayland

/// Writes one line to standard output at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The slow view.
@MainActor
final class SlowView: View {
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        let samples = event?.coalescedTouches(for: touch)?.count ?? 0
        let p = touch.location(in: self)
        say("moved samples=\(samples) at=\(Int(p.x)),\(Int(p.y))")
        usleep(35_000)  // The handler is busy; more frames wait in the socket.
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        say("ended")
        RunLoop.main.perform { say("perform after ended") }
        _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in say("timer after ended") }
    }
}

/// Counts the repeating timer's fires.
@MainActor
final class Ticker: Sendable {
    private var fires = 0

    /// Counts one fire and says so.
    func tick() -> Int {
        fires += 1
        say("timer \(fires)")
        return fires
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "BusyApp"
    window.backgroundColor = Color(white: 0.9)
    window.addSubview(SlowView(frame: window.bounds))
    window.makeKeyAndVisible()

    let ticker = Ticker()
    // Timer's block is @Sendable, as on Apple platforms: it runs on the main thread
    // here, which MainActor.assumeIsolated checks.
    _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { timer in
        let fires = MainActor.assumeIsolated { ticker.tick() }
        if fires == 3 { timer.invalidate() }
    }
    RunLoop.main.perform { say("perform at launch") }
    Application.shared.run()
}
