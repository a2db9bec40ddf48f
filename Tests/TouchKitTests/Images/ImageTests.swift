import Foundation
import Testing
import TouchKit

/// What docs/PORTING.md tells an app that keeps its images in a Foundation `Bundle` to write
/// (an app, outside this package, adds `@retroactive` before `ResourceBundle`).
extension Bundle: ResourceBundle {}

/// `Image` and `ImageView`, UIKit's `UIImage` and `UIImageView` (issue 16, section 5).
@MainActor
@Suite("Image and ImageView")
struct ImageTests {
    /// A fresh directory for the test's files.
    func makeDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-image-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes a `width` x `height` PNG, left half red and right half blue.
    @discardableResult
    func writePNG(_ name: String, in directory: URL, width: Int = 40, height: Int = 20) throws -> String {
        let surface = try ImageSurface(width: width, height: height)
        let context = try GraphicsContext(surface: surface)
        context.fillColor = .red
        context.fill(Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)))
        context.fillColor = .blue
        context.fill(Rect(x: Double(width) / 2, y: 0, width: Double(width) / 2, height: Double(height)))
        let path = directory.appendingPathComponent(name).path
        try surface.writePNG(to: path)
        return path
    }

    @Test("A PNG file loads with its size; an @2x file has scale 2 and half the size")
    func loadFromFile() throws {
        let dir = try makeDirectory()
        let plain = try Image(loadingPNG: writePNG("plain.png", in: dir))
        #expect(plain.size == Size(width: 40, height: 20) && plain.scale == 1)
        let retina = try #require(Image(contentsOfFile: writePNG("badge@2x.png", in: dir)))
        #expect(retina.size == Size(width: 20, height: 10) && retina.scale == 2)
        let forced = try Image(loadingPNG: dir.appendingPathComponent("plain.png").path, scale: 4)
        #expect(forced.size == Size(width: 10, height: 5))
    }

    @Test("A missing, non-PNG or corrupt file is a clear error, never a crash")
    func badFiles() throws {
        let dir = try makeDirectory()
        let missing = dir.appendingPathComponent("missing.png").path
        #expect(throws: GraphicsError.pngReadFailed(path: missing, reason: "no such file")) {
            try Image(loadingPNG: missing)
        }
        #expect(Image(contentsOfFile: missing) == nil)

        let text = dir.appendingPathComponent("notes.png").path
        try Data("hello, not a picture".utf8).write(to: URL(fileURLWithPath: text))
        do {
            _ = try Image(loadingPNG: text)
            Issue.record("a text file loaded as a PNG")
        } catch {
            #expect("\(error)".contains("not a PNG file"))
            #expect("\(error)".contains(text))
        }

        // A real PNG cut short: the signature is right, the data is not.
        let good = try Data(contentsOf: URL(fileURLWithPath: writePNG("good.png", in: dir)))
        let truncated = dir.appendingPathComponent("truncated.png").path
        try good.prefix(40).write(to: URL(fileURLWithPath: truncated))
        do {
            _ = try Image(loadingPNG: truncated)
            Issue.record("a truncated PNG loaded")
        } catch {
            guard case .pngReadFailed(let path, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == truncated && !reason.isEmpty)
        }
        #expect(Image(contentsOfFile: truncated) == nil)
        #expect(Image(contentsOfFile: dir.path) == nil, "a directory")
    }

    @Test("A PNG resource loads from a bundle by name; a missing one names the bundle")
    func loadFromBundle() throws {
        let dir = try makeDirectory()
        try writePNG("logo.png", in: dir)
        try writePNG("icon@2x.png", in: dir)
        let bundle = try #require(Bundle(path: dir.path))
        let logo = try Image(loadingResource: "logo", in: bundle)
        #expect(logo.size == Size(width: 40, height: 20))
        #expect(try Image(loadingResource: "logo.png", in: bundle).size == logo.size)
        let icon = try #require(Image(named: "icon", in: bundle))
        #expect(icon.scale == 2)
        do {
            _ = try Image(loadingResource: "absent", in: bundle)
            Issue.record("a missing resource loaded")
        } catch {
            #expect("\(error)".contains("no resource 'absent.png'"))
        }
        #expect(Image(named: "absent", in: bundle) == nil)
    }

    @Test("A ResourceDirectory finds name.ext directly inside it, and nothing else")
    func loadFromResourceDirectory() throws {
        let dir = try makeDirectory()
        try writePNG("logo.png", in: dir)
        try writePNG("icon@3x.png", in: dir)
        let resources = ResourceDirectory(path: dir.path)
        #expect(try Image(loadingResource: "logo", in: resources).size == Size(width: 40, height: 20))
        #expect(try #require(Image(named: "icon", in: resources)).scale == 3)
        #expect(resources.path(forResource: "absent", ofType: "png") == nil)
        #expect(resources.path(forResource: "logo", ofType: "png") == dir.path + "/logo.png")
        #expect(
            ResourceDirectory(path: dir.path + "/").path(forResource: "logo", ofType: "png") == dir.path + "/logo.png")
        // The main directory is the test runner's own.
        let runner = try #require(Bundle.main.executablePath)
        #expect(ResourceDirectory.main.bundlePath == (runner as NSString).deletingLastPathComponent)
    }

    @Test("The four content modes place a 40x20 image in a 100x100 view")
    func contentModes() {
        let size = Size(width: 40, height: 20)
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(View.ContentMode.scaleToFill.rect(forContentOfSize: size, in: bounds) == bounds)
        #expect(
            View.ContentMode.scaleAspectFit.rect(forContentOfSize: size, in: bounds)
                == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(
            View.ContentMode.scaleAspectFill.rect(forContentOfSize: size, in: bounds)
                == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(
            View.ContentMode.center.rect(forContentOfSize: size, in: bounds)
                == Rect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test("ImageView draws its image by content mode, clipped, and lets touches through")
    func imageViewDrawing() throws {
        let dir = try makeDirectory()
        let image = try Image(loadingPNG: writePNG("pair.png", in: dir))
        let view = ImageView(image: image)
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 20), "sized to its image")
        #expect(!view.isUserInteractionEnabled, "as UIImageView")
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.addSubview(view)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) == window)

        view.contentMode = .scaleAspectFit
        var shot = try window.snapshot()
        #expect(shot.color(x: 25, y: 50) == .red && shot.color(x: 75, y: 50) == .blue)
        #expect(shot.color(x: 50, y: 10) == .white, "above the fitted image")

        view.contentMode = .scaleAspectFill
        shot = try window.snapshot()
        #expect(shot.color(x: 10, y: 10) == .red && shot.color(x: 90, y: 90) == .blue)

        view.contentMode = .center
        shot = try window.snapshot()
        #expect(shot.color(x: 35, y: 50) == .red && shot.color(x: 65, y: 50) == .blue)
        #expect(shot.color(x: 10, y: 50) == .white)

        view.contentMode = .scaleToFill
        shot = try window.snapshot()
        #expect(shot.color(x: 10, y: 90) == .red && shot.color(x: 90, y: 10) == .blue)

        view.image = nil
        shot = try window.snapshot()
        #expect(shot.color(x: 50, y: 50) == .white)
    }

    /// Draws an image with `draw(at:)` and `draw(in:)` as ported code does.
    final class DrawingView: View {
        let image: Image
        init(image: Image) {
            self.image = image
            super.init(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        override func draw(_ rect: Rect) {
            image.draw(at: Point(x: 0, y: 0))
            image.draw(in: Rect(x: 0, y: 50, width: 100, height: 50))
        }
    }

    @Test("draw(at:) draws at the image's size, draw(in:) stretches it")
    func imageDrawing() throws {
        let dir = try makeDirectory()
        let image = try Image(loadingPNG: writePNG("pair.png", in: dir))
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.addSubview(DrawingView(image: image))
        let shot = try window.snapshot()
        #expect(shot.color(x: 10, y: 10) == .red && shot.color(x: 30, y: 10) == .blue)
        #expect(shot.color(x: 50, y: 10) == .white, "draw(at:) keeps 40x20")
        #expect(shot.color(x: 40, y: 75) == .red && shot.color(x: 60, y: 75) == .blue)
    }
}
