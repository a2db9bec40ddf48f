/// An immutable picture loaded from a PNG file, drawn into views.
///
/// The counterpart of `UIImage`. An image has a ``size`` in logical units and a ``scale``
/// (pixels per unit): a 200x100-pixel file named `badge@2x.png` is a 100x50 image of
/// scale 2, as in UIKit. Draw it in ``View/draw(_:)`` with ``draw(at:)`` or
/// ``draw(in:)``, or show it with an ``ImageView``.
///
/// ```swift
/// let badge = Image(named: "badge")  // next to the executable; nil, with one logged line, if missing
/// let icon = Image(named: "icon", in: ResourceDirectory(path: "/usr/share/myapp"))
/// let photo = try Image(loadingPNG: "/usr/share/pixmaps/photo.png")  // throws a clear error
/// ```
///
/// The failable initializers keep UIKit's shape (`UIImage(named:)` returns `nil`) and log
/// the reason once; the throwing ``init(loadingPNG:scale:)`` reports it as a
/// `GraphicsError`. A missing, unreadable or corrupt file never crashes.
///
/// Only PNG is read (Cairo's decoder). An `Image` is not `Sendable`.
///
/// See also: ``ImageView``, `ImageSurface`.
public final class Image {
    /// The pixels, at the image's scale (a symbol image's at scale 1; it is drawn from
    /// its ``vectorDocument``).
    public let surface: ImageSurface
    /// The vectors of a symbol image (``init(systemName:)``), drawn at the scale of the
    /// context; `nil` for an image of pixels.
    public internal(set) var vectorDocument: SVGDocument?
    /// The SF Symbols name of a symbol image, or `nil`.
    public internal(set) var symbolName: String?
    /// How the image's colours are used (UIKit's `renderingMode`).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The colour of ``withTintColor(_:)``, which a template image is drawn in wherever
    /// it is drawn; `nil` to take the image view's ``View/tintColor``.
    public internal(set) var tintColor: Color?

    /// The size in logical units: the pixel size divided by ``scale``.
    public var size: Size { surface.logicalSize }

    /// Pixels per logical unit: 1, or 2 and 3 for files named `@2x` and `@3x`.
    public var scale: Double { surface.scale }

    /// Wraps pixels already in memory.
    ///
    /// - Parameter surface: The pixels; its `ImageSurface/scale` becomes the image's.
    public init(surface: ImageSurface) {
        self.surface = surface
    }

    /// Loads a PNG file, throwing a clear error when it cannot.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - scale: Pixels per logical unit; `nil` (the default) takes it from an `@2x` or
    ///     `@3x` suffix in the file name, else 1.
    /// - Throws: `GraphicsError/pngReadFailed(path:reason:)` naming the file and why:
    ///   it does not exist, is not a PNG file, or its data is corrupt;
    ///   `GraphicsError/invalidScale(_:)` for a scale that is not positive.
    public init(loadingPNG path: String, scale: Double? = nil) throws(GraphicsError) {
        try Self.checkReadablePNG(path)
        surface = try ImageSurface(contentsOfPNG: path, scale: scale ?? Self.scale(inFileName: path))
    }

    /// Loads a PNG file, as `UIImage(contentsOfFile:)`; `nil` when it cannot, with the
    /// reason logged once.
    ///
    /// - Parameter path: The file to read; an `@2x` or `@3x` suffix sets the scale.
    public convenience init?(contentsOfFile path: String) {
        do {
            try self.init(loadingPNG: path)
        } catch {
            TouchKitLog.error("Image(contentsOfFile:): \(error)")
            return nil
        }
    }

    /// Loads a PNG resource from a bundle, throwing a clear error when it cannot.
    ///
    /// Looks for `name` as given, then `name.png`, `name@2x.png` and `name@3x.png`.
    ///
    /// - Parameters:
    ///   - name: The resource's name, with or without `.png`.
    ///   - bundle: Where to look: a ``ResourceDirectory``, or Foundation's `Bundle` (such as
    ///     `Bundle.module` for a package's resources) once the app declares
    ///     `extension Bundle: @retroactive ResourceBundle {}` (see ``ResourceBundle``).
    /// - Throws: `GraphicsError/pngReadFailed(path:reason:)` when the bundle has no such
    ///   resource or it cannot be read.
    public convenience init(loadingResource name: String, in bundle: any ResourceBundle) throws(GraphicsError) {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let candidates = [base, "\(base)@2x", "\(base)@3x"]
        guard let path = candidates.lazy.compactMap({ bundle.path(forResource: $0, ofType: "png") }).first
        else {
            throw .pngReadFailed(
                path: name, reason: "no resource '\(base).png' in the bundle at \(bundle.bundlePath)")
        }
        try self.init(loadingPNG: path)
    }

    /// Loads a PNG resource, as `UIImage(named:in:compatibleWith:)`; `nil` when it cannot,
    /// with the reason logged once.
    ///
    /// - Parameters:
    ///   - name: The resource's name, with or without `.png`.
    ///   - bundle: Where to look (see ``init(loadingResource:in:)``); the executable's
    ///     directory (``ResourceDirectory/main``) when `nil`.
    public convenience init?(named name: String, in bundle: (any ResourceBundle)? = nil) {
        do {
            try self.init(loadingResource: name, in: bundle ?? ResourceDirectory.main)
        } catch {
            TouchKitLog.error("Image(named:): \(error)")
            return nil
        }
    }

    /// Loads a PNG resource by name (UIKit's `init(named:in:compatibleWith:)`): as
    /// ``init(named:in:)``; the trait collection is accepted for the port and does not
    /// pick a variant (TouchKit has no asset catalogs: use adaptive colours for dark mode).
    ///
    /// - Parameters:
    ///   - name: The resource's name, with or without `.png`.
    ///   - bundle: Where to look; the executable's resources when `nil`. With the
    ///     `TouchKitPorting` module, Foundation's `Bundle` is a ``ResourceBundle``.
    ///   - traitCollection: Ignored.
    public convenience init?(
        named name: String, in bundle: (any ResourceBundle)?, compatibleWith traitCollection: TraitCollection?
    ) {
        self.init(named: name, in: bundle)
    }

    // MARK: - Drawing

    /// Draws the image at its size with its top-left corner at a point, into the
    /// current context; does nothing outside ``View/draw(_:)``.
    ///
    /// - Parameter point: Where the top-left corner goes.
    @MainActor
    public func draw(at point: Point) {
        draw(in: Rect(origin: point, size: size))
    }

    /// Draws the image stretched to fill a rectangle, into the current context; does
    /// nothing outside ``View/draw(_:)``.
    ///
    /// - Parameter rect: Where the image goes.
    @MainActor
    public func draw(in rect: Rect) {
        draw(in: rect, alpha: 1)
    }

    /// Draws the image stretched to fill a rectangle with an extra opacity, as
    /// `draw(in:blendMode:alpha:)` with the normal blend mode.
    ///
    /// - Parameters:
    ///   - rect: Where the image goes.
    ///   - alpha: The opacity, 0...1.
    @MainActor
    public func draw(in rect: Rect, alpha: Double) {
        guard let context = GraphicsContext.current else { return }
        draw(into: context, in: rect, tint: nil, alpha: alpha)
    }

    // MARK: - Checks

    /// The 8 bytes every PNG file starts with.
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Throws a precise reason for a missing, unreadable or non-PNG file before Cairo,
    /// whose own statuses say "out of memory" for some bad files, reads it.
    private static func checkReadablePNG(_ path: String) throws(GraphicsError) {
        guard let kind = PosixFile.kind(atPath: path) else {
            throw .pngReadFailed(path: path, reason: "no such file")
        }
        guard kind != .directory else { throw .pngReadFailed(path: path, reason: "it is a directory") }
        guard let head = PosixFile.read(atPath: path, limit: pngSignature.count) else {
            throw .pngReadFailed(path: path, reason: "the file cannot be opened for reading")
        }
        guard head == pngSignature else {
            throw .pngReadFailed(path: path, reason: "not a PNG file (it does not start with the PNG signature)")
        }
    }

    /// 2 or 3 for a file name ending `@2x` or `@3x` before its extension, else 1.
    static func scale(inFileName path: String) -> Double {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}

@available(*, unavailable, message: "an Image holds an ImageSurface, which belongs to one thread")
extension Image: Sendable {}
