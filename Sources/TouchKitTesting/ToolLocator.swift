import Foundation

/// Finds the programs and files a ``HeadlessSession`` needs.
public enum ToolLocator {
    /// The package's root directory, derived from this source file's location.
    public static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // TouchKitTesting
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent().path
    }()

    /// Where the replay module is looked for: `TOUCHKIT_REPLAY_MODULE`, else
    /// `<package root>/meson-helpers/build/touchkit-replay.so` when `make module` built
    /// it there, else the user's cache (``ReplayModuleCache/modulePath``).
    public static var defaultModulePath: String {
        if let path = ProcessInfo.processInfo.environment["TOUCHKIT_REPLAY_MODULE"], !path.isEmpty {
            return path
        }
        let local = packageRoot + "/meson-helpers/build/touchkit-replay.so"
        return FileManager.default.isReadableFile(atPath: local) ? local : ReplayModuleCache.modulePath
    }

    /// The replay module's absolute path. With no explicit path and no
    /// `TOUCHKIT_REPLAY_MODULE`, a module found nowhere is built into the user's cache
    /// first (``ReplayModuleCache/build(progress:)``, saying so on standard error).
    /// - Parameter path: An explicit path, or `nil` for ``defaultModulePath``.
    /// - Throws: ``SessionError/moduleNotFound(path:)`` saying how to build it, or
    ///   ``SessionError/moduleBuildFailed(path:reason:)``.
    public static func replayModule(_ path: String? = nil) throws(SessionError) -> String {
        let candidate = absolute(path ?? defaultModulePath)
        if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        let explicit = path != nil || ProcessInfo.processInfo.environment["TOUCHKIT_REPLAY_MODULE"]?.isEmpty == false
        guard !explicit else { throw .moduleNotFound(path: candidate) }
        return try ReplayModuleCache.build { line in
            FileHandle.standardError.write(Data("touchkit: \(line)\n".utf8))
        }
    }

    /// The `weston` executable: `explicit`, else `TOUCHKIT_WESTON`, else `weston` on `PATH`.
    /// - Parameter explicit: A path to use instead of searching.
    /// - Throws: ``SessionError/westonNotFound``.
    public static func weston(_ explicit: String? = nil) throws(SessionError) -> String {
        if let path = explicit ?? ProcessInfo.processInfo.environment["TOUCHKIT_WESTON"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else { throw .westonNotFound }
            return path
        }
        guard let path = executable(named: "weston") else { throw .westonNotFound }
        return path
    }

    /// Resolves an executable: a path containing `/` as is, else a search of `PATH`.
    /// - Returns: The path, or `nil` when there is no such executable file.
    public static func executable(named name: String) -> String? {
        if name.contains("/") {
            let path = absolute(name)
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in search.split(separator: ":") where !directory.isEmpty {
            let path = "\(directory)/\(name)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: path)
            {
                return path
            }
        }
        return nil
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
