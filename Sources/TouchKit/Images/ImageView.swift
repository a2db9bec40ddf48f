/// A view that shows an ``Image``.
///
/// The counterpart of `UIImageView`. A template image (a symbol image from
/// ``Image/init(systemName:)``) is painted in the view's ``View/tintColor``. The image is
/// laid out by ``contentMode`` (``View/ContentMode/scaleToFill`` by default) and clipped
/// to the view's bounds. As in
/// UIKit, an image view ignores touches until ``View/isUserInteractionEnabled`` is turned
/// on, so touches fall through to the view behind it.
///
/// ```swift
/// let logo = ImageView(image: Image(named: "logo"))
/// logo.contentMode = .scaleAspectFit
/// logo.frame = Rect(x: 20, y: 20, width: 120, height: 80)
/// ```
///
/// See also: ``Image``, ``View/ContentMode``.
open class ImageView: View {
    /// The image shown; `nil` shows nothing (only the background colour).
    open var image: Image? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }

    /// How the image is laid out in the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view sized to its image, at the origin.
    ///
    /// - Parameter image: The image to show; with `nil` the view has an empty frame.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view with no image.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The rectangle the image is drawn in, in the view's coordinates; `Rect/null`
    /// without an image.
    public var imageRect: Rect {
        guard let image else { return .null }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }

    /// Draws the image laid out by ``contentMode``, clipped to the bounds.
    ///
    /// - Parameter rect: The area to repaint.
    open override func draw(_ rect: Rect) {
        guard let image, let context = GraphicsContext.current else { return }
        context.withSavedState {
            context.clip(to: bounds)
            image.draw(into: context, in: imageRect, tint: tintColor)
        }
    }
}
