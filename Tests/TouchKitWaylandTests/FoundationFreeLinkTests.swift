import Foundation
import Testing
import TouchKitTesting

/// The runtime modules do not link Foundation (docs/PERFORMANCE.md, "P1b"): an app that
/// does not import Foundation itself, as TouchDots and MinimalDots, needs none of its
/// libraries, while one that does (BusyApp, for its timers) still gets them.
@Suite("Apps without Foundation link none of it")
struct FoundationFreeLinkTests {
    /// The shared libraries an executable names (`DT_NEEDED`), as `readelf -d` prints them.
    func neededLibraries(of name: String) throws -> [String] {
        let path = ToolLocator.packageRoot + "/.build/debug/" + name
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "\(name) is not built at \(path): run `swift build --build-tests` (make test does)")
        let readelf = try #require(ToolLocator.executable(named: "readelf"), "readelf (binutils) is missing")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: readelf)
        process.arguments = ["-d", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "readelf -d \(path) failed")
        return output.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
        }
    }

    @Test("TouchDots and MinimalDots need no Foundation library; BusyApp, which imports Foundation, does")
    func examplesNeedNoFoundation() throws {
        for example in ["TouchDots", "MinimalDots"] {
            let needed = try neededLibraries(of: example)
            #expect(needed.contains { $0.hasPrefix("libswiftCore") }, "\(example): \(needed)")
            #expect(!needed.contains { $0.contains("Foundation") }, "\(example) links \(needed)")
        }
        let busyApp = try neededLibraries(of: "BusyApp")
        #expect(busyApp.contains("libFoundation.so"), "BusyApp: \(busyApp)")
    }
}
