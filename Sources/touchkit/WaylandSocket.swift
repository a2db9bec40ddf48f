import Foundation

/// Finds the compositor socket an app would connect to, the way libwayland does.
enum WaylandSocket {
    /// The socket's path: `WAYLAND_DISPLAY` when absolute, else
    /// `$XDG_RUNTIME_DIR/$WAYLAND_DISPLAY`; `nil` when a variable needed is unset.
    /// - Parameter environment: The environment to look in.
    static func path(in environment: [String: String]) -> String? {
        guard let display = environment["WAYLAND_DISPLAY"], !display.isEmpty else { return nil }
        if display.hasPrefix("/") { return display }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        return runtime.hasSuffix("/") ? runtime + display : runtime + "/" + display
    }

    /// Why no app could connect to the compositor, in one line, or `nil` when the
    /// socket exists.
    /// - Parameter environment: The environment to look in.
    static func problem(in environment: [String: String]) -> String? {
        guard let display = environment["WAYLAND_DISPLAY"], !display.isEmpty else {
            return
                "WAYLAND_DISPLAY is not set; run this inside your Wayland session (or set WAYLAND_DISPLAY and XDG_RUNTIME_DIR)"
        }
        guard let path = path(in: environment) else {
            return "XDG_RUNTIME_DIR is not set, so the Wayland socket '\(display)' (WAYLAND_DISPLAY) cannot be found"
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return "no Wayland compositor socket at \(path) (WAYLAND_DISPLAY=\(display)); is your compositor running?"
        }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            return "\(path) (WAYLAND_DISPLAY=\(display)) is not a socket"
        }
        return nil
    }
}
