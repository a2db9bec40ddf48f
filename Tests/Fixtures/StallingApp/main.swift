// An app whose main thread stops reading for a while (DisconnectTests).
//
// Its one view sleeps for `stall` seconds (the first argument, 3 by default) in its
// first `touchesBegan`, the way a slow handler would, so a compositor flooding it with
// events fills its buffer and disconnects it. A second argument makes it sleep that long
// again in its first `touchesMoved`: by then it has read everything sent during the
// first sleep, so it holds events it has read but not yet dispatched (ReplayDeliveryTests).
import Foundation
import TouchKit
import TouchKitWayland

@MainActor
final class StallingView: View {
    var stall: Double = 3
    var secondStall: Double = 0
    private var stalled = false
    private var stalledAgain = false

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard !stalled else { return }
        stalled = true
        Thread.sleep(forTimeInterval: stall)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard !stalledAgain, secondStall > 0 else { return }
        stalledAgain = true
        Thread.sleep(forTimeInterval: secondStall)
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "StallingApp"
    let view = StallingView(frame: window.bounds)
    view.isMultipleTouchEnabled = true
    let arguments = CommandLine.arguments.dropFirst().compactMap(Double.init)
    view.stall = arguments.first ?? 3
    view.secondStall = arguments.dropFirst().first ?? 0
    window.addSubview(view)
    window.makeKeyAndVisible()
    Application.shared.run()
}
