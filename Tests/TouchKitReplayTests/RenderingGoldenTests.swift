import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// What TouchKit draws on a real compositor, pixel for pixel: the RenderingScene
/// fixture under headless Weston, compared with golden PNGs committed in `Goldens/`.
///
/// The goldens were made by the project (`TOUCHKIT_UPDATE_GOLDENS=1 make test`
/// rewrites them) and checked by eye; see ``GoldenCapture`` for the comparison.
@MainActor
@Suite("Rendering goldens under headless Weston", .serialized)
struct RenderingGoldenTests {
    func check(scale: Int) throws {
        try GoldenCapture.check(fixture: "RenderingScene", golden: "rendering-scene", scale: scale)
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
