import Glibc
import TouchKit
internal import Wayland

/// What a test session asks of a TouchKit app through its environment, for compositors
/// that have no test protocol of their own (KWin, Mutter; see docs/TESTING.md).
///
/// - `TOUCHKIT_FULLSCREEN=1`: every window asks for fullscreen before its first commit,
///   so the window fills the output at (0, 0), as under Weston's kiosk shell, and a
///   recording's surface coordinates are the output's.
/// - `TOUCHKIT_READY_FILE=<path>`: once the compositor has presented a window's first
///   buffer (the frame callback of its first commit is done), one
///   line `<app id>\t<width>\t<height>\t<title>` is appended to the file. The session
///   waits for it instead of asking the compositor where windows are. When the
///   pointer enters a window, `entered\t<title>` is appended too: the session moves the
///   pointer onto a new window and waits for that line, because Mutter presents a
///   window a frame or two before it picks it for input.
///
/// Both come to the backend as ``WaylandLaunchOptions``.
@MainActor
struct SessionAnnouncement {
    /// The file to announce shown windows in, if any.
    let readyFile: String?
    /// Appends the line for a window once the compositor has presented its first
    /// buffer: when the frame callback of that commit is done (so the window is on the
    /// screen and can be picked; a `wl_display.sync` answers earlier, before Mutter
    /// picks the new window).
    /// - Parameters:
    ///   - callback: The frame callback of the first commit; its handler is kept and runs first.
    ///   - appID: The toplevel's app id.
    ///   - title: Its title.
    ///   - size: Its size in points.
    func announceWhenPresented(_ callback: WlCallback, appID: String, title: String, size: Size) {
        guard readyFile != nil else { return }
        let handler = callback.onEvent
        callback.onEvent = { event in
            handler?(event)
            append("\(appID)\t\(Int(size.width))\t\(Int(size.height))\t\(title)\n")
        }
    }

    /// Appends `entered\t<title>` when the pointer enters a window (see above).
    func pointerEntered(_ title: String) {
        guard readyFile != nil else { return }
        append("entered\t\(title)\n")
    }

    private func append(_ line: String) {
        guard let path = readyFile else { return }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            TouchKitLog.error("cannot open TOUCHKIT_READY_FILE \(path): \(String(cString: strerror(errno)))")
            return
        }
        _ = line.withCString { write(fd, $0, strlen($0)) }
        close(fd)
    }
}
