/// A control that turns an option on or off.
///
/// The counterpart of `UISwitch`: a rounded track 51 x 31 points with a round thumb,
/// tinted ``onTintColor`` when on. A tap toggles it; a drag moves the thumb with the
/// finger, and where the finger lets go decides: the thumb's centre right of the
/// track's middle is on, left of it off. A change made by a finger slides the thumb
/// over a quarter second and sends ``ControlEvents/valueChanged`` (only when the value
/// changed); ``isOn`` and ``setOn(_:animated:)`` in code send nothing. A tap that
/// lifts outside the tracking margin does nothing.
///
/// The switch always has its own size (``intrinsicContentSize``); a larger frame
/// centres the track in it. The track and thumb are drawn with their edges on whole
/// pixels, crisp at any scale; a disabled switch is drawn faded and takes no touch.
@MainActor
open class Switch: Control {
    /// The switch's size, UIKit's: 51 x 31 points.
    public static let size = Size(width: 51, height: 31)
    /// How far a finger must move before a touch is a drag rather than a tap, in points.
    public static let dragThreshold = 4.0

    /// Whether the switch is on.
    public var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on.
    public var onTintColor: Color = .systemGreen {
        didSet { setNeedsDisplay() }
    }

    /// The track's colour when off.
    public var offTintColor: Color = Color(light: Color(white: 0.88), dark: Color(white: 0.22)) {
        didSet { setNeedsDisplay() }
    }

    /// The thumb's colour.
    public var thumbTintColor: Color = .white {
        didSet { thumb.fillColor = thumbTintColor }
    }

    /// Whether the switch reacts to touches; a disabled switch is drawn faded.
    open override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    private var storedIsOn = false
    private let thumb = ThumbView(diameter: Switch.size.height - 4)
    private var startX: Double = 0
    private var isDragging = false

    /// Creates a switch, off, at UIKit's size whatever the frame's size.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: Self.size))
        addSubview(thumb)
        placeThumb(at: thumbCenter(on: false), animated: false)
    }

    /// Sets the state, sliding the thumb over a quarter second when `animated`. Sends no action.
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Whether the thumb slides.
    public func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        placeThumb(at: thumbCenter(on: on), animated: animated)
        setNeedsDisplay()
    }

    /// UIKit's size, 51 x 31.
    open override var intrinsicContentSize: Size { Self.size }

    /// UIKit's size, 51 x 31, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Self.size }

    /// The track's rectangle: 51 x 31, centred in the bounds.
    public var trackRect: Rect {
        Rect(
            x: bounds.midX - Self.size.width / 2, y: bounds.midY - Self.size.height / 2,
            width: Self.size.width, height: Self.size.height)
    }

    /// Keeps the thumb at its end when the switch's size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !isTracking { placeThumb(at: thumbCenter(on: storedIsOn), animated: false) }
    }

    private func thumbCenter(on: Bool) -> Point {
        let track = trackRect
        let inset = track.height / 2
        return Point(x: on ? track.maxX - inset : track.minX + inset, y: track.midY)
    }

    private func placeThumb(at center: Point, animated: Bool) {
        guard thumb.center != center else { return }
        if animated {
            View.animate(withDuration: 0.25, options: .allowUserInteraction) { self.thumb.center = center }
        } else {
            thumb.center = center
        }
    }

    // MARK: - Tracking

    /// Starts a touch that may become a tap or a drag.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        startX = touch.location(in: self).x
        isDragging = false
        return true
    }

    /// Moves the thumb with the finger once it has moved past ``dragThreshold``.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let x = touch.location(in: self).x
        if !isDragging && abs(x - startX) >= Self.dragThreshold { isDragging = true }
        if isDragging {
            let from = thumbCenter(on: storedIsOn)
            let low = thumbCenter(on: false).x
            let high = thumbCenter(on: true).x
            placeThumb(at: Point(x: min(max(from.x + x - startX, low), high), y: from.y), animated: false)
        }
        return true
    }

    /// A tap toggles; a drag ends where the thumb is let go. Sends
    /// ``ControlEvents/valueChanged`` when the state changed.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        let inside =
            touch.map { bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains($0.location(in: self)) }
            ?? false
        let newValue: Bool
        if isDragging {
            newValue = thumb.center.x > trackRect.midX
        } else {
            newValue = inside ? !storedIsOn : storedIsOn
        }
        isDragging = false
        let changed = newValue != storedIsOn
        setOn(newValue, animated: true)
        if changed { sendActions(for: .valueChanged, with: event) }
    }

    /// A cancelled drag puts the thumb back.
    open override func cancelTracking(with event: Event?) {
        isDragging = false
        setOn(storedIsOn, animated: true)
    }

    // MARK: - Drawing

    /// Draws the rounded track, tinted when on, with its edges on whole pixels.
    open override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        let track = context.pixelSnapped(trackRect)
        context.fillColor = storedIsOn ? onTintColor : offTintColor
        context.addRoundedRect(track, cornerRadius: track.height / 2)
        context.fillPath()
    }
}
