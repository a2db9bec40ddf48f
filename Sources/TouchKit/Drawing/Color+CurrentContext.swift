extension Color {
    /// Makes the receiver the fill colour of the current context, as `UIColor.setFill()`.
    ///
    /// Outside ``View/draw(_:)`` (no current context) it does nothing, as in UIKit.
    @MainActor
    public func setFill() {
        GraphicsContext.current?.fillColor = self
    }

    /// Makes the receiver the stroke colour of the current context, as
    /// `UIColor.setStroke()`.
    ///
    /// Outside ``View/draw(_:)`` (no current context) it does nothing, as in UIKit.
    @MainActor
    public func setStroke() {
        GraphicsContext.current?.strokeColor = self
    }

    /// Makes the receiver both the fill and the stroke colour of the current context, as
    /// `UIColor.set()`.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}
