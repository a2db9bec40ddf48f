import ArgumentParser
import TouchKitTesting

/// The options `replay` and `demo` share about the headless output and the window
/// size a recording was made for.
struct SessionOptions: ParsableArguments {
    @Option(help: "The output's integer scale, pixels per point (2 draws at twice the density).")
    var scale: Int = 1

    @Flag(
        name: .customLong("fit-to-window"),
        help: ArgumentHelp(
            "Scale the recording's positions from its '# window' size to the app's window."))
    var fitToWindow = false

    @Flag(
        name: .customLong("allow-outside"),
        help: ArgumentHelp(
            "Replay a recording made for another window size as it is, even when positions fall outside the window (with a warning); a touch that starts outside the window is refused, since no compositor gives it to the app."
        ))
    var allowOutside = false

    @Flag(
        name: .customLong("event-clock"),
        help: ArgumentHelp(
            "Run the app's animations and delayed work on the recording's clock (TOUCHKIT_CLOCK=events): the same recording gives the same pixels every run."
        ))
    var eventClock = false

    /// The environment the app gets on top of the session's.
    var appEnvironment: [String: String] {
        eventClock ? ["TOUCHKIT_CLOCK": "events"] : [:]
    }

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale takes 1, 2, 3 or 4") }
        guard !(fitToWindow && allowOutside) else {
            throw ValidationError("--fit-to-window and --allow-outside cannot be used together")
        }
    }

    /// What the replay does with a recording made for another window size.
    var windowSizePolicy: ReplayOptions.WindowSizePolicy {
        fitToWindow ? .fitToWindow : allowOutside ? .allowOutside : .failWhenOutside
    }
}
