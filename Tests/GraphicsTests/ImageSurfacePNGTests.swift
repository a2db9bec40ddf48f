import Foundation
import Graphics
import Testing

@Suite("ImageSurface PNG files")
struct ImageSurfacePNGTests {
    @Test("writing then reading a PNG round-trips every pixel, translucent ones included")
    func roundTrip() throws {
        let (directory, path) = try temporaryPath("round-trip.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (surface, context) = try makeCanvas(width: 32, height: 24)
        context.fillColor = .orange
        context.fill(Rect(x: 2, y: 2, width: 20, height: 10))
        context.fillColor = Color.blue.withAlpha(0.4)
        context.fillEllipse(in: Rect(x: 10, y: 5, width: 20, height: 18))
        try surface.writePNG(to: path)

        let loaded = try ImageSurface(contentsOfPNG: path)
        #expect(loaded.width == 32)
        #expect(loaded.height == 24)
        var mismatches = 0
        for y in 0..<24 {
            for x in 0..<32 where loaded.pixel(x: x, y: y) != surface.pixel(x: x, y: y) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("an opaque PNG is loaded as ARGB32 too")
    func opaquePNGIsConverted() throws {
        let (directory, path) = try temporaryPath("opaque.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (surface, context) = try makeCanvas(width: 4, height: 4)
        context.paint(.red)
        try surface.writePNG(to: path)  // Cairo writes opaque surfaces as RGB, no alpha.
        let loaded = try ImageSurface(contentsOfPNG: path, scale: 2)
        #expect(loaded.pixel(x: 3, y: 3) == 0xFFFF_0000)
        #expect(loaded.logicalSize == Size(width: 2, height: 2))
    }

    @Test("a missing PNG throws an error naming the path")
    func missingFileThrows() {
        let path = "/nonexistent/graphics-tests/missing.png"
        do throws(GraphicsError) {
            _ = try ImageSurface(contentsOfPNG: path)
            Issue.record("loading a missing file succeeded")
        } catch {
            guard case .pngReadFailed(let failedPath, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(failedPath == path)
            #expect(error.description.contains(path))
        }
    }

    @Test("a file that is not a PNG throws")
    func notAPNGThrows() throws {
        let (directory, path) = try temporaryPath("text.png")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "not a png".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: GraphicsError.self) { try ImageSurface(contentsOfPNG: path) }
    }

    @Test("writing into a missing directory throws an error naming the path")
    func unwritablePathThrows() throws {
        let surface = try ImageSurface(width: 2, height: 2)
        let path = "/nonexistent/graphics-tests/out.png"
        #expect {
            try surface.writePNG(to: path)
        } throws: { error in
            (error as? GraphicsError)?.description.contains(path) == true
        }
    }
}
