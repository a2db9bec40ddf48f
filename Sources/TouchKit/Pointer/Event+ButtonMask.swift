extension Event {
    /// The buttons of a pointer (SPEC P8).
    ///
    /// The counterpart of `UIEvent.ButtonMask`: bit `n − 1` is button `n`, so
    /// `.button(1)` is ``primary`` and `.button(2)` ``secondary``.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates a mask from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary button (the left one; `BTN_LEFT`).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button (the right one; `BTN_RIGHT`).
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask of button `buttonNumber`, counted from 1 (the primary); an empty
        /// mask for a number outside 1...63.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1...63).contains(buttonNumber) else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    /// The buttons of the event's pointer touch: every button pressed since it began
    /// (SPEC P8); and a pen's barrel buttons held during its stroke (P72). Empty for
    /// touchscreen fingers.
    public var buttonMask: ButtonMask {
        var mask: ButtonMask = []
        for touch in touchList where touch.type == .pointer || touch.type == .pencil {
            mask.formUnion(touch.buttonMask)
        }
        return mask
    }
}
