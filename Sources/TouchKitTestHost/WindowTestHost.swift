import Graphics
import TouchKit

/// A window with no compositor: an application on a `ManualClock`, one window,
/// and a seat's frame builder, so a test drives real view trees with synthetic touch
/// frames in microseconds.
///
/// What NIO's `EmbeddedChannel` is to a channel handler, this is to a view: the same
/// event model, hit-testing, responder chain, gesture recognizers and scroll views the
/// Wayland backend drives, with time that moves only when the test says so.
///
/// ```swift
/// @MainActor @Test func tapTogglesTheSwitch() {
///     let host = WindowTestHost()
///     let toggle = Switch(frame: Rect(x: 20, y: 20, width: 51, height: 31))
///     host.window.addSubview(toggle)
///     host.tap(0, 40, 35)
///     #expect(toggle.isOn)
/// }
/// ```
///
/// Fingers are numbered by the test (`id`); positions are in window coordinates; each
/// ``frame(advance:)`` dispatches what was added since the last one, as a compositor's
/// `wl_touch.frame` does. ``wait(_:)`` moves the clock (delayed work, recognizer
/// timers, animations, scroll motion) and the synthetic event time together.
/// ``snapshot(scale:)`` draws the window as the backend would.
@MainActor
open class WindowTestHost {
    /// The clock of delayed work, animations and scroll motion: still until moved.
    public let clock: ManualClock
    /// The application the window belongs to.
    public let application: Application
    /// The window (made key and visible).
    public let window: Window
    /// Builds the touch frames, as a seat does from `wl_touch` events.
    public var builder = TouchFrameBuilder(seat: .default)
    /// The compositor's event time in milliseconds, stamped on the events added.
    public var time: UInt32 = 1000

    /// Creates an application on a manual clock and its window.
    ///
    /// - Parameters:
    ///   - size: The window's size, in points (400 by 300 by default).
    ///   - makeWindow: Makes the window (a `Window` subclass, say) for the application;
    ///     a plain window of `size` when `nil`.
    public init(size: Size = Size(width: 400, height: 300), window makeWindow: ((Application) -> Window)? = nil) {
        clock = ManualClock()
        application = Application(clock: clock)
        window = makeWindow?(application) ?? Window(frame: Rect(origin: .zero, size: size), application: application)
        window.makeKeyAndVisible()
    }

    /// Finger `id` goes down at (`x`, `y`) in window coordinates.
    ///
    /// - Parameters:
    ///   - id: The finger's number, as `wl_touch` ids are.
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    ///   - target: The window the finger lands in; the host's window when `nil`.
    public func down(_ id: Int32, _ x: Double, _ y: Double, in target: Window? = nil) {
        builder.down(id: id, window: (target ?? window).windowID, location: Point(x: x, y: y), time: time)
    }

    /// Finger `id` moves to (`x`, `y`).
    public func move(_ id: Int32, _ x: Double, _ y: Double) {
        builder.motion(id: id, location: Point(x: x, y: y), time: time)
    }

    /// Finger `id` lifts.
    public func up(_ id: Int32) {
        builder.up(id: id, time: time)
    }

    /// Ends the frame, dispatches it, and advances the event time by `ms`.
    public func frame(advance ms: UInt32 = 16) {
        application.handle(builder.frame())
        time += ms
    }

    /// The compositor cancels every finger down (`wl_touch.cancel`).
    public func cancel() {
        application.handle(builder.cancel())
    }

    /// A whole tap of finger `id` at (`x`, `y`): down, a frame, `hold` milliseconds,
    /// up, a frame.
    public func tap(_ id: Int32 = 0, _ x: Double, _ y: Double, hold ms: UInt32 = 80) {
        down(id, x, y)
        frame(advance: ms)
        up(id)
        frame()
    }

    /// A drag of finger `id` from `a` to `b` in `steps` frames of `ms` milliseconds each;
    /// the finger lifts at the end unless `lift` is `false`.
    public func drag(_ id: Int32 = 0, from a: Point, to b: Point, steps: Int = 5, ms: UInt32 = 16, lift: Bool = true) {
        down(id, a.x, a.y)
        frame(advance: ms)
        for step in 1...max(1, steps) {
            let t = Double(step) / Double(max(1, steps))
            move(id, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            frame(advance: ms)
        }
        if lift {
            up(id)
            frame(advance: ms)
        }
    }

    /// Lets `seconds` pass: the clock runs what falls due, and the event time follows.
    public func wait(_ seconds: Double) {
        clock.advance(by: seconds)
        time += UInt32(max(0, seconds) * 1000)
    }

    /// The window drawn as the backend draws it (layout first), at `scale` pixels per point.
    public func snapshot(scale: Double = 1) throws(GraphicsError) -> ImageSurface {
        window.layoutIfNeeded()
        return try window.snapshot(scale: scale)
    }
}
