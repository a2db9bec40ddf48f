import DBus
import Foundation
import TouchKit
import Wayland

/// Injection into KWin through `org_kde_kwin_fake_input` version 4 (touch, pointer,
/// keys) and screenshots through `org.kde.KWin.ScreenShot2.CaptureWorkspace`.
///
/// KWin turns fake touches into its own touch ids, sends a `wl_touch.frame` after every
/// group including the last up, and sends a real `wl_touch.cancel` (after which it
/// swallows that finger's up). Times are KWin's clock, not the recording's.
@MainActor
final class KWinInjector: DesktopInjector {
    let compositor = Compositor.kwin
    let canCancelTouches = true
    private let display: Display
    private let registry: WlRegistry
    private let fakeInput: OrgKdeKwinFakeInput
    private let bus: DBusConnection

    init(socketPath: String, busAddress: String, timeout: Double, isAlive: () -> Bool) throws(SessionError) {
        do {
            display = try HeadlessSession.connect(
                to: socketPath, until: Date().addingTimeInterval(timeout), while: isAlive)
        } catch {
            throw .compositorFailed(
                compositor: "kwin", reason: "cannot connect to \(socketPath): \(error)", logTail: "")
        }
        registry = display.registry()
        var found: (name: UInt32, version: UInt32)?
        registry.onEvent = { event in
            if case .global(let name, let interface, let version) = event,
                interface == OrgKdeKwinFakeInput.interfaceName
            {
                found = (name, version)
            }
        }
        do { try display.roundtrip() } catch { throw .connection(reason: "\(error)", logTail: "") }
        registry.onEvent = nil
        guard let found, found.version >= 4 else {
            throw .compositorFailed(
                compositor: "kwin",
                reason:
                    "KWin does not offer org_kde_kwin_fake_input version 4 (KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 unset?)",
                logTail: "")
        }
        fakeInput = registry.bind(OrgKdeKwinFakeInput.self, name: found.name, version: 4)
        fakeInput.authenticate(application: "touchkit", reason: "replaying recorded touches in a test session")
        bus = try DBusConnection(address: busAddress)
        try settle()
    }

    func touchDown(id: Int32, at point: Point) throws(SessionError) {
        fakeInput.touchDown(id: UInt32(bitPattern: id), x: point.x, y: point.y)
    }

    func touchMotion(id: Int32, to point: Point) throws(SessionError) {
        fakeInput.touchMotion(id: UInt32(bitPattern: id), x: point.x, y: point.y)
    }

    func touchUp(id: Int32) throws(SessionError) { fakeInput.touchUp(id: UInt32(bitPattern: id)) }

    func touchFrame() throws(SessionError) { fakeInput.touchFrame() }

    func touchCancel() throws(SessionError) { fakeInput.touchCancel() }

    func pointerMotion(to point: Point) throws(SessionError) { fakeInput.pointerMotionAbsolute(x: point.x, y: point.y) }

    func pointerButton(_ button: UInt32, pressed: Bool) throws(SessionError) {
        fakeInput.button(button: button, state: pressed ? 1 : 0)
    }

    /// `org_kde_kwin_fake_input.axis` per axis (0 vertical, 1 horizontal): lengths only,
    /// with no source, steps or stop, so the app sees continuous scrolling (SPEC P1).
    func pointerAxis(_ source: ScrollInput.Source, delta: Point, steps: Point?, finish: Bool) throws(SessionError) {
        if delta.y != 0, delta.y.isFinite { fakeInput.axis(axis: 0, value: delta.y) }
        if delta.x != 0, delta.x.isFinite { fakeInput.axis(axis: 1, value: delta.x) }
    }

    func key(_ code: UInt32, pressed: Bool) throws(SessionError) {
        fakeInput.keyboardKey(button: code, state: pressed ? 1 : 0)
    }

    func settle() throws(SessionError) {
        do { try display.roundtrip() } catch { throw .connection(reason: "\(error)", logTail: "") }
    }

    /// `CaptureWorkspace` at the output's native resolution, read from a pipe.
    func capture(to path: String) throws(SessionError) -> (width: Int, height: Int) {
        try settle()
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .captureFailed(path: path, reason: String(cString: strerror(errno))) }
        let reader = PipeReader(fd: fds[0])
        let results: [DBusValue]
        do {
            results = try bus.call(
                "org.kde.KWin", "/org/kde/KWin/ScreenShot2", "org.kde.KWin.ScreenShot2", "CaptureWorkspace",
                [.dictionary(["native-resolution": .bool(true), "include-cursor": .bool(false)]), .unixFD(fds[1])])
        } catch {
            Glibc.close(fds[1])
            _ = reader.finish()
            throw .captureFailed(path: path, reason: error.description)
        }
        Glibc.close(fds[1])
        let data = reader.finish()
        guard let info = results.first?.dictionaryValue, let width = info["width"]?.intValue,
            let height = info["height"]?.intValue, let stride = info["stride"]?.intValue,
            let format = info["format"]?.intValue
        else { throw .captureFailed(path: path, reason: "unexpected reply \(results)") }
        try RawImage(width: width, height: height, stride: stride, qtFormat: format, bytes: data).writePNG(to: path)
        return (width, height)
    }

    func close() {
        fakeInput.destroy()
        _ = try? display.flush()
        bus.close()
    }
}

/// Reads a pipe to its end on another thread (the writer may fill the pipe's buffer
/// before the D-Bus reply arrives).
final class PipeReader: @unchecked Sendable {
    private let fd: Int32
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(fd: Int32) {
        self.fd = fd
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    data.append(contentsOf: buffer[0..<n])
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            Glibc.close(fd)
            done.signal()
        }
    }

    /// Waits for the end of the pipe and returns what was read.
    func finish() -> Data {
        done.wait()
        return data
    }
}
