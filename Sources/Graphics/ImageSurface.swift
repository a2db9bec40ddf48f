internal import CCairo

/// A rectangle of ARGB32 pixels that a ``GraphicsContext`` draws into.
///
/// Pixels are 32-bit words in native byte order with alpha in the top byte, then red,
/// green and blue, *premultiplied* by alpha (Cairo's `CAIRO_FORMAT_ARGB32`, which is also
/// Wayland's `WL_SHM_FORMAT_ARGB8888`). A surface either owns its memory or draws into
/// memory the caller provides, such as a Wayland shm buffer.
///
/// The ``scale`` (Cairo's device scale) maps logical units onto pixels: on a surface of
/// scale 2 a 10x10 rectangle covers 20x20 pixels, so views draw in logical units on HiDPI
/// outputs.
///
/// An image surface is also an offscreen layer: draw finished content into it once with
/// its own ``GraphicsContext``, then composite it every frame with
/// ``GraphicsContext/draw(_:in:alpha:interpolation:)`` and repaint only what changes.
///
/// ```swift
/// let layer = try ImageSurface(logicalSize: bounds.size, scale: 2)
/// let layerContext = try GraphicsContext(surface: layer)
/// // ... stroke each finished line into layerContext once ...
/// context.draw(layer, in: bounds)  // every frame
/// ```
///
/// Cairo's surface is released in `deinit`. An `ImageSurface` is not `Sendable`: use it
/// on one thread (the main thread in TouchKit).
///
/// See also: ``GraphicsContext``, ``GraphicsError``.
public final class ImageSurface {
    /// The largest width or height, in pixels, that a surface may have (Cairo's own limit
    /// is 32767; a 16384x16384 surface already takes 1 GiB).
    public static let maximumDimension = 16384

    /// The underlying `cairo_surface_t`, owned by this object.
    let pointer: OpaquePointer

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The number of bytes from the start of one row of pixels to the start of the next.
    public let stride: Int
    /// Logical units per pixel, Cairo's device scale (2 on a HiDPI output).
    public let scale: Double

    /// The size in logical units: the pixel size divided by ``scale``.
    public var logicalSize: Size {
        Size(width: Double(width) / scale, height: Double(height) / scale)
    }

    /// Creates a transparent surface that owns its pixel memory.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, 1...``maximumDimension``.
    ///   - height: The height in pixels, 1...``maximumDimension``.
    ///   - scale: Pixels per logical unit (the device scale); 1 by default.
    /// - Throws: ``GraphicsError/invalidSize(width:height:)`` or
    ///   ``GraphicsError/invalidScale(_:)`` before anything is allocated, or
    ///   ``GraphicsError/cairo(operation:status:message:)`` when Cairo cannot create it.
    public convenience init(width: Int, height: Int, scale: Double = 1) throws(GraphicsError) {
        try Self.validate(width: width, height: height, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        try self.init(taking: surface, scale: scale, operation: "create image surface")
    }

    /// Creates a transparent surface large enough for a logical size at a scale.
    ///
    /// The pixel size is the logical size times `scale`, rounded up, so that a view of
    /// any size is fully covered.
    ///
    /// - Parameters:
    ///   - logicalSize: The size in logical units.
    ///   - scale: Pixels per logical unit.
    /// - Throws: As ``init(width:height:scale:)``.
    public convenience init(logicalSize: Size, scale: Double = 1) throws(GraphicsError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        func pixels(_ length: Double) -> Int {
            let value = (length * scale).rounded(.up)
            guard value.isFinite, abs(value) <= Double(Int32.max) else { return -1 }
            return Int(value)
        }
        try self.init(
            width: pixels(logicalSize.width), height: pixels(logicalSize.height), scale: scale)
    }

    /// Creates a surface that draws into memory owned by the caller, such as a mapped
    /// Wayland shm buffer.
    ///
    /// The memory is neither copied nor freed; it must stay valid and at least
    /// `stride * height` bytes long for as long as this surface exists, and a
    /// ``GraphicsContext`` drawing into the surface keeps it alive. After writing to the
    /// memory directly, call ``markDirty()``; before handing it to the compositor or
    /// reading it, call ``flush()``.
    ///
    /// - Parameters:
    ///   - memory: The first byte of the top row of pixels.
    ///   - width: The width in pixels, 1...``maximumDimension``.
    ///   - height: The height in pixels, 1...``maximumDimension``.
    ///   - stride: Bytes per row: at least `4 * width` and a multiple of 4.
    ///   - scale: Pixels per logical unit (the device scale); 1 by default.
    /// - Throws: ``GraphicsError/invalidSize(width:height:)``,
    ///   ``GraphicsError/invalidStride(stride:minimum:)`` or
    ///   ``GraphicsError/invalidScale(_:)``.
    public convenience init(
        unsafeMemory memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
        scale: Double = 1
    ) throws(GraphicsError) {
        try Self.validate(width: width, height: height, scale: scale)
        let minimum = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride >= minimum, stride % 4 == 0, stride <= Int(Int32.max) else {
            throw .invalidStride(stride: stride, minimum: minimum)
        }
        let surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(stride))!
        try self.init(taking: surface, scale: scale, operation: "create image surface over memory")
    }

    /// Takes ownership of a Cairo image surface (one reference), checking its status and
    /// applying the device scale.
    ///
    /// The surface is destroyed here if it is in an error status.
    init(taking surface: OpaquePointer, scale: Double, operation: String) throws(GraphicsError) {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoStatus.error(status, operation)
        }
        pointer = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        self.scale = scale
        cairo_surface_set_device_scale(surface, scale, scale)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// The underlying `cairo_surface_t`, for the Wayland backend. Not retained: valid only
    /// while this object lives.
    package var unsafeCairoSurface: OpaquePointer { pointer }

    /// Finishes any drawing Cairo has pending, so the pixel memory is up to date.
    ///
    /// Call before reading the memory directly (the pixel accessors do it for you) and
    /// before handing a caller-provided buffer to the compositor.
    public func flush() {
        cairo_surface_flush(pointer)
    }

    /// Tells Cairo that the whole pixel memory was changed behind its back.
    public func markDirty() {
        cairo_surface_mark_dirty(pointer)
    }

    /// Tells Cairo that part of the pixel memory was changed behind its back.
    ///
    /// - Parameter rect: The changed area in *pixels* (not logical units); it is rounded
    ///   outwards to whole pixels.
    public func markDirty(_ rect: Rect) {
        guard !rect.isNull else { return }
        let r = rect.integral
        cairo_surface_mark_dirty_rectangle(
            pointer, Int32(clamping: Int(r.minX)), Int32(clamping: Int(r.minY)),
            Int32(clamping: Int(r.width)), Int32(clamping: Int(r.height)))
    }

    /// Checks that width, height and scale are acceptable, before any allocation.
    private static func validate(width: Int, height: Int, scale: Double) throws(GraphicsError) {
        let range = 1...maximumDimension
        guard range.contains(width), range.contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    }
}

@available(*, unavailable, message: "an ImageSurface belongs to one thread")
extension ImageSurface: Sendable {}
