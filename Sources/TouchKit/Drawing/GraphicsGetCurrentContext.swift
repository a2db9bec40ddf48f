// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's name (UIGraphicsGetCurrentContext) without its prefix, so drawing code ports as is.
/// The context the view being drawn draws into, or `nil` outside ``View/draw(_:)``.
///
/// The counterpart of UIKit's `UIGraphicsGetCurrentContext()`, so drawing code ports
/// as written:
///
/// ```swift
/// override func draw(_ rect: Rect) {
///     guard let context = GraphicsGetCurrentContext() else { return }
///     context.setStrokeColor(.red)
///     context.strokeEllipse(in: bounds.insetBy(dx: 4, dy: 4))
/// }
/// ```
///
/// - Returns: `GraphicsContext/current`.
@MainActor
public func GraphicsGetCurrentContext() -> GraphicsContext? {
    GraphicsContext.current
}
