// An app whose frames take long to draw (ReplayCaptureTimingTests).
//
// Its one view fills the window: grey until touched, blue while a finger is down, green
// once the last finger is up (the answer a capture at the end must show). Once touched,
// every draw takes `frame` seconds (the first argument, 0.3 by default), the way a heavy
// frame would. A finger lifted while the blue frame is being drawn is therefore answered
// at the next frame callback, by another slow frame: a capture taken a fixed delay after
// the app went idle shows blue, one taken on the answering frame shows green.
import Foundation
import TouchKit
import TouchKitWayland

@MainActor
final class SlowFrameView: View {
    /// Seconds each draw takes once touched.
    var frameTime = 0.3
    private var answered = false
    /// Whether the answer waits for the end of a 0.25 s animation.
    var waitForAnimation = false
    /// The view that animation animates: empty, it never draws.
    let timer = View(frame: Rect(x: 0, y: 0, width: 0, height: 0))
    private var down = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        down += touches.count
        backgroundColor = .blue
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        down -= touches.count
        guard down <= 0 else { return }
        if waitForAnimation {
            // An animation of a view that shows nothing: frames without new content,
            // then the answer in its completion.
            View.animate(
                withDuration: 0.25, animations: { self.timer.alpha = 0.5 },
                completion: { _ in
                    self.backgroundColor = .green
                })
        } else {
            backgroundColor = .green
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        touchesEnded(touches, with: event)
    }

    override func draw(_ rect: Rect) {
        guard backgroundColor == .green, !answered else { return }
        answered = true
        Thread.sleep(forTimeInterval: frameTime)
    }
}

/// A small square that draws again on every frame, as a game loop or a spinner does:
/// the app always awaits a frame callback, so a touch is drawn at the next one.
@MainActor
final class HeartbeatView: View {
    private var beat = false

    override func draw(_ rect: Rect) {
        beat.toggle()
        backgroundColor = beat ? .black : .white
        DispatchQueue.main.async { self.setNeedsDisplay() }
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "SlowFrameApp"
    let view = SlowFrameView(frame: window.bounds)
    view.backgroundColor = .gray
    view.isMultipleTouchEnabled = true
    if let frame = CommandLine.arguments.dropFirst().first.flatMap(Double.init) { view.frameTime = frame }
    window.addSubview(view)
    view.addSubview(view.timer)
    view.waitForAnimation = CommandLine.arguments.contains("animation")
    if CommandLine.arguments.contains("heartbeat") {
        window.addSubview(HeartbeatView(frame: Rect(x: 0, y: 0, width: 8, height: 8)))
    }
    window.makeKeyAndVisible()
    Application.shared.run()
}
