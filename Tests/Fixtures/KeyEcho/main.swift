// KeyEcho: a window that writes every key press it receives to standard output, for the
// compositor matrix (CompositorMatrixTests; issue 12). Not an example.
//
//     began <keyCode> <characters>
//     ended <keyCode> <characters>
//
// keyCode is xkbcommon's (evdev code + 8). Lines are written unbuffered, so they are on
// disk when the session reads them. Touches go to a full-window view and the dispatch
// trace as in any TouchKit app.
import Foundation
import TouchKit
import TouchKitWayland

/// Writes one line to standard output at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The window: with no first responder, presses come to it.
@MainActor
final class EchoWindow: Window {
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        for press in presses { say("began \(press.key.keyCode) \(press.key.characters)") }
    }

    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        for press in presses { say("ended \(press.key.keyCode) \(press.key.characters)") }
    }
}

MainActor.assumeIsolated {
    let window = EchoWindow(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "KeyEcho"
    let pad = View(frame: window.bounds)
    pad.accessibilityIdentifier = "pad"
    pad.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
    window.addSubview(pad)
    window.makeKeyAndVisible()
    Application.shared.run()
}
