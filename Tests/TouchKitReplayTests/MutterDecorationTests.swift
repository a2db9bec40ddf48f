import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Client-side decorations under Mutter (GNOME), which offers no xdg-decoration: a
/// floating TouchTracker window, found in captures by its title bar, is dragged by the
/// pointer and by a finger, and resized by the pointer.
@MainActor
@Suite("Client-side decorations under Mutter", .serialized)
struct MutterDecorationTests {
    /// The title bar of the active window (DecorationPainter.activeBar).
    static let bar = Color(white: 0.86)

    /// The title bar's rectangle in a capture of the output.
    static func titleBar(_ session: DesktopSession, _ name: String) throws -> Rect {
        let image = try session.capture(to: session.outputDirectory + "/\(name).png").image()
        let box = try #require(image.boundingBox(of: Self.bar, tolerance: 0.01), "a title bar in \(name).png")
        #expect(abs(box.height - 32) <= 1 && abs(box.width - 1024) <= 1, "one 1024x32 title bar: \(box)")
        return box
    }

    /// The title bar in screenshots taken until `changed` holds for it, or the last one
    /// taken after ``HeadlessSession/defaultTimeout`` twice over.
    static func titleBar(_ session: DesktopSession, _ name: String, once changed: (Rect) -> Bool) throws -> Rect {
        let deadline = Date().addingTimeInterval(2 * HeadlessSession.defaultTimeout)
        var shot = 0
        while true {
            let image = try session.capture(to: session.outputDirectory + "/\(name)-\(shot).png").image()
            let box = image.boundingBox(of: Self.bar, tolerance: 0.01)
            if let box, changed(box) || Date() >= deadline { return box }
            if Date() >= deadline { return try #require(box, "a title bar in \(name)-\(shot).png") }
            shot += 1
            try session.pause(seconds: 0.1)
        }
    }

    @Test("a pointer drag and a touch drag on the title bar move the window; the app's views see neither")
    func dragsMoveTheWindow() throws {
        let out = NSTemporaryDirectory() + "touchkit-tests/mutter-decorations-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try DesktopSession(
            DesktopSession.Configuration(compositor: .mutter, width: 1600, height: 1000, outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(
            executable: try CompositorRun.product("TouchTracker"), environment: ["TOUCHKIT_FULLSCREEN": "0"])
        let window = try session.waitForToplevel(of: app)
        let start = try Self.titleBar(session, "placed")

        // The pointer: press on the title, cross the drag threshold (the app asks Mutter
        // to move the window with the press's serial), then on. Mutter moves the window
        // by the pointer's whole way from the press, (210, 100) (Weston by its way from
        // when the move began).
        let grip = Point(x: start.minX + 150, y: start.midY)
        try session.movePointer(to: grip)
        try session.pointerButton(pressed: true)
        try session.movePointer(to: Point(x: grip.x + 10, y: grip.y))
        // The app has read the threshold's motion and asked for the move before the
        // pointer goes on (a state, not a pause: a busy machine may take longer).
        _ = try session.waitUntilDispatched(window, timeout: 60)
        try session.movePointer(to: Point(x: grip.x + 210, y: grip.y + 100))
        try session.pointerButton(pressed: false)
        _ = try session.waitUntilDispatched(window)
        let afterPointer = try Self.titleBar(session, "pointer-moved")
        #expect(
            afterPointer.minX - start.minX == 210 && afterPointer.minY - start.minY == 100,
            "moved by (210, 100): \(start) -> \(afterPointer)")

        // A finger, in the window's own coordinates (the title bar is above y = 0).
        let placed = Toplevel(
            handle: window.handle, appID: window.appID, title: window.title, pid: window.pid,
            frame: Rect(
                x: afterPointer.minX, y: afterPointer.maxY, width: window.frame.width, height: window.frame.height))
        var script = RecordingScript()
        script.down(0, at: Point(x: 300, y: -16))
        script.frame()
        script.wait(150)
        script.move(0, to: Point(x: 310, y: -16))
        script.frame()
        script.wait(150)
        script.move(0, to: Point(x: 110, y: 44))
        script.frame()
        script.wait(150)
        script.up(0)
        script.frame()
        try session.replay(script.recording, into: placed)
        let afterTouch = try Self.titleBar(session, "touch-moved")
        #expect(
            afterTouch.minX - afterPointer.minX == -190 && afterTouch.minY - afterPointer.minY == 60,
            "moved by the finger's way from its down, (-190, 60): \(afterPointer) -> \(afterTouch)")

        let trace = (try? DispatchTrace(contentsOf: app.tracePath ?? "")).map(\.records) ?? []
        #expect(trace.isEmpty, "no view saw the title bar's pointer or touch: \(trace.map(\.method))")
    }

    @Test("a pointer drag on the right edge of the shadow margin resizes the window")
    func edgeDragResizes() throws {
        let out = NSTemporaryDirectory() + "touchkit-tests/mutter-resize-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try DesktopSession(
            DesktopSession.Configuration(compositor: .mutter, width: 1600, height: 1000, outputDirectory: out))
        defer { session.stop() }
        let app = try session.launch(
            executable: try CompositorRun.product("TouchTracker"), environment: ["TOUCHKIT_FULLSCREEN": "0"])
        let window = try session.waitForToplevel(of: app)
        let start = try Self.titleBar(session, "placed")
        // 6 points right of the window, in the shadow margin, halfway down.
        let grip = Point(x: start.maxX + 6, y: start.maxY + 300)
        try session.movePointer(to: grip)
        try session.pointerButton(pressed: true)
        // The app answers the press with xdg_toplevel.resize, which Mutter honours only
        // while the button is down: let the app have handled it before the drag goes on
        // (on a busy machine the release could otherwise come first, and no resize).
        _ = try session.waitUntilDispatched(window)
        try session.movePointer(to: Point(x: grip.x + 40, y: grip.y))
        try session.movePointer(to: Point(x: grip.x + 100, y: grip.y))
        try session.pointerButton(pressed: false)
        _ = try session.waitUntilDispatched(window)
        // The resize reaches the screen through Mutter's configure and the app's next
        // commit, however late on a busy machine: wait for the bar to change (a state).
        let box = try Self.titleBar(session, "resized", once: { $0.width != start.width })
        #expect(box.minX == start.minX && box.width == start.width + 100, "100 points wider: \(start) -> \(box)")
        let trace = (try? DispatchTrace(contentsOf: app.tracePath ?? "")).map(\.records) ?? []
        #expect(trace.isEmpty, "no view saw the drag")
    }
}
