import ArgumentParser
import TouchKitTesting

/// `--compositor weston|kwin|mutter`, shared by `replay` and `demo`.
struct CompositorOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The private headless compositor to run the app in (\(Compositor.choices)).",
            discussion: "KWin and Mutter drive TouchKit apps only (docs/TESTING.md); Mutter cannot cancel touches."))
    var compositor: Compositor = .weston
}

extension Compositor: ExpressibleByArgument {}
