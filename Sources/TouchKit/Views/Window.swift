/// The root of a view hierarchy shown in one top-level surface, and the funnel
/// through which touches reach its views (SPEC F1).
///
/// The counterpart of `UIWindow`. A window is a ``View`` whose next responder is the
/// ``Application``. The application passes every touch event to
/// ``sendEvent(_:)``, which delivers each touch to the view that was hit-tested when
/// it began (SPEC T2, T4). Override `sendEvent(_:)` to watch or forward events, and
/// call `super`:
///
/// ```swift
/// final class ForwardingWindow: Window {
///     let helper = TransformHelper()
///     override func sendEvent(_ event: Event) {
///         helper.forward(event)   // sorts touches by phase, as in seed listing 3-8
///         super.sendEvent(event)
///     }
/// }
/// ```
///
/// See also: ``Application``, ``View/hitTest(_:with:)``.
@MainActor
open class Window: View {
    /// The identifier frames use to name this window.
    public let windowID: WindowID

    /// The application the window belongs to.
    public private(set) weak var application: Application?

    /// The window's title, shown by the compositor.
    public var title: String = "" {
        didSet { if title != oldValue { host?.windowTitleDidChange(self) } }
    }

    /// The backend that shows the window, if any.
    public weak var host: (any WindowHost)?

    /// The responder that receives keyboard input and actions sent to no target (SPEC R3).
    public internal(set) weak var firstResponder: Responder?
    /// How much of the window's bottom an on-screen keyboard covers, in points: 0 when
    /// none does, or when the compositor shrinks the window instead (SPEC X17). Set by
    /// the app or a backend that knows; the text being edited scrolls into view above it.
    public var keyboardHeight: Double = 0 {
        didSet { keyboardHeightDidChange(from: oldValue) }
    }

    /// The view controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                let view = controller.view
                view.frame = bounds
                addSubview(view)
                view.viewController = controller
            }
        }
    }

    /// Whether the window has been closed.
    public private(set) var isClosed = false
    /// Whether ``close()`` is cancelling the window's touches.
    private var isClosing = false

    /// Device pixels per point where the window is shown, set by its backend (UIKit's
    /// `traitCollection.displayScale`); 1 until a backend knows better. Scroll views
    /// align their offsets to these pixels while dragged or moving.
    public var displayScale: Double = 1

    internal private(set) var damage = DirtyAreas()
    /// Pixels moved as a block since the last frame (see Window+ContentMoves.swift).
    internal var pendingMove: ContentMove?
    /// Whether two moves of one frame conflicted: the rest of the frame's moves are damage.
    internal var movesRefusedThisFrame = false

    /// The next window id: ids are unique in the process (traces and recordings name them).
    private static var nextID: UInt64 = 1
    /// The storage of the view calls of one delivery, kept between deliveries (no
    /// allocation per frame; see Dispatch/ViewCalls.swift).
    @exclusivity(unchecked) internal var viewCallsStorage = ViewCalls()

    /// Creates a window and registers it with an application.
    ///
    /// - Parameters:
    ///   - frame: The window's size (its origin is ignored: a Wayland client does not
    ///     know where its surfaces are).
    ///   - application: The application; the shared one when `nil`.
    public init(frame: Rect, application: Application? = nil) {
        windowID = WindowID(rawValue: Window.nextID)
        Window.nextID += 1
        super.init(frame: Rect(origin: .zero, size: frame.size))
        let app = application ?? Application.shared
        self.application = app
        app.register(self)
    }

    /// Creates a window of the default size, 1024 by 640.
    public convenience init() {
        self.init(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    }

    /// The application.
    open override var next: Responder? { application }

    internal override var responderWindow: Window? { self }

    /// Whether this is the application's key window (the one receiving keyboard input).
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes the window the key window and shows it.
    public func makeKeyAndVisible() {
        isHidden = false
        application?.keyWindow = self
        host?.windowNeedsDisplay(self)
    }

    /// Closes the window: its touches are cancelled (SPEC F4), it leaves the
    /// application, and its host releases the surface. A call made while the window is
    /// closing (from a funnel or handler that the cancellation reaches) does nothing.
    public func close() {
        guard !isClosed, !isClosing else { return }
        isClosing = true
        application?.dismissPopups(over: self)  // before their parent (SPEC P67)
        application?.cancelTouches { $0.windowID == windowID }
        isClosed = true
        application?.unregister(self)
        host?.windowDidClose(self)
    }

    /// Resizes the window (for a backend following the compositor's configure) and
    /// lays it out.
    public func resize(to size: Size) {
        guard size != bounds.size else { return }
        bounds = Rect(origin: .zero, size: size)
        center = Point(x: size.width / 2, y: size.height / 2)
        rootViewController?.view.frame = bounds
        addDamage(bounds)
        revealFirstResponder(layingOut: true)  // SPEC X17: a window shrunk for the keyboard
    }

    // MARK: - Event funnel (SPEC F1)

    /// Delivers an event to the window's views. Every touch event passes here after
    /// ``Application/sendEvent(_:)``; override it to watch or forward events, and call
    /// `super` so that the views receive them.
    ///
    /// The default first feeds the gesture recognizers of the touches' views and
    /// settles them (SPEC G4), then delivers each changed touch to the view hit-tested
    /// when it began, grouped per view and per phase: one call per view for the touches
    /// that began, then moved, ended and were cancelled (SPEC T4). Touches that ended
    /// are never delivered again (SPEC F5); refused, withheld and recognized touches
    /// are not delivered to views (T7, T8, G8-G10). An override that does not call
    /// `super` starves recognizers and views alike. Key presses go to the first
    /// responder, or the window.
    open func sendEvent(_ event: Event) {
        if let presses = event as? PressesEvent {
            deliverPresses(presses)
        } else if let application {
            application.touchDispatch.dispatch(event, in: self)
        } else {
            ViewCalls.deliver(event.touchList, in: self, event: event)
        }
    }

    // MARK: - Damage and layout, for the host

    /// Records an area, in window coordinates, to redraw.
    ///
    /// An area that is not finite (from a view with NaN or infinity in its geometry) is
    /// skipped and reported once, naming the type of the view at fault, found from
    /// `view`; the rest of the damage is kept.
    internal func addDamage(_ rect: Rect, from view: View? = nil) {
        guard rect.isNull || rect.isFinite else {
            if let view {
                view.nonFiniteGeometryOwner.reportNonFiniteGeometry()
            } else {
                TouchKitLog.errorOnce("an area to redraw that is not finite is skipped")
            }
            return
        }
        let wasEmpty = damage.isEmpty
        damage.add(rect.intersection(bounds))
        if wasEmpty && !damage.isEmpty {
            host?.windowNeedsDisplay(self)
            Accessibility.windowDidChange(self)  // SPEC A12
        }
    }

    internal func scheduleLayout() {
        host?.windowNeedsDisplay(self)
        Accessibility.windowDidChange(self)
    }

    /// Whether areas are waiting to be redrawn.
    public var hasDamage: Bool { !damage.isEmpty || pendingMove != nil }

    /// Hands the areas to redraw (window coordinates) to the host and forgets them.
    ///
    /// A pending ``ContentMove`` that the host did not take first (``takeMove()``) is
    /// redrawn: its area is part of the damage.
    public func takeDamage() -> [Rect] {
        if let move = takeMove() { damage.add(move.area) }
        return damage.take()
    }
}
