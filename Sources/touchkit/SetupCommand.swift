import ArgumentParser
import TouchKitTesting

/// `touchkit setup`: builds the Weston replay module into the user's cache.
struct SetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Build the Weston replay module into the user's cache (the first replay does it too).",
        discussion: """
            The module is C built with meson and ninja, outside SwiftPM, so a package that \
            depends on TouchKit has none until this runs. It goes to \
            $XDG_CACHE_HOME/touchkit (~/.cache/touchkit) under a key of its sources, and \
            survives 'swift package reset'. Prints the module's absolute path. Needs the \
            Debian packages the README lists (make deps installs them in a TouchKit checkout).
            """)

    func run() throws {
        do {
            let path = try ReplayModuleCache.build { print($0) }
            print("module: \(path)")
        } catch {
            fail("\(error)")
        }
    }
}
