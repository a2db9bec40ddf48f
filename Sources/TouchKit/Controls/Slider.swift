/// A control for picking a value from a continuous range by dragging a thumb along a track.
///
/// The counterpart of `UISlider`. ``value`` lies between ``minimumValue`` and
/// ``maximumValue`` (0 and 1 by default). A finger that goes down on the thumb drags
/// it (``Control``'s ``Control/beginTracking(_:with:)``,
/// ``Control/continueTracking(_:with:)`` and ``Control/endTracking(_:with:)``); one
/// that goes down elsewhere on the track does nothing, as in UIKit. The thumb keeps
/// the offset at which it was grabbed, so it does not jump under the finger. While
/// ``isContinuous`` (the default) every change sends ``ControlEvents/valueChanged``;
/// otherwise one is sent when the finger lifts, if the value changed. Setting
/// ``value`` in code sends nothing.
///
/// The thumb's touch area is at least ``minimumTouchSize`` (44 points) each way, also
/// where it reaches past the slider's bounds (a slider 31 points high is touched 44
/// points high). The track and the thumb are drawn with their edges on whole pixels,
/// crisp at any scale; a disabled slider is drawn grey and takes no touch.
///
/// Inside a paging or scrolling ``ScrollView``, a slider first sees its touch after the
/// scroll view's content-touch delay, by which time a quick horizontal drag is the
/// scroll view's: set the scroll view's ``ScrollView/delaysContentTouches`` to `false`
/// so the thumb takes the finger at once, as in UIKit (SPEC S6). Once it has the touch,
/// the scroll view does not take it back (``ScrollView/touchesShouldCancel(in:)`` is
/// `false` for controls, S7).
@MainActor
open class Slider: Control {
    /// The smallest width and height of the thumb's touch area, in points.
    public static let minimumTouchSize = 44.0
    /// The height of the track, in points.
    public static let trackHeight = 4.0
    /// The thumb's diameter, in points.
    public static let thumbDiameter = 28.0

    /// The current value, kept between ``minimumValue`` and ``maximumValue``.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the left end of the track; 0 by default.
    public var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the right end of the track; 1 by default.
    public var maximumValue: Double = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether dragging sends ``ControlEvents/valueChanged`` at every change (`true`,
    /// the default) or once when the finger lifts.
    public var isContinuous = true

    /// The colour of the track left of the thumb.
    public var minimumTrackTintColor: Color = .systemBlue {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track right of the thumb.
    public var maximumTrackTintColor: Color = Color(light: Color(white: 0.82), dark: Color(white: 0.28)) {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb.
    public var thumbTintColor: Color = .white {
        didSet { thumb.fillColor = thumbTintColor }
    }

    /// Whether the slider reacts to touches; a disabled slider is drawn grey.
    open override var isEnabled: Bool {
        didSet { thumb.alpha = isEnabled ? 1 : 0.6 }
    }

    private var storedValue: Double = 0
    private let thumb = ThumbView(diameter: Slider.thumbDiameter)
    /// The value when tracking began, and where on the thumb the finger went down.
    private var valueAtBegin: Double = 0
    private var grabOffset: Double = 0

    /// Creates a slider; 31 points is UIKit's height.
    public override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(thumb)
        placeThumb(animated: false)
    }

    /// Sets the value, moving the thumb over a quarter second when `animated`. Sends no action.
    /// - Parameters:
    ///   - value: The new value; clamped to the range.
    ///   - animated: Whether the thumb slides to its new place.
    public func setValue(_ value: Double, animated: Bool) {
        let clamped = value.isFinite ? min(max(value, minimumValue), maximumValue) : minimumValue
        storedValue = clamped
        placeThumb(animated: animated)
    }

    // MARK: - Geometry

    /// The track's rectangle: the width between the thumb's two end positions, centred vertically.
    /// - Parameter bounds: The slider's bounds.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        let inset = Self.thumbDiameter / 2
        return Rect(
            x: bounds.minX + inset, y: bounds.midY - Self.trackHeight / 2,
            width: max(0, bounds.width - 2 * inset), height: Self.trackHeight)
    }

    /// The thumb's rectangle for a value.
    /// - Parameters:
    ///   - bounds: The slider's bounds.
    ///   - rect: The track's rectangle.
    ///   - value: The value.
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Double) -> Rect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        let x = rect.minX + rect.width * fraction
        return Rect(
            x: x - Self.thumbDiameter / 2, y: bounds.midY - Self.thumbDiameter / 2,
            width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The thumb's touch area: its rectangle grown to at least ``minimumTouchSize`` each way.
    public var thumbTouchRect: Rect {
        let rect = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let dx = max(0, (Self.minimumTouchSize - rect.width) / 2)
        let dy = max(0, (Self.minimumTouchSize - rect.height) / 2)
        return rect.insetBy(dx: -dx, dy: -dy)
    }

    /// Inside the bounds, or inside the thumb's touch area where it reaches past them.
    open override func point(inside point: Point, with event: Event?) -> Bool {
        super.point(inside: point, with: event) || thumbTouchRect.contains(point)
    }

    /// Keeps the thumb in place when the slider's size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeThumb(animated: false)
    }

    /// UIKit's height, 31 points, at the width offered.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: max(size.width, Self.minimumTouchSize), height: 31)
    }

    private func placeThumb(animated: Bool) {
        let rect = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let center = Point(x: rect.midX, y: rect.midY)
        guard thumb.center != center else { return }
        if animated {
            View.animate(withDuration: 0.25, options: .allowUserInteraction) { self.thumb.center = center }
        } else {
            thumb.center = center
        }
        setNeedsDisplay()
    }

    // MARK: - Tracking

    /// Tracks a finger that went down in the thumb's touch area; any other is ignored.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let location = touch.location(in: self)
        guard thumbTouchRect.contains(location) else { return false }
        valueAtBegin = storedValue
        grabOffset = location.x - thumbTouchRect.midX
        return true
    }

    /// Moves the thumb with the finger, and sends ``ControlEvents/valueChanged`` while continuous.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let x = touch.location(in: self).x - grabOffset
        let fraction = track.width > 0 ? (x - track.minX) / track.width : 0
        let old = storedValue
        setValue(minimumValue + (maximumValue - minimumValue) * fraction, animated: false)
        if isContinuous && storedValue != old { sendActions(for: .valueChanged, with: event) }
        return true
    }

    /// Sends ``ControlEvents/valueChanged`` once when not continuous and the value changed.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if isTracking, let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous && storedValue != valueAtBegin { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: - Drawing

    /// Draws the track: tinted left of the thumb, grey right of it, ends rounded, edges on whole pixels.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let track = context.pixelSnapped(trackRect(forBounds: bounds))
        let split = min(max(thumb.presentationCenter.x, track.minX), track.maxX)
        let radius = track.height / 2
        context.fillColor = isEnabled ? maximumTrackTintColor : Color(white: 0.88)
        context.addRoundedRect(track, cornerRadius: radius)
        context.fillPath()
        let filled = context.pixelSnapped(
            Rect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height))
        guard filled.width > 0 else { return }
        context.fillColor = isEnabled ? minimumTrackTintColor : Color(white: 0.6)
        context.addRoundedRect(filled, cornerRadius: min(radius, filled.width / 2))
        context.fillPath()
    }
}
