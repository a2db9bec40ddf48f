extension GraphicsContext {
    /// The context a view draws into during ``View/draw(_:)``, or `nil` outside drawing.
    ///
    /// The counterpart of `UIGraphicsGetCurrentContext()`. The renderer pushes the
    /// context before calling `draw(_:)` and pops it after.
    @MainActor public static var current: GraphicsContext? { CurrentGraphicsContext.stack.last }

    /// Makes the receiver the current context while `body` runs.
    @MainActor public func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        CurrentGraphicsContext.stack.append(self)
        defer { CurrentGraphicsContext.stack.removeLast() }
        return try body()
    }
}

@MainActor
private enum CurrentGraphicsContext {
    /// The main thread's drawing contexts, innermost last: process-wide, as UIKit's
    /// `UIGraphicsGetCurrentContext()` stack is per thread.
    static var stack: [GraphicsContext] = []
}
