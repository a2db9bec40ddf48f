internal import CCairo

/// A drawing destination: paths, colours, text and images painted onto a surface.
///
/// TouchKit's counterpart of `CGContext`, wrapping a Cairo context (`cairo_t`). Views
/// receive one in `draw(_:)`; to draw offscreen, create one on an ``ImageSurface``.
/// Coordinates are logical units with the origin at the top left and y growing
/// downwards; the surface's ``ImageSurface/scale`` maps them onto pixels.
///
/// Drawing works like CoreGraphics: build a path (``move(to:)``, ``addLine(to:)``,
/// ``addRect(_:)``...), then fill or stroke it, which consumes it. Colours, line style,
/// transform and clip form the *graphics state*, which ``saveGState()`` /
/// ``restoreGState()`` (or ``withSavedState(_:)``) save and restore. The current path is
/// not part of the graphics state.
///
/// ```swift
/// let surface = try ImageSurface(width: 200, height: 100)
/// let context = try GraphicsContext(surface: surface)
/// context.fillColor = .blue
/// context.fill(Rect(x: 10, y: 10, width: 50, height: 50))
/// context.strokeColor = .red
/// context.lineWidth = 4
/// context.move(to: Point(x: 0, y: 0))
/// context.addLine(to: Point(x: 200, y: 100))
/// context.strokePath()
/// try context.checkStatus()
/// ```
///
/// Drawing calls never throw. Cairo records the first failure in the context and then
/// ignores further drawing; ``checkStatus()`` turns that into a ``GraphicsError``, and the
/// backend calls it after every frame so that a failure is never a silent blank window.
///
/// A context is not `Sendable`; draw on one thread (the main thread in TouchKit).
///
/// See also: ``ImageSurface``, ``Color``, ``Gradient``, ``Font``.
public final class GraphicsContext {
    /// The colours and other state that Cairo does not keep itself (Cairo has one source,
    /// not separate fill and stroke colours), saved and restored with Cairo's state.
    struct State {
        var fillColor = Color.black
        var strokeColor = Color.black
        var appearance = Appearance.light
    }

    /// The underlying `cairo_t`, owned by this object.
    let cr: OpaquePointer
    /// The surface drawn into, kept alive for as long as the context.
    private let target: ImageSurface?
    /// The Swift-side part of the current graphics state.
    var state = State()
    /// The Swift-side part of the graphics states saved by ``saveGState()``.
    var savedStates: [State] = []

    /// Creates a context that draws into an image surface.
    ///
    /// The context keeps the surface alive. A surface may have several contexts, but draw
    /// with one at a time.
    ///
    /// - Parameter surface: The surface to draw into.
    /// - Throws: ``GraphicsError/cairo(operation:status:message:)`` when Cairo cannot create
    ///   the context (out of memory).
    public init(surface: ImageSurface) throws(GraphicsError) {
        let cr = cairo_create(surface.pointer)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw CairoStatus.error(status, "create a context")
        }
        self.cr = cr
        self.target = surface
    }

    /// Wraps a Cairo context created by a backend, taking a reference of its own.
    ///
    /// - Parameter cairoContext: A `cairo_t *`; the caller keeps its own reference.
    /// - Throws: ``GraphicsError/cairo(operation:status:message:)`` when the context is
    ///   already in an error status.
    package init(unsafeCairoContext cairoContext: OpaquePointer) throws(GraphicsError) {
        try CairoStatus.check(cairo_status(cairoContext), "wrap a context")
        self.cr = cairo_reference(cairoContext)!
        self.target = nil
    }

    deinit {
        cairo_destroy(cr)
    }

    /// The underlying `cairo_t`, for the backend. Not retained: valid only while this
    /// object lives.
    package var unsafeCairoContext: OpaquePointer { cr }

    /// Throws if Cairo has recorded a failure in this context.
    ///
    /// Once a context fails (an unbalanced ``restoreGState()``, a transform that cannot be
    /// inverted, a dash pattern of zeros, running out of memory) it ignores all further
    /// drawing. Call this after drawing a frame.
    ///
    /// - Throws: ``GraphicsError/cairo(operation:status:message:)`` with Cairo's message.
    public func checkStatus() throws(GraphicsError) {
        try CairoStatus.check(cairo_status(cr), "draw")
    }

    /// Pushes a copy of the graphics state: colours, line style, blend mode, transform and
    /// clip.
    ///
    /// Pair every call with ``restoreGState()``; ``withSavedState(_:)`` does so for you.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Pops the graphics state pushed by the matching ``saveGState()``.
    ///
    /// An unbalanced call puts the context in an error status that ``checkStatus()``
    /// reports.
    public func restoreGState() {
        if let saved = savedStates.popLast() {
            state = saved
        }
        cairo_restore(cr)
    }

    /// Runs `body` between ``saveGState()`` and ``restoreGState()``.
    ///
    /// The state is restored even when `body` throws.
    ///
    /// - Parameter body: The drawing to do with a temporary graphics state.
    /// - Returns: What `body` returns.
    public func withSavedState<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        saveGState()
        defer { restoreGState() }
        return try body()
    }
}

@available(*, unavailable, message: "a GraphicsContext belongs to one thread")
extension GraphicsContext: Sendable {}
