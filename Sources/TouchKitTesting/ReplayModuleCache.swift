import Foundation

/// The Weston replay module built once per user, where any package can use it.
///
/// The module is C built by meson, outside SwiftPM. In TouchKit's own checkout
/// `make module` builds it in `meson-helpers/build`; a package that depends on TouchKit
/// (by `path:` or `url:`) has no such build, and `swift package reset` would wipe one
/// made inside `.build/checkouts`. So `touchkit setup`, or the first replay that finds
/// no module, builds it into the user's cache:
/// `$XDG_CACHE_HOME/touchkit/replay-module-<key>/touchkit-replay.so` (`~/.cache` when
/// `XDG_CACHE_HOME` is unset), where `<key>` is a digest of the module's sources, so a
/// TouchKit with another module gets its own build. Every message names absolute paths.
public enum ReplayModuleCache {
    /// The module's sources in this TouchKit: `meson-helpers` and the protocol XML.
    public static var sourceDirectory: String { ToolLocator.packageRoot + "/meson-helpers" }

    /// The user's cache directory for TouchKit: `$XDG_CACHE_HOME/touchkit`, else
    /// `$HOME/.cache/touchkit`, else `/tmp/touchkit-cache-<uid>`.
    public static var cacheDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/touchkit" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/touchkit" }
        return "/tmp/touchkit-cache-\(getuid())"
    }

    /// A digest (64-bit FNV-1a, hexadecimal) of the module's sources: its C files,
    /// `meson.build` and the protocol XML.
    public static var sourceKey: String {
        let files = FileManager.default
        let source = sourceDirectory + "/src"
        let names = ((try? files.contentsOfDirectory(atPath: source)) ?? []).sorted().map { source + "/" + $0 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for path in names + [
            sourceDirectory + "/meson.build", ToolLocator.packageRoot + "/protocols/touchkit-replay-v1.xml",
        ] {
            for byte in Array((path.split(separator: "/").last ?? "").utf8)
                + [UInt8](files.contents(atPath: path) ?? Data())
            {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// The meson build directory in the cache.
    public static var buildDirectory: String { cacheDirectory + "/replay-module-\(sourceKey)" }

    /// The module's path in the cache.
    public static var modulePath: String { buildDirectory + "/touchkit-replay.so" }

    /// The Debian packages the module's build needs.
    public static let debianPackages =
        "libweston-10-dev, libwayland-dev, libcairo2-dev, libpixman-1-dev, wayland-protocols, meson, ninja-build"

    /// The commands that build the module into the cache, with absolute paths.
    public static var buildCommands: String {
        "meson setup \(buildDirectory) \(sourceDirectory) && ninja -C \(buildDirectory)"
    }

    /// Builds the module into the cache unless it is there already.
    /// - Parameter progress: Told what is being done (a line, with the absolute paths).
    /// - Returns: The module's absolute path.
    /// - Throws: ``SessionError/moduleBuildFailed(path:reason:)`` with meson's or ninja's
    ///   log, the commands and the Debian packages it needs.
    @discardableResult
    public static func build(progress: (String) -> Void = { _ in }) throws(SessionError) -> String {
        let files = FileManager.default
        if files.isReadableFile(atPath: modulePath) { return modulePath }
        guard files.fileExists(atPath: sourceDirectory + "/meson.build") else {
            throw .moduleBuildFailed(path: modulePath, reason: "the module's sources are missing at \(sourceDirectory)")
        }
        for tool in ["meson", "ninja"] where ToolLocator.executable(named: tool) == nil {
            throw .moduleBuildFailed(path: modulePath, reason: "\(tool) is not installed")
        }
        do {
            try files.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: cacheDirectory, reason: "cannot create the cache directory: \(error)")
        }
        progress("building the Weston replay module into \(buildDirectory) (once)")
        let log = cacheDirectory + "/replay-module-\(sourceKey).log"
        _ = files.createFile(atPath: log, contents: nil)
        if !files.fileExists(atPath: buildDirectory + "/build.ninja") {
            try? files.removeItem(atPath: buildDirectory)
            try run("meson", ["setup", buildDirectory, sourceDirectory], log: log)
        }
        try run("ninja", ["-C", buildDirectory], log: log)
        guard files.isReadableFile(atPath: modulePath) else {
            throw .moduleBuildFailed(path: modulePath, reason: "ninja made no \(modulePath); its log: \(log)")
        }
        return modulePath
    }

    private static func run(_ tool: String, _ arguments: [String], log: String) throws(SessionError) {
        let path = ToolLocator.executable(named: tool) ?? tool
        let child = try ChildProcess(
            path: path, arguments: arguments, environment: ProcessInfo.processInfo.environment, stdout: log,
            stderr: log)
        child.wait()
        guard child.status == 0, !child.signalled else {
            throw .moduleBuildFailed(
                path: modulePath,
                reason: "'\(tool) \(arguments.joined(separator: " "))' failed; its log (\(log)):"
                    + "\n" + FileTail.read(log, lines: 15))
        }
    }
}
