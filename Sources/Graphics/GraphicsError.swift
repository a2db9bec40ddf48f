/// An error reported by the `Graphics` module.
///
/// Cairo never throws: an object that fails goes into an error *status* and silently
/// ignores every later call, which turns a bug into a blank window. `Graphics` checks
/// those statuses where they can arise and reports them as a `GraphicsError` instead, so a
/// failure is always loud and names what went wrong.
///
/// See also: ``ImageSurface``, ``GraphicsContext/checkStatus()``.
public enum GraphicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A surface was asked for with a size outside `1...ImageSurface.maximumDimension`.
    ///
    /// - Parameters:
    ///   - width: The requested width in pixels.
    ///   - height: The requested height in pixels.
    case invalidSize(width: Int, height: Int)

    /// A device scale that is not a finite number greater than zero.
    ///
    /// - Parameter scale: The rejected scale.
    case invalidScale(Double)

    /// Caller-provided pixel memory whose row stride cannot hold a row of ARGB32 pixels.
    ///
    /// - Parameters:
    ///   - stride: The rejected stride in bytes.
    ///   - minimum: The smallest stride Cairo accepts for the width (rows must also be
    ///     4-byte aligned).
    case invalidStride(stride: Int, minimum: Int)

    /// A PNG file could not be read or decoded.
    ///
    /// - Parameters:
    ///   - path: The file that was read.
    ///   - reason: Cairo's explanation, such as "file not found".
    case pngReadFailed(path: String, reason: String)

    /// A PNG file could not be written.
    ///
    /// - Parameters:
    ///   - path: The file that was written.
    ///   - reason: Cairo's explanation, such as "error while writing to output stream".
    case pngWriteFailed(path: String, reason: String)

    /// An SVG file could not be read (librsvg).
    ///
    /// - Parameters:
    ///   - path: The file that was read.
    ///   - reason: librsvg's explanation, or why the document cannot be drawn.
    case svgReadFailed(path: String, reason: String)

    /// A Cairo object went into an error status.
    ///
    /// - Parameters:
    ///   - operation: What `Graphics` was doing, such as "create image surface".
    ///   - status: Cairo's numeric `cairo_status_t`.
    ///   - message: Cairo's description of the status, such as "cairo_restore() without
    ///     matching cairo_save()".
    case cairo(operation: String, status: Int, message: String)

    /// A one-line description naming the failure and, where there is one, the file.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "invalid surface size \(width)x\(height) "
                + "(each side must be 1...\(ImageSurface.maximumDimension) pixels)"
        case .invalidScale(let scale):
            return "invalid device scale \(scale) (must be finite and greater than zero)"
        case .invalidStride(let stride, let minimum):
            return "invalid stride \(stride) bytes (at least \(minimum), a multiple of 4)"
        case .pngReadFailed(let path, let reason):
            return "cannot read PNG '\(path)': \(reason)"
        case .pngWriteFailed(let path, let reason):
            return "cannot write PNG '\(path)': \(reason)"
        case .svgReadFailed(let path, let reason):
            return "cannot read SVG '\(path)': \(reason)"
        case .cairo(let operation, let status, let message):
            return "cairo failed to \(operation): \(message) (status \(status))"
        }
    }
}
