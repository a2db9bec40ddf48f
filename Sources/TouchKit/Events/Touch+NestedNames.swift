// UIKit nests some of its types in the class they belong to (`UITouch.Phase`,
// `UITouch.TouchType`); TouchKit declares them at the top level. These aliases let ported
// code keep the nested spelling: `Touch.Phase` and `TouchPhase` are one type.
//
// `UIControl.Event` has no nested alias on purpose: a member type named `Event` in
// `Control` would hide TouchKit's `Event` class inside every control subclass, so
// `override func beginTracking(_ touch: Touch, with event: Event?)` would no longer
// compile. Ported code spells it `ControlEvents` (docs/PORTING.md).

extension Touch {
    /// The phase of a touch: an alias of ``TouchPhase``, for code written against
    /// `UITouch.Phase`.
    public typealias Phase = TouchPhase

    /// The kind of input behind a touch: an alias of ``TouchType``, for code written
    /// against `UITouch.TouchType`.
    public typealias TouchType = TouchKit.TouchType
}
