internal import CCairo
internal import CPango
import Glibc

/// librsvg, loaded on first use rather than linked.
///
/// Linked, librsvg brings a dozen libraries into every app at start-up (gdk-pixbuf,
/// libxml2, ICU, GIO, libjpeg, ...): their loading and relocation are start-up time,
/// and their pages memory, that an app drawing no symbolic icon never needed (issue 32,
/// P1b; docs/PERFORMANCE.md "Start-up and memory"). The library itself is still the
/// field's own: only the four calls ``SVGDocument`` makes are looked up, with the C
/// signatures librsvg's `rsvg.h` (2.52 and later) gives them.
struct RsvgLibrary: @unchecked Sendable {
    // @unchecked: every field is an immutable C function pointer, set once at load.

    /// `RsvgRectangle` (x, y, width, height, all doubles): laid out as Cairo's
    /// `cairo_rectangle_t`, which stands for it here.
    typealias Rectangle = cairo_rectangle_t

    /// The file loaded: librsvg 2's shared object, as its runtime package installs it.
    static let sharedObject = "librsvg-2.so.2"

    /// `rsvg_handle_new_from_file`.
    let newFromFile: NewFromFile
    /// `rsvg_handle_get_intrinsic_size_in_pixels`.
    let intrinsicSizeInPixels: IntrinsicSizeInPixels
    /// `rsvg_handle_get_intrinsic_dimensions`.
    let intrinsicDimensions: IntrinsicDimensions
    /// `rsvg_handle_render_document`.
    let renderDocument: RenderDocument

    /// The library, loaded by the first document read; or why it could not be.
    static let shared: Result<RsvgLibrary, LoadFailure> = load(sharedObject)

    /// Why librsvg could not be loaded: the file, and the dynamic linker's words.
    struct LoadFailure: Error {
        /// What went wrong, for ``GraphicsError/svgReadFailed(path:reason:)``.
        let reason: String
    }

    /// Loads `file` and looks up the four calls.
    static func load(_ file: String) -> Result<RsvgLibrary, LoadFailure> {
        guard let library = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            let why = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(LoadFailure(reason: "librsvg could not be loaded (\(why)); install librsvg2-2"))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard
            let newFromFile = symbol("rsvg_handle_new_from_file", as: NewFromFile.self),
            let size = symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: IntrinsicSizeInPixels.self),
            let dimensions = symbol("rsvg_handle_get_intrinsic_dimensions", as: IntrinsicDimensions.self),
            let render = symbol("rsvg_handle_render_document", as: RenderDocument.self)
        else {
            dlclose(library)
            return .failure(LoadFailure(reason: "\(file) lacks the calls of librsvg 2.52 or later"))
        }
        return .success(
            RsvgLibrary(
                newFromFile: newFromFile, intrinsicSizeInPixels: size, intrinsicDimensions: dimensions,
                renderDocument: render))
    }

    /// The C signature of `rsvg_handle_new_from_file`.
    typealias NewFromFile =
        @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> OpaquePointer?
    /// The C signature of `rsvg_handle_get_intrinsic_size_in_pixels`.
    typealias IntrinsicSizeInPixels =
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
        ) -> gboolean
    /// The C signature of `rsvg_handle_get_intrinsic_dimensions`.
    typealias IntrinsicDimensions =
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<gboolean>?, UnsafeMutableRawPointer?,
            UnsafeMutablePointer<gboolean>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<gboolean>?,
            UnsafeMutablePointer<Rectangle>?
        ) -> Void
    /// The C signature of `rsvg_handle_render_document`.
    typealias RenderDocument =
        @convention(c) (
            OpaquePointer?, OpaquePointer?, UnsafePointer<Rectangle>?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> gboolean
}
