// An app whose main thread stops reading for a while (DisconnectTests).
//
// Its one view sleeps for `stall` seconds (the first argument, 3 by default) in its
// first `touchesBegan`, the way a slow handler would, so a compositor flooding it with
// events fills its buffer and disconnects it.
import Foundation
import TouchKit
import TouchKitWayland

@MainActor
final class StallingView: View {
    var stall: Double = 3
    private var stalled = false

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard !stalled else { return }
        stalled = true
        Thread.sleep(forTimeInterval: stall)
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "StallingApp"
    let view = StallingView(frame: window.bounds)
    view.isMultipleTouchEnabled = true
    view.stall = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 3
    window.addSubview(view)
    window.makeKeyAndVisible()
    Application.shared.run()
}
