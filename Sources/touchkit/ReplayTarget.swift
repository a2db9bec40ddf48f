import ArgumentParser
import TouchKitRecording
import TouchKitTesting

/// What `touchkit replay` and `touchkit demo` share: the session's options, the
/// compositor, the app to replay into (after `--`), and the run itself.
struct ReplayTarget: ParsableArguments {
    @OptionGroup var session: SessionOptions

    @OptionGroup var compositorOption: CompositorOption

    @Argument(parsing: .postTerminator, help: "The app and its arguments, after --.")
    var app: [String] = []

    func validate() throws {
        guard !app.isEmpty else { throw ValidationError("name the app after --, e.g. -- .build/debug/TouchDots") }
    }

    /// Replays `recording` into the app under the compositor, into `out`.
    func replay(_ recording: TouchRecording, options: ReplayOptions, out: String, size: (Int, Int)) throws {
        try ReplayRun.perform(
            recording: recording, app: app, options: options, out: out, size: size, scale: session.scale,
            environment: session.appEnvironment, compositor: compositorOption.compositor)
    }
}
