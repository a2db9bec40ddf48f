// KeyField: a window whose one view is the first responder, for the live keyboard and
// pointer tests under headless Weston (SPEC R3, R5, W10; issue 15, sections 3 and 7).
//
// Not an example. Every press method call and touch method call on the view writes one
// line to standard output, unbuffered, so the lines are on disk even when the session
// stops the app:
//
//     began <characters>      pressesBegan  (characters as typed, e.g. "C" with shift)
//     changed <characters>    pressesChanged (a key repeat)
//     ended <characters>      pressesEnded
//     cancelled <characters>  pressesCancelled
//     touch <phase> <type> <x>,<y>   touchesBegan/Moved/Ended/Cancelled (type direct or pointer)
//
// The first argument, when given, is the window's title (two instances tell themselves
// apart by it).
import Foundation
import TouchKit
import TouchKitWayland

/// Writes one line to standard output at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The first responder that logs what reaches it.
@MainActor
final class FieldView: View {
    override var canBecomeFirstResponder: Bool { true }

    private func log(_ name: String, _ presses: Set<Press>) {
        for press in presses { say("\(name) \(press.key.characters)") }
    }

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { log("began", presses) }
    override func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { log("changed", presses) }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { log("ended", presses) }
    override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { log("cancelled", presses) }

    private func log(_ phase: String, _ touches: Set<Touch>) {
        for touch in touches {
            let p = touch.location(in: self)
            say("touch \(phase) \(touch.type == .pointer ? "pointer" : "direct") \(Int(p.x)),\(Int(p.y))")
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log("cancelled", touches) }
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = CommandLine.arguments.dropFirst().first ?? "KeyField"
    window.backgroundColor = Color(white: 0.9)
    let field = FieldView(frame: window.bounds)
    window.addSubview(field)
    window.makeKeyAndVisible()
    _ = field.becomeFirstResponder()
    say("ready")
    Application.shared.run()
}
