import Foundation
import TouchKit
import TouchKitRecording

/// The real touchscreen recordings in `Tests/Recordings/Real` and what its
/// `README.md` says about each.
enum RecordingFixtures {
    /// `Tests/Recordings/Real` inside this package, found from this file's directory.
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/TouchKitTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Recordings/Real").path

    /// The `.touches` files in the directory, sorted; empty when it is missing.
    static func recordingFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".touches") }.sorted()
    }

    /// Whether the directory exists.
    static var directoryExists: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// One row of the table in `Tests/Recordings/Real/README.md`, plus counts taken from the files.
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var frames: Int
        var downs: Int
        var maxFingers: Int
        var durationMilliseconds: Double
        var shapes: Int

        var path: String { "\(RecordingFixtures.directory)/\(file)" }
        var description: String { file }
    }

    static let expected: [Expected] = [
        Expected(
            file: "real-atmel-fast-taps.touches", frames: 18, downs: 9, maxFingers: 1,
            durationMilliseconds: 1934.0, shapes: 0),
        Expected(
            file: "real-ep0430-two-finger-scroll.touches", frames: 98, downs: 2, maxFingers: 2,
            durationMilliseconds: 754.7, shapes: 0),
        Expected(
            file: "real-atmel-four-finger-drag.touches", frames: 31, downs: 4, maxFingers: 4,
            durationMilliseconds: 566.6, shapes: 0),
        Expected(
            file: "real-elan-drag.touches", frames: 261, downs: 1, maxFingers: 1,
            durationMilliseconds: 2853.8, shapes: 15),
        Expected(
            file: "real-ntrig-two-finger-type-a.touches", frames: 215, downs: 2, maxFingers: 2,
            durationMilliseconds: 2993.8, shapes: 57),
    ]

    /// A fresh path in the temporary directory.
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("touchkit-\(UUID().uuidString)-\(name)").path
    }
}

extension TouchRecording {
    /// How many events of a verb the recording holds.
    func count(_ verb: String) -> Int {
        events.count { $0.kind.verb == verb }
    }
}
