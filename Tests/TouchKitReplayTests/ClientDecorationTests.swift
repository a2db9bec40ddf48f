import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Client-side decorations under Weston's desktop shell, which offers no xdg-decoration:
/// TouchKit draws the title bar, and the compositor moves, maximizes and closes the
/// window when its parts are used (touch through the replay module).
@MainActor
@Suite("Client-side decorations under Weston's desktop shell", .serialized)
struct ClientDecorationTests {
    static let titleHeight = 32.0

    /// A desktop-shell session with TouchTracker in it.
    static func start(_ name: String) throws -> (HeadlessSession, AppProcess, Toplevel) {
        let out = NSTemporaryDirectory() + "touchkit-tests/decorations-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        var configuration = HeadlessSession.Configuration(width: 1280, height: 840, outputDirectory: out)
        configuration.shell = "desktop-shell.so"
        let session = try HeadlessSession(configuration)
        let app = try session.launch(executable: try CompositorRun.product("TouchTracker"))
        let window = try session.waitForToplevel(of: app, timeout: 60)
        _ = try session.waitUntilDispatched(window)
        try session.dispatch(for: 1.0)
        return (session, app, session.toplevels[window.handle] ?? window)
    }

    /// The title bar's band on the output, in output pixels.
    static func titleBar(of window: Toplevel) -> Rect {
        Rect(x: window.frame.minX, y: window.frame.minY - titleHeight, width: window.frame.width, height: titleHeight)
    }

    /// A touch script: a finger goes down, moves by `steps`, each after `gap` ms, lifts.
    static func drag(id: Int32 = 0, from start: Point, steps: [Point], gap: Double = 80) -> TouchRecording {
        var script = RecordingScript()
        script.down(id, at: start)
        script.frame()
        var at = start
        for step in steps {
            script.wait(gap)
            at = Point(x: at.x + step.x, y: at.y + step.y)
            script.move(id, to: at)
            script.frame()
        }
        script.wait(gap)
        script.up(id)
        script.frame()
        return script.recording
    }

    @Test("the window has a title bar showing its title, above the content and outside the app's views")
    func titleBarShowsTitle() throws {
        let (session, _, window) = try Self.start("title")
        defer { session.stop() }
        #expect(window.frame.minY - Self.titleHeight >= 32, "the title bar is below the panel: \(window)")
        let image = try session.capture(to: session.outputDirectory + "/title.png").image()
        let bar = Self.titleBar(of: window)
        let middle = Rect(x: bar.midX - 80, y: bar.minY + 4, width: 160, height: bar.height - 8)
        #expect(image.count(of: Color(white: 0.12), tolerance: 0.1, in: middle) > 30, "dark title text in the middle")
        let plain = Rect(x: bar.minX + 20, y: bar.minY + 8, width: 100, height: 16)
        #expect(image.meanColor(in: plain).map { abs($0.red - 0.86) < 0.03 } == true, "the bar's grey beside the title")
        let close = Rect(x: bar.maxX - 30, y: bar.minY + 4, width: 24, height: 24)
        #expect(image.count(of: Color(white: 0.12), tolerance: 0.1, in: close) > 10, "the close button's cross")
    }

    @Test("a touch drag on the title bar moves the window, and the app's views see none of it")
    func touchDragMoves() throws {
        let (session, app, window) = try Self.start("touch-move")
        defer { session.stop() }
        // The first step crosses the drag threshold, so the app asks Weston to move the
        // window with the touch down's serial; the second moves it (by 150, 60).
        let recording = Self.drag(
            from: Point(x: 300, y: -16), steps: [Point(x: 10, y: 0), Point(x: 150, y: 60)], gap: 150)
        try session.replay(recording, into: window)
        try session.dispatch(for: 0.2)
        let moved = try #require(session.toplevels[window.handle])
        #expect(
            moved.frame.minX == window.frame.minX + 150 && moved.frame.minY == window.frame.minY + 60,
            "\(window) -> \(moved)")
        let trace = (try? DispatchTrace(contentsOf: app.tracePath ?? "")).map(\.records) ?? []
        #expect(trace.isEmpty, "no view saw the title bar's touch: \(trace.map(\.method))")
    }

    @Test("a pointer drag on the title bar moves the window, and the app's views see none of it")
    func pointerDragMoves() throws {
        let (session, app, window) = try Self.start("pointer-move")
        defer { session.stop() }
        // Press, cross the drag threshold (the app asks for the move with the press's
        // serial), then on: Weston moves the window by the pointer's whole way from the
        // press, (130, 80) (a finger's, by its way from when the move began).
        session.movePointer(to: Point(x: 300, y: -16), in: window, time: 0)
        session.pointerButton(pressed: true, time: 10)
        session.movePointer(to: Point(x: 310, y: -16), in: window, time: 20)
        _ = try session.waitUntilDispatched(window)
        try session.dispatch(for: 0.1)
        session.movePointer(to: Point(x: 430, y: 64), in: window, time: 120)
        session.pointerButton(pressed: false, time: 130)
        _ = try session.waitUntilDispatched(window)
        try session.checkInputRejections()
        try session.dispatch(for: 0.2)
        let moved = try #require(session.toplevels[window.handle])
        #expect(
            moved.frame.minX == window.frame.minX + 130 && moved.frame.minY == window.frame.minY + 80,
            "\(window) -> \(moved)")
        let trace = (try? DispatchTrace(contentsOf: app.tracePath ?? "")).map(\.records) ?? []
        #expect(trace.isEmpty, "no view saw the title bar's pointer: \(trace.map(\.method))")
    }

    @Test("P19: the pointer over the close button highlights it, and leaving it puts it back")
    func hoverHighlightsButton() throws {
        let (session, _, window) = try Self.start("hover")
        defer { session.stop() }
        // Inside the close button's circle (centre 18 from the bar's right end, radius
        // 12), above its cross.
        let bar = Self.titleBar(of: window)
        let probe = Rect(x: bar.maxX - 20, y: bar.minY + 5, width: 4, height: 4)
        var captures = 0
        func grey() throws -> Double {
            captures += 1
            let image = try session.capture(to: session.outputDirectory + "/hover-\(captures).png").image()
            return try #require(image.meanColor(in: probe)).red
        }
        let before = try grey()
        session.movePointer(to: Point(x: window.frame.width - 18, y: -16), in: window, time: 0)
        _ = try session.waitUntilDispatched(window)
        try session.checkInputRejections()
        let hovered = try grey()
        session.movePointer(to: Point(x: 200, y: 100), in: window, time: 20)
        _ = try session.waitUntilDispatched(window)
        let after = try grey()
        #expect(hovered < before - 0.08, "darker under the pointer: \(before) -> \(hovered)")
        #expect(abs(after - before) < 0.02, "back to rest once the pointer left: \(before) -> \(after)")
    }

    @Test("F4: the close button closes the window and cancels its touches")
    func closeButtonCloses() throws {
        let (session, app, window) = try Self.start("close")
        defer { session.stop() }
        // Finger 0 holds the canvas; finger 1 taps the close button (Weston gives it to the
        // surface finger 0 touched, outside its content: the decorations take it).
        var script = RecordingScript()
        script.down(0, at: Point(x: 400, y: 300))
        script.frame()
        script.wait(50)
        script.move(0, to: Point(x: 420, y: 300))
        script.frame()
        script.wait(50)
        script.down(1, at: Point(x: window.frame.width - 6 - 12, y: -16))
        script.frame()
        script.wait(50)
        script.up(1)
        script.frame()
        try session.replay(script.recording, into: window)
        let closed = try session.dispatch(until: Date().addingTimeInterval(60)) { !app.isRunning }
        #expect(closed, "TouchTracker ended once its only window closed")
        // (Weston's removal of the toplevel may reach the session just after the exit.)
        let removed = try session.dispatch(until: Date().addingTimeInterval(60)) {
            session.toplevels[window.handle] == nil
        }
        #expect(removed, "the window is gone from the compositor")
        let canvas = try DispatchTrace(contentsOf: app.tracePath ?? "").records(identifier: "canvas")
        #expect(canvas.map(\.method) == [.touchesBegan, .touchesMoved, .touchesCancelled], "\(canvas.map(\.method))")
        #expect(canvas.allSatisfy { $0.touches.map(\.id) == ["0"] }, "only finger 0 reached the canvas")
    }

    @Test("the maximize button maximizes the window: it fills the area below the panel")
    func maximizeButtonMaximizes() throws {
        let (session, _, window) = try Self.start("maximize")
        defer { session.stop() }
        var script = RecordingScript()
        script.tap(0, at: Point(x: window.frame.width - 6 - 24 - 6 - 12, y: -16), duration: 50)
        try session.replay(script.recording, into: window)
        let maximized = try session.dispatch(until: Date().addingTimeInterval(60)) {
            session.toplevels[window.handle].map { $0.frame.width == 1280 } ?? false
        }
        let now = try #require(session.toplevels[window.handle])
        #expect(maximized, "maximized to the output's width: \(now)")
        // The panel is 32 high; the title bar sits right under it, the content under that.
        #expect(now.frame.minY == 32 + Self.titleHeight && now.frame.height == 840 - 32 - Self.titleHeight, "\(now)")
    }

    @Test("a double tap on the title bar maximizes the window")
    func doubleTapMaximizes() throws {
        let (session, app, window) = try Self.start("double-tap")
        defer { session.stop() }
        var script = RecordingScript()
        script.tap(0, at: Point(x: 300, y: -16), duration: 40)
        script.wait(120)
        script.tap(1, at: Point(x: 302, y: -15), duration: 40)
        try session.replay(script.recording, into: window)
        let maximized = try session.dispatch(until: Date().addingTimeInterval(60)) {
            session.toplevels[window.handle].map { $0.frame.width == 1280 } ?? false
        }
        #expect(maximized, "maximized: \(session.toplevels[window.handle].map(\.description) ?? "gone")")
        let trace = (try? DispatchTrace(contentsOf: app.tracePath ?? "")).map(\.records) ?? []
        #expect(trace.isEmpty, "no view saw the taps")
    }

    @Test("an inactive window's title bar is drawn dimmer than the active one's")
    func inactiveTitleIsDimmer() throws {
        let (session, _, first) = try Self.start("inactive")
        defer { session.stop() }
        let second = try session.launch(executable: try CompositorRun.product("TouchDots"))
        let other = try session.waitForToplevel(of: second, timeout: 60)
        _ = try session.waitUntilDispatched(other)
        try session.dispatch(for: 0.5)
        // Weston puts the new window over the first one's title bar: drag it down by its
        // own title bar (the part below the panel), which keeps it active.
        try session.replay(
            Self.drag(from: Point(x: 300, y: -8), steps: [Point(x: 10, y: 0), Point(x: 0, y: 400)], gap: 150),
            into: other)
        try session.dispatch(for: 0.3)
        let image = try session.capture(to: session.outputDirectory + "/two-windows.png").image()
        func barGrey(_ window: Toplevel) -> Double? {
            let bar = Self.titleBar(of: session.toplevels[window.handle] ?? window)
            return image.meanColor(in: Rect(x: bar.minX + 20, y: bar.minY + 8, width: 60, height: 16))?.red
        }
        let (inactive, active) = (barGrey(first), barGrey(other))
        #expect(
            inactive.map { abs($0 - 0.93) < 0.02 } == true,
            "the first window's bar, now inactive: \(String(describing: inactive))")
        #expect(
            active.map { abs($0 - 0.86) < 0.02 } == true, "the new window's bar, active: \(String(describing: active))")
    }
}
