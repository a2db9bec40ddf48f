import DBus
import Foundation
import TouchKit

/// Injection into Mutter through its D-Bus RemoteDesktop API, with a ScreenCast stream
/// of the virtual monitor (absolute touch and pointer positions are relative to a
/// stream, and the stream carries the screenshots).
///
/// Mutter's API has touch down, motion and up but no cancel and no frame: Mutter ends
/// each change with its own `wl_touch.frame`, except after an up. It numbers touch ids
/// its own way. It creates each virtual device at its first event, so one neutral
/// event of each kind is sent before any app starts, or an app's first touches are
/// lost. The remote-desktop session ends when this connection closes.
@MainActor
final class MutterInjector: DesktopInjector {
    let compositor = Compositor.mutter
    let canCancelTouches = false
    private let bus: DBusConnection
    private let session: String
    private let stream: String
    private let environment: [String: String]
    private let outputDirectory: String
    /// The PipeWire node of the screen-cast stream.
    let pipewireNode: UInt32

    static let service = "org.gnome.Mutter.RemoteDesktop"
    static let sessionInterface = "org.gnome.Mutter.RemoteDesktop.Session"

    init(busAddress: String, environment: [String: String], outputDirectory: String, timeout: Double)
        throws(SessionError)
    {
        self.environment = environment
        self.outputDirectory = outputDirectory
        bus = try DBusConnection(address: busAddress)
        // Mutter owns its names a little after its socket appears.
        let deadline = Date().addingTimeInterval(timeout)
        var created: [DBusValue] = []
        while true {
            do {
                created = try bus.call(Self.service, "/org/gnome/Mutter/RemoteDesktop", Self.service, "CreateSession")
                break
            } catch {
                if Date() >= deadline { throw error }
                usleep(50_000)
            }
        }
        guard let session = created.first?.stringValue else {
            throw .dbus(call: "RemoteDesktop.CreateSession", message: "unexpected reply \(created)")
        }
        self.session = session
        let id = try bus.call(
            Self.service, session, "org.freedesktop.DBus.Properties", "Get",
            [.string(Self.sessionInterface), .string("SessionId")])
        guard let sessionID = id.first?.stringValue else {
            throw .dbus(call: "RemoteDesktop.Session.SessionId", message: "unexpected reply \(id)")
        }
        let screenCast = "org.gnome.Mutter.ScreenCast"
        let castSession = try bus.call(
            screenCast, "/org/gnome/Mutter/ScreenCast", screenCast, "CreateSession",
            // Mutter's default plugin scales a new window in over a quarter of a second;
            // touches meanwhile land in the shrunken window (or beside it).
            [.dictionary(["remote-desktop-session-id": .string(sessionID), "disable-animations": .bool(true)])])
        guard let castPath = castSession.first?.stringValue else {
            throw .dbus(call: "ScreenCast.CreateSession", message: "unexpected reply \(castSession)")
        }
        // cursor-mode 0: the pointer is not drawn into the stream (or the screenshots).
        let recorded = try bus.call(
            screenCast, castPath, screenCast + ".Session", "RecordMonitor",
            [.string(""), .dictionary(["cursor-mode": .uint32(0)])])
        guard let stream = recorded.first?.stringValue else {
            throw .dbus(call: "ScreenCast.Session.RecordMonitor", message: "unexpected reply \(recorded)")
        }
        self.stream = stream
        try bus.addMatch("type='signal',interface='\(screenCast).Stream',member='PipeWireStreamAdded'")
        try bus.call(Self.service, session, Self.sessionInterface, "Start")
        var node: UInt32?
        while node == nil {
            for signal in bus.takeSignals(timeout: 0.05)
            where signal.member == "PipeWireStreamAdded" && signal.path == stream {
                if case .uint32(let n) = signal.arguments.first { node = n }
            }
            if node == nil && Date() >= deadline {
                throw .timeout(what: "Mutter's PipeWireStreamAdded", seconds: timeout)
            }
        }
        pipewireNode = node!
        // Create the virtual devices now, away from any window.
        try pointerMotion(to: Point(x: 0, y: 0))
        try touchDown(id: 0, at: Point(x: 0, y: 0))
        try touchUp(id: 0)
        try key(42, pressed: true)  // left shift
        try key(42, pressed: false)
        try settle()
    }

    private func notify(_ method: String, _ arguments: [DBusValue]) throws(SessionError) {
        try bus.call(Self.service, session, Self.sessionInterface, method, arguments)
    }

    func touchDown(id: Int32, at point: Point) throws(SessionError) {
        try notify(
            "NotifyTouchDown", [.string(stream), .uint32(UInt32(bitPattern: id)), .double(point.x), .double(point.y)])
    }

    func touchMotion(id: Int32, to point: Point) throws(SessionError) {
        try notify(
            "NotifyTouchMotion", [.string(stream), .uint32(UInt32(bitPattern: id)), .double(point.x), .double(point.y)])
    }

    func touchUp(id: Int32) throws(SessionError) {
        try notify("NotifyTouchUp", [.uint32(UInt32(bitPattern: id))])
    }

    func touchFrame() throws(SessionError) {}

    func touchCancel() throws(SessionError) {
        throw .unsupported(compositor: "mutter", what: "cancel touches: its RemoteDesktop API has no touch cancel")
    }

    func pointerMotion(to point: Point) throws(SessionError) {
        try notify("NotifyPointerMotionAbsolute", [.string(stream), .double(point.x), .double(point.y)])
    }

    func pointerButton(_ button: UInt32, pressed: Bool) throws(SessionError) {
        try notify("NotifyPointerButton", [.int32(Int32(button)), .bool(pressed)])
    }

    /// A wheel's whole steps through `NotifyPointerAxisDiscrete` (axis 0 vertical, 1
    /// horizontal); anything else through `NotifyPointerAxis` with its source and, for the
    /// end of a sequence, its finish flag (1 finish, 2 wheel, 4 finger, 8 continuous).
    func pointerAxis(_ source: ScrollInput.Source, delta: Point, steps: Point?, finish: Bool) throws(SessionError) {
        if source == .wheel || source == .wheelTilt, let steps, !finish,
            steps.x == steps.x.rounded(), steps.y == steps.y.rounded(), steps.x != 0 || steps.y != 0
        {
            if steps.y != 0 { try notify("NotifyPointerAxisDiscrete", [.uint32(0), .int32(Int32(steps.y))]) }
            if steps.x != 0 { try notify("NotifyPointerAxisDiscrete", [.uint32(1), .int32(Int32(steps.x))]) }
            return
        }
        let sourceFlag: UInt32 =
            switch source {
            case .wheel, .wheelTilt: 2
            case .finger: 4
            case .continuous: 8
            }
        try notify(
            "NotifyPointerAxis", [.double(delta.x), .double(delta.y), .uint32(sourceFlag | (finish ? 1 : 0))])
    }

    func key(_ code: UInt32, pressed: Bool) throws(SessionError) {
        try notify("NotifyKeyboardKeycode", [.uint32(code), .bool(pressed)])
    }

    /// A D-Bus round trip: Mutter has taken every earlier call off its socket.
    func settle() throws(SessionError) {
        try bus.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId")
    }

    /// One frame of the stream, through `gst-launch-1.0 pipewiresrc … ! pngenc`.
    func capture(to path: String) throws(SessionError) -> (width: Int, height: Int) {
        try settle()
        try? FileManager.default.removeItem(atPath: path)
        guard let gst = ToolLocator.executable(named: "gst-launch-1.0") else {
            throw .captureFailed(path: path, reason: "gst-launch-1.0 is not installed (run `make deps`)")
        }
        let log = outputDirectory + "/gstreamer.log"
        let process = try ChildProcess(
            path: gst,
            arguments: [
                "-q", "pipewiresrc", "path=\(pipewireNode)", "num-buffers=1", "always-copy=true", "!",
                "videoconvert", "!", "pngenc", "!", "filesink", "location=\(path)",
            ],
            environment: environment, stdout: log, stderr: log)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { process.terminate(timeout: 1) }
        guard process.status == 0, let image = try? ImageSurface(contentsOfPNG: path) else {
            throw .captureFailed(
                path: path,
                reason: "gst-launch-1.0 ended with status \(process.status ?? -1)"
                    + SessionError.quote(FileTail.read(log), "its log"))
        }
        return (image.width, image.height)
    }

    func close() {
        _ = try? bus.call(Self.service, session, Self.sessionInterface, "Stop", timeout: 1)
        bus.close()
    }
}
