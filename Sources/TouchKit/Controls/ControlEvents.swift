/// The moments at which a ``Control`` sends its actions.
public struct ControlEvents: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: UInt32
    /// Creates events from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A finger touched down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A second or later tap touched down (tapCount > 1).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The finger moved while inside the control.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The finger moved while outside the control.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The finger came back inside the control.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The finger went outside the control.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The finger lifted inside the control: a tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The finger lifted outside the control.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control was triggered (a button's tap).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x1FF)
}
