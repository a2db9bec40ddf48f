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

    /// Options set in code.
    ///
    /// - Parameters:
    ///   - pointerActsAsTouch: Whether the primary pointer button acts as a finger.
    ///   - fullscreen: Whether windows ask for fullscreen.
    ///   - readyFile: Where windows are announced once shown, if anywhere.
    ///   - recordPath: Where touches are recorded, if anywhere.
    public init(
        pointerActsAsTouch: Bool = true, fullscreen: Bool = false, readyFile: String? = nil,
        recordPath: String? = nil
    ) {
        self.pointerActsAsTouch = pointerActsAsTouch
        self.fullscreen = fullscreen
        self.readyFile = readyFile
        self.recordPath = recordPath
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
            recordPath: path("TOUCHKIT_RECORD"))
    }
}
