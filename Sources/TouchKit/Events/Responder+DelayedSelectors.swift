extension Responder {
    /// Sends the receiver an action message after a delay, as NSObject's
    /// `perform(_:with:afterDelay:)`.
    ///
    /// There is no Objective-C runtime on Linux, so the message is a TouchKit
    /// ``Selector`` and it reaches the receiver the way actions do: when the delay is
    /// over, if ``canPerformAction(_:withSender:)`` accepts `selector`, TouchKit calls
    /// ``perform(_:sender:event:)`` with `object` as the sender (the method's one
    /// argument, as in Objective-C). Register the handler with
    /// ``addActionHandler(for:_:)`` or override those two methods. A message the receiver
    /// cannot perform is logged once when it is due and dropped (UIKit would crash with
    /// "unrecognized selector").
    ///
    /// The classic single-versus-double-tap code ports as written:
    ///
    /// ```swift
    /// override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    ///     guard let touch = touches.first else { return }
    ///     if touch.tapCount == 1 {
    ///         perform(.singleTap, with: nil, afterDelay: 0.3)
    ///     } else if touch.tapCount == 2 {
    ///         Responder.cancelPreviousPerformRequests(withTarget: self, selector: .singleTap, object: nil)
    ///         doubleTap()
    ///     }
    /// }
    /// ```
    ///
    /// The request keeps the receiver alive until it runs or is cancelled, as in UIKit.
    /// For work that is not a named message, ``perform(after:in:_:)`` takes a closure.
    ///
    /// - Parameters:
    ///   - selector: The action to perform.
    ///   - object: The argument passed as the action's sender; `nil` by default.
    ///   - delay: Seconds on the application's clock; 0 runs it on the next turn of the
    ///     event loop, never during this call.
    public func perform(_ selector: Selector, with object: Any? = nil, afterDelay delay: Double) {
        owningApplication.delayedWork.schedule(
            after: delay, target: self, selector: selector, argument: object
        ) { [self] in
            guard canPerformAction(selector, withSender: object) else {
                TouchKitLog.error(
                    "perform(_:with:afterDelay:): \(type(of: self)) does not perform '\(selector)'; "
                        + "the message is dropped")
                return
            }
            perform(selector, sender: object, event: nil)
        }
    }

    /// Cancels the target's pending ``perform(_:with:afterDelay:)`` requests for one
    /// message and argument, as NSObject's class method of the same name.
    ///
    /// Only requests made with this `selector` and an argument equal to `object` are
    /// cancelled: values compare with `==` (when both are `Hashable`), objects by
    /// identity, and `nil` matches only `nil`. Requests for other selectors, and closures
    /// from ``perform(after:in:_:)``, stay pending.
    ///
    /// - Parameters:
    ///   - target: The responder the requests were sent to.
    ///   - selector: The message to cancel.
    ///   - object: The argument the requests were made with.
    public static func cancelPreviousPerformRequests(
        withTarget target: Responder, selector: Selector, object: Any?
    ) {
        target.owningApplication.delayedWork.cancel(target: target) { item in
            item.selector == selector && argument(item.argument, matches: object)
        }
    }

    /// Cancels every pending request of the target: the ``perform(_:with:afterDelay:)``
    /// messages and the ``perform(after:in:_:)`` closures, as NSObject's class method of
    /// the same name.
    ///
    /// - Parameter target: The responder whose requests are cancelled.
    public static func cancelPreviousPerformRequests(withTarget target: Responder) {
        target.owningApplication.delayedWork.cancelAll(target: target)
    }

    /// Whether a request's argument equals the one given to cancel it.
    private static func argument(_ stored: Any?, matches given: Any?) -> Bool {
        switch (stored, given) {
        case (nil, nil):
            return true
        case (let stored?, let given?):
            if let a = stored as? AnyHashable, let b = given as? AnyHashable { return a == b }
            if type(of: stored) is AnyClass, type(of: given) is AnyClass {
                return (stored as AnyObject) === (given as AnyObject)
            }
            return false
        default:
            return false
        }
    }
}
