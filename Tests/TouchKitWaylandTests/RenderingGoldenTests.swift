import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What TouchKit draws on a real compositor, pixel for pixel: the RenderingScene
/// fixture under headless Weston, compared with golden PNGs committed in `Goldens/`.
///
/// The goldens were made by the project (`TOUCHKIT_UPDATE_GOLDENS=1 make test`
/// rewrites them) and checked by eye. A capture agrees when at most 0.1% of its pixels
/// differ by more than 8/255 in a channel; on failure the capture and a picture of the
/// differences are left next to the session's logs.
@MainActor
@Suite("Rendering goldens under headless Weston", .serialized)
struct RenderingGoldenTests {
    static let goldens = ToolLocator.packageRoot + "/Tests/TouchKitWaylandTests/Goldens"

    static func scene() throws -> String {
        let path = ToolLocator.packageRoot + "/.build/debug/RenderingScene"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("RenderingScene is not built at \(path): run `swift build` (make test does)")
            throw CancellationError()
        }
        return path
    }

    /// Captures RenderingScene on an output of `scale` and compares it with its golden.
    func check(scale: Int) throws {
        let out = NSTemporaryDirectory() + "touchkit-tests/golden-\(scale)x-\(getpid())"
        try? FileManager.default.removeItem(atPath: out)
        let session = try HeadlessSession(
            HeadlessSession.Configuration(outputDirectory: out, scale: scale))
        defer { session.stop() }
        let app = try session.launch(executable: try Self.scene())
        let window = try session.waitForToplevel(of: app, timeout: 10)
        try session.sync(window)
        try session.dispatch(for: 0.2)
        let capture = try session.capture(to: out + "/scene.png")
        #expect(app.isRunning, "RenderingScene is still running: \(app.stderrTail())")
        let image = try capture.image()
        #expect(image.width == 1024 * scale && image.height == 640 * scale, "the output's real pixel density")

        let goldenPath = Self.goldens + "/rendering-scene@\(scale)x.png"
        if ProcessInfo.processInfo.environment["TOUCHKIT_UPDATE_GOLDENS"] == "1" {
            try image.writePNG(to: goldenPath)
            Issue.record("wrote \(goldenPath): check it by eye, then run the tests again without TOUCHKIT_UPDATE_GOLDENS")
            return
        }
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            Issue.record("no golden at \(goldenPath): run with TOUCHKIT_UPDATE_GOLDENS=1 to make it")
            return
        }
        let comparison = ImageComparison(image, reference: try ImageSurface(contentsOfPNG: goldenPath))
        if comparison.differingFraction > 0.001 {
            try? comparison.writeDifference(to: out + "/difference.png")
            Issue.record("\(comparison.summary); see \(out)/scene.png and difference.png")
        }
        #expect(comparison.sizesMatch)
    }

    @Test("D3, D5: a rotated, half-transparent, clipping view over another, shapes and a cached drawing, at scale 1")
    func scale1() throws {
        try check(scale: 1)
    }

    @Test("D3, D5, HiDPI: the same scene on a scale-2 output is drawn at twice the pixel density")
    func scale2() throws {
        try check(scale: 2)
    }
}
