import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// A fixture app captured under headless Weston and compared with a golden PNG in
/// `Goldens/`, as the rendering and text golden tests do.
///
/// A capture agrees when at most 0.1% of its pixels differ by more than 8/255 in a
/// channel; on failure the capture and a picture of the differences are left next to
/// the session's logs. `TOUCHKIT_UPDATE_GOLDENS=1` rewrites the golden instead (check it
/// by eye).
@MainActor
enum GoldenCapture {
    static let goldens = ToolLocator.packageRoot + "/Tests/TouchKitReplayTests/Goldens"

    /// The path of a built fixture, or a recorded issue when it is not built.
    static func fixture(_ name: String) throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(name) is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        return path
    }

    /// Captures `fixture`'s 1024x640 window on an output of `scale` and compares it with
    /// `Goldens/<golden>@<scale>x.png`; `environment` is added to the app's.
    ///
    /// - Returns: The capture, for further checks.
    @discardableResult
    static func check(
        fixture name: String, golden: String, scale: Int, environment: [String: String] = [:]
    ) throws -> ImageSurface {
        let out = NSTemporaryDirectory() + "touchkit-tests/\(golden)-\(scale)x-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(
            HeadlessSession.Configuration(outputDirectory: out, scale: scale))
        defer { session.stop() }
        let app = try session.launch(executable: try fixture(name), environment: environment)
        let window = try session.waitForToplevel(of: app, timeout: 10)
        try session.sync(window)
        try session.dispatch(for: 0.2)
        let capture = try session.capture(to: out + "/scene.png")
        #expect(app.isRunning, "\(name) is still running: \(app.stderrTail())")
        let image = try capture.image()
        #expect(image.width == 1024 * scale && image.height == 640 * scale, "the output's real pixel density")

        let goldenPath = goldens + "/\(golden)@\(scale)x.png"
        if ProcessInfo.processInfo.environment["TOUCHKIT_UPDATE_GOLDENS"] == "1" {
            try image.writePNG(to: goldenPath)
            Issue.record(
                "wrote \(goldenPath): check it by eye, then run the tests again without TOUCHKIT_UPDATE_GOLDENS")
            return image
        }
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            Issue.record("no golden at \(goldenPath): run with TOUCHKIT_UPDATE_GOLDENS=1 to make it")
            return image
        }
        let comparison = ImageComparison(image, reference: try ImageSurface(contentsOfPNG: goldenPath))
        if comparison.differingFraction > 0.001 {
            try? comparison.writeDifference(to: out + "/difference.png")
            Issue.record("\(comparison.summary); see \(out)/scene.png and difference.png")
        }
        #expect(comparison.sizesMatch)
        return image
    }
}
