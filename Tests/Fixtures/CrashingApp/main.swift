// An app that crashes on a touch when asked to (ReplayCrashTests).
//
// Arguments: `began N` or `ended N` calls fatalError in the N-th touchesBegan or
// touchesEnded of its one view; with none it never crashes. It prints one line to
// standard output and one to standard error as it starts, then keeps running, so
// the tests can see that both reach the replay's logs.
import Foundation
import TouchKit
import TouchKitWayland

@MainActor
final class CrashingView: View {
    var phase = ""
    var count = 0
    private var began = 0
    private var ended = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        began += 1
        if phase == "began" && began == count { fatalError("CrashingApp crashes in touchesBegan \(began), as asked") }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        ended += 1
        if phase == "ended" && ended == count { fatalError("CrashingApp crashes in touchesEnded \(ended), as asked") }
    }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "CrashingApp"
    let view = CrashingView(frame: window.bounds)
    view.isMultipleTouchEnabled = true
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.count == 2, let count = Int(arguments[1]) {
        view.phase = arguments[0]
        view.count = count
    }
    window.addSubview(view)
    window.makeKeyAndVisible()
    print("CrashingApp: standard output works")
    FileHandle.standardError.write(Data("CrashingApp: standard error works\n".utf8))
    Application.shared.run()
}
