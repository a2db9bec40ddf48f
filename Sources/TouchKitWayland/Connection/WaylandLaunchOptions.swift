import TouchKit

/// What the Wayland backend takes from its launch: the `TOUCHKIT_*` environment,
/// read once when the backend is made, or set in code.
///
/// The seats, window hosts and the recorder read these values from the backend's
/// connection; nothing in the backend reads the environment after that.
///
/// | Variable | Option |
/// |---|---|
/// | `TOUCHKIT_POINTER_AS_TOUCH=0` | ``pointerActsAsTouch`` off (SPEC W10) |
/// | `TOUCHKIT_FULLSCREEN=1` | ``fullscreen``: every window asks for fullscreen before its first commit |
/// | `TOUCHKIT_READY_FILE=<path>` | ``readyFile``: shown windows and pointer entries are announced there |
/// | `TOUCHKIT_RECORD=<path>` | ``recordPath``: raw `wl_touch` events are recorded there |
/// | `TOUCHKIT_APPEARANCE=dark` (or `light`) | ``appearance``: the style, whatever the desktop says (SPEC M3) |
/// | `TOUCHKIT_LATE_DRAWING=0` | ``drawsLate`` off: a change after a frame callback is drawn at once, not just before the next repaint (SPEC D12) |
/// | `TOUCHKIT_LATE_DRAWING=timer` | ``drawsLateOnSteadyInput`` off: a late draw always waits for its deadline's timer (SPEC D13; for measuring) |
/// | `TOUCHKIT_PACING_FILE=<path>` | ``pacingFile``: whether a late draw is due, for test sessions (SPEC D12) |
/// | `TOUCHKIT_WAKEUP_CENSUS=<path>` | ``wakeupCensusFile``: what woke the event loop, counted by source (the benchmark) |
/// | `TOUCHKIT_PRESENTATION_FEEDBACK=every` | ``presentationFeedbackOnEveryCommit`` (SPEC D11) |
/// | `TOUCHKIT_REPAINT=damage` | ``repaintsByCost`` off: the damage is always repainted as it is (SPEC D2; for measuring) |
/// | `TOUCHKIT_REPAINT=merged` (or `whole`) | every frame repaints one box round its areas (or the whole window), for checking that the pixels do not depend on the way (SPEC D2) |
/// | `DBUS_SESSION_BUS_ADDRESS=<address>` | ``sessionBusAddress``: where the desktop's style is asked for (M2) |
/// | `TOUCHKIT_ACCESSIBILITY=0` | ``accessibility`` off: no AT-SPI bridge (SPEC A10) |
/// | `XCURSOR_THEME`, `XCURSOR_SIZE`, `XCURSOR_PATH` | ``cursorTheme``, ``cursorSize``, ``cursorSearchPath`` (SPEC P17) |
/// | `TOUCHKIT_HIDE_CURSOR=1` | ``hidesCursor``: no pointer over the app's windows (test sessions' captures) |
///
/// (`TOUCHKIT_TRACE` belongs to the event model: `Application` reads it.)
public struct WaylandLaunchOptions: Sendable, Equatable {
    /// Whether the primary pointer button acts as a finger (SPEC W10).
    public var pointerActsAsTouch: Bool
    /// Whether every window asks for fullscreen before its first commit, so that it
    /// fills the output at (0, 0) (test sessions under KWin and Mutter).
    public var fullscreen: Bool
    /// A file where each window is announced once the compositor has shown its first
    /// buffer, and the pointer's entries into windows (test sessions; docs/TESTING.md).
    public var readyFile: String?
    /// A file to record every raw touch event into (`touchkit record`).
    public var recordPath: String?
    /// The style every window has whatever the desktop says (screenshots, tests; SPEC
    /// M3), or `nil` to follow the desktop.
    public var appearance: UserInterfaceStyle?
    /// The session bus whose Settings portal gives the desktop's style (SPEC M2), if any.
    public var sessionBusAddress: String?
    /// Whether the AT-SPI bridge starts (SPEC A10); it still needs a session bus.
    public var accessibility: Bool
    /// The Xcursor theme cursors come from where the compositor draws none (SPEC P17);
    /// `nil` for the default theme.
    public var cursorTheme: String?
    /// The cursor size in points: `XCURSOR_SIZE`, 24 when unset or not a whole number
    /// from 1 to 256.
    public var cursorSize: Int
    /// The directories searched for cursor themes: `XCURSOR_PATH`, or libXcursor's.
    public var cursorSearchPath: [String]
    /// Whether the pointer is hidden over the app's windows, whatever the views choose,
    /// so that a test session's captures show only what the app draws (SPEC P17).
    public var hidesCursor = false

    /// Whether a change after a frame callback is drawn just before the next repaint
    /// rather than at once (SPEC D12); on by default.
    public var drawsLate = true
    /// A file that holds `1` while a late draw is due and `0` otherwise (SPEC D12), so
    /// that a test session waits for the late frame before it captures.
    public var pacingFile: String?
    /// Whether a late draw runs at the last input frame expected before its deadline,
    /// with no timer to wake for (SPEC D13); on by default, off to measure the timer.
    public var drawsLateOnSteadyInput = true
    /// A file where the event loop counts its wakeups by source (the benchmark's
    /// wakeups per input frame, docs/PERFORMANCE.md).
    public var wakeupCensusFile: String?
    /// Whether every content commit asks for presentation feedback, rather than one
    /// a quarter second (SPEC D11): for measuring input to light.
    public var presentationFeedbackOnEveryCommit = false
    /// Whether a frame may repaint one box round its areas, or the whole window, where
    /// that is estimated cheaper than the areas one by one (SPEC D2); on by default,
    /// off to measure the damage alone.
    public var repaintsByCost = true
    /// The way every frame is repainted, whatever the costs, where one is forced
    /// (`TOUCHKIT_REPAINT=merged` or `whole`): for checking that a frame's pixels do not
    /// depend on the way it is repainted (SPEC D2). `nil`: by ``repaintsByCost``.
    package var repaintForced: RepaintCostModel.Strategy?

    /// Options set in code.
    ///
    /// - Parameters:
    ///   - pointerActsAsTouch: Whether the primary pointer button acts as a finger.
    ///   - fullscreen: Whether windows ask for fullscreen.
    ///   - readyFile: Where windows are announced once shown, if anywhere.
    ///   - recordPath: Where touches are recorded, if anywhere.
    ///   - appearance: The style to fix, or `nil` to follow the desktop.
    ///   - sessionBusAddress: The session bus to ask for the desktop's style and the
    ///     accessibility bus, if any.
    ///   - accessibility: Whether the AT-SPI bridge starts.
    ///   - cursorTheme: The Xcursor theme, or `nil` for the default one.
    ///   - cursorSize: The cursor size in points.
    ///   - cursorSearchPath: Where cursor themes are looked for.
    public init(
        pointerActsAsTouch: Bool = true, fullscreen: Bool = false, readyFile: String? = nil,
        recordPath: String? = nil, appearance: UserInterfaceStyle? = nil, sessionBusAddress: String? = nil,
        accessibility: Bool = true, cursorTheme: String? = nil, cursorSize: Int = 24,
        cursorSearchPath: [String] = WaylandLaunchOptions.defaultCursorSearchPath(home: nil)
    ) {
        self.cursorTheme = cursorTheme
        self.cursorSize = cursorSize
        self.cursorSearchPath = cursorSearchPath
        self.pointerActsAsTouch = pointerActsAsTouch
        self.fullscreen = fullscreen
        self.readyFile = readyFile
        self.recordPath = recordPath
        self.appearance = appearance
        self.sessionBusAddress = sessionBusAddress
        self.accessibility = accessibility
    }

    /// The options an environment asks for (see the table above); an empty value is
    /// the same as an unset one.
    ///
    /// - Parameter environment: The variables, such as `ProcessEnvironment.variables`.
    public init(environment: [String: String]) {
        func path(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        self.init(
            pointerActsAsTouch: environment["TOUCHKIT_POINTER_AS_TOUCH"] != "0",
            fullscreen: environment["TOUCHKIT_FULLSCREEN"] == "1",
            readyFile: path("TOUCHKIT_READY_FILE"),
            recordPath: path("TOUCHKIT_RECORD"),
            appearance: Self.style(environment["TOUCHKIT_APPEARANCE"]),
            sessionBusAddress: path("DBUS_SESSION_BUS_ADDRESS"),
            accessibility: environment["TOUCHKIT_ACCESSIBILITY"] != "0",
            cursorTheme: path("XCURSOR_THEME"),
            cursorSize: environment["XCURSOR_SIZE"].flatMap { Int($0) }.flatMap { (1...256).contains($0) ? $0 : nil }
                ?? 24,
            cursorSearchPath: path("XCURSOR_PATH").map { $0.split(separator: ":").map(String.init) }
                ?? Self.defaultCursorSearchPath(home: path("HOME")))
        hidesCursor = environment["TOUCHKIT_HIDE_CURSOR"] == "1"
        drawsLate = environment["TOUCHKIT_LATE_DRAWING"] != "0"
        drawsLateOnSteadyInput = environment["TOUCHKIT_LATE_DRAWING"] != "timer"
        pacingFile = path("TOUCHKIT_PACING_FILE")
        wakeupCensusFile = path("TOUCHKIT_WAKEUP_CENSUS")
        presentationFeedbackOnEveryCommit = environment["TOUCHKIT_PRESENTATION_FEEDBACK"] == "every"
        repaintsByCost = environment["TOUCHKIT_REPAINT"] != "damage"
        repaintForced = Self.forcedRepaint(environment["TOUCHKIT_REPAINT"])
    }

    /// The way `TOUCHKIT_REPAINT` forces, if any (`damage` is ``repaintsByCost`` off).
    private static func forcedRepaint(_ value: String?) -> RepaintCostModel.Strategy? {
        switch value {
        case "merged": return .merged
        case "whole": return .whole
        default: return nil
        }
    }

    /// libXcursor's search path for cursor themes (the one libwayland-cursor uses when
    /// `XCURSOR_PATH` is unset), with `~` as `home`; entries under `~` are left out
    /// when `home` is `nil`.
    public static func defaultCursorSearchPath(home: String?) -> [String] {
        let personal = home.map { ["\($0)/.local/share/icons", "\($0)/.icons"] } ?? []
        return personal + [
            "/usr/share/icons", "/usr/share/pixmaps", "/usr/share/cursors/xorg-x11", "/usr/X11R6/lib/X11/icons",
        ]
    }

    /// The style `TOUCHKIT_APPEARANCE` fixes: `light` or `dark`; anything else follows
    /// the desktop.
    static func style(_ value: String?) -> UserInterfaceStyle? {
        switch value {
        case "dark": .dark
        case "light": .light
        default: nil
        }
    }
}
