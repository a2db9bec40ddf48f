import TouchKit

/// A view that records every touch call into a ``TouchCallLog`` and handles it (it
/// does not pass the touches on to its next responder).
///
/// ```swift
/// let host = WindowTestHost()
/// let log = TouchCallLog()
/// let card = CallLoggingView("card", frame: Rect(x: 0, y: 0, width: 100, height: 100), log: log)
/// host.window.addSubview(card)
/// host.tap(0, 50, 50)
/// #expect(log.calls(to: "card").map(\.method) == [.began, .ended])
/// ```
///
/// Subclass it to add behaviour, or set the closures to act on a call from a test.
@MainActor
open class CallLoggingView: View {
    /// The name its calls are recorded under (also its `accessibilityIdentifier`).
    public let name: String
    /// The log its calls go to.
    public let log: TouchCallLog
    /// The event of the last `touchesBegan(_:with:)`.
    public var lastEvent: Event?
    /// Called after a `touchesBegan(_:with:)` is recorded.
    public var onBegan: ((Set<Touch>, Event?) -> Void)?
    /// Called after a `touchesMoved(_:with:)` is recorded.
    public var onMoved: ((Set<Touch>, Event?) -> Void)?
    /// Called after a `touchesEnded(_:with:)` is recorded.
    public var onEnded: ((Set<Touch>, Event?) -> Void)?

    /// Creates a view that records its calls under `name`.
    ///
    /// - Parameters:
    ///   - name: The name its calls are recorded under.
    ///   - frame: The view's frame.
    ///   - log: The log its calls go to.
    public init(_ name: String, frame: Rect, log: TouchCallLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// Records the call, keeps the event, then calls ``onBegan``.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .began, touches)
        lastEvent = event
        onBegan?(touches, event)
    }

    /// Records the call, then calls ``onMoved``.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .moved, touches)
        onMoved?(touches, event)
    }

    /// Records the call, then calls ``onEnded``.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .ended, touches)
        onEnded?(touches, event)
    }

    /// Records the call.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.record(name, .cancelled, touches)
    }
}
