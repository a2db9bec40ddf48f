/// The compositors a test session can run headless (docs/TESTING.md lists how they differ).
public enum Compositor: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Weston 10 with TouchKit's replay module and kiosk shell (``HeadlessSession``); the default.
    case weston
    /// KWin 5.27 (`kwin_wayland --virtual`), injected through `org_kde_kwin_fake_input` v4
    /// (``DesktopSession``).
    case kwin
    /// Mutter 43 (`mutter --headless`), injected through its D-Bus RemoteDesktop API with a
    /// ScreenCast stream (``DesktopSession``).
    case mutter

    /// The name used on the command line and in messages.
    public var description: String { rawValue }

    /// The names, for help texts: `weston|kwin|mutter`.
    public static var choices: String { allCases.map(\.rawValue).joined(separator: "|") }
}
