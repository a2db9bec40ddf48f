// WaylandBindingsPlugin: runs WaylandScanner over protocol XML at build time.
//
// For the `Wayland` target the inputs are the system's wayland.xml, the listed
// wayland-protocols files and every *.xml in the package's top-level `protocols/`.
// For any other target they are the *.xml files inside that target's directory, and the
// generated code imports the runtime from `Wayland` (so a test protocol may use
// `wl_surface`). Each target gets ONE generated file, `WaylandBindings.swift`, in the
// plugin's work directory; nothing generated is committed. `TouchKitTesting` also gets
// KWin's fake-input protocol from the system's plasma-wayland-protocols, which its KWin
// sessions inject through.
import Foundation
import PackagePlugin

@main
struct WaylandBindingsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let scanner = try context.tool(named: "WaylandScanner").url
        let output = context.pluginWorkDirectoryURL.appending(path: "WaylandBindings.swift")
        var arguments: [String] = []
        let inputs: [URL]
        if target.name == "Wayland" {
            inputs =
                try SystemProtocols.locate() + xmlFiles(in: context.package.directoryURL.appending(path: "protocols"))
        } else {
            inputs = try SystemProtocols.locateExtra(for: target.name) + xmlFiles(in: target.directoryURL)
            arguments += ["--runtime-module", "Wayland"]
        }
        guard !inputs.isEmpty else { return [] }
        arguments.append(output.path)
        arguments += inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Generating Wayland bindings for \(target.name) from \(inputs.count) protocol files",
                executable: scanner, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// The *.xml files under `directory` (recursively), sorted by path; none if it is absent.
    private func xmlFiles(in directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
        else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "xml" }
            .sorted { $0.path < $1.path }
    }
}

/// Finds wayland.xml and the needed wayland-protocols files on this system.
enum SystemProtocols {
    /// wayland-protocols files the toolkit uses, relative to its pkgdatadir.
    static let required = [
        "stable/xdg-shell/xdg-shell.xml",
        "stable/viewporter/viewporter.xml",
        "stable/presentation-time/presentation-time.xml",
        "staging/fractional-scale/fractional-scale-v1.xml",
        "unstable/input-timestamps/input-timestamps-unstable-v1.xml",
        "unstable/xdg-decoration/xdg-decoration-unstable-v1.xml",
        // The pen (SPEC P40) and touchpad gestures.
        "unstable/tablet/tablet-unstable-v2.xml",
        "unstable/pointer-gestures/pointer-gestures-unstable-v1.xml",
        "unstable/text-input/text-input-unstable-v3.xml",
    ]
    /// Used when present, all of a group or none. Empty now: cursor-shape-v1 (in
    /// wayland-protocols 1.32 and later, where Debian 12 has 1.31) is written out in the
    /// package's `protocols/`, and reading the system's copy too would define it twice.
    static let optionalGroups: [[String]] = []

    /// Protocols from other packages, by the target that uses them.
    static let extra: [String: [String]] = [
        "TouchKitTesting": ["plasma-wayland-protocols/fake-input.xml"]
    ]

    /// The extra protocol files of `target`, looked for under /usr/share and /usr/local/share.
    static func locateExtra(for target: String) throws -> [URL] {
        try (extra[target] ?? []).map { relative in
            let candidates = ["/usr/share/", "/usr/local/share/"].map { URL(fileURLWithPath: $0 + relative) }
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                throw MissingFile(path: "/usr/share/" + relative, package: "plasma-wayland-protocols")
            }
            return found
        }
    }

    struct MissingFile: Error, CustomStringConvertible {
        let path: String
        var package = "libwayland-dev and wayland-protocols"
        var description: String {
            "WaylandBindingsPlugin: \(path) not found (install \(package))"
        }
    }

    static func locate() throws -> [URL] {
        let waylandDirectory = pkgDataDirectory("wayland-scanner") ?? "/usr/share/wayland"
        let protocolsDirectory = pkgDataDirectory("wayland-protocols") ?? "/usr/share/wayland-protocols"
        let core = URL(fileURLWithPath: waylandDirectory).appending(path: "wayland.xml")
        guard FileManager.default.fileExists(atPath: core.path) else { throw MissingFile(path: core.path) }
        var result = [core]
        let base = URL(fileURLWithPath: protocolsDirectory)
        for relative in required {
            let url = base.appending(path: relative)
            guard FileManager.default.fileExists(atPath: url.path) else { throw MissingFile(path: url.path) }
            result.append(url)
        }
        for group in optionalGroups {
            let urls = group.map { base.appending(path: $0) }
            if urls.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) { result += urls }
        }
        return result
    }

    /// `pkg-config --variable=pkgdatadir <package>`, or nil. pkg-config is searched on
    /// PATH and in /usr/bin (context.tool(named:) finds only toolchain tools).
    static func pkgDataDirectory(_ package: String) -> String? {
        let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let candidates = searchPath.map { $0 + "/pkg-config" } + ["/usr/bin/pkg-config", "/usr/local/bin/pkg-config"]
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--variable=pkgdatadir", package]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, FileManager.default.fileExists(atPath: text) else { return nil }
        // pkg-config may print "//usr/share/..."; normalise.
        return URL(fileURLWithPath: text).standardizedFileURL.path
    }
}
