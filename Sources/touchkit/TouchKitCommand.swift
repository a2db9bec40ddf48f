import ArgumentParser

/// `touchkit`: replay touch recordings into apps under a private headless Weston.
@main
struct TouchKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchkit",
        abstract: "Replay recorded touches into a TouchKit (or any Wayland) app under a private headless Weston.",
        subcommands: [
            ReplayCommand.self, DemoCommand.self, RecordCommand.self, ShowCommand.self, ImportWevCommand.self,
            ScriptCommand.self,
            FuzzCommand.self, SetupCommand.self,
        ])
}
