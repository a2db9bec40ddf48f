extension View {
    /// The colour controls use for their active parts (UIKit's `tintColor`, SPEC M2):
    /// the colour set on the view, else its superview's, else `Color.systemBlue`.
    /// Setting `nil` inherits again. Subviews that inherit get ``tintColorDidChange()``.
    public var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            ownTintColor = newValue
            if tintColor != old { tintDidChange() }
        }
    }

    /// Calls ``tintColorDidChange()`` on the view and the subviews that inherit its tint.
    internal func tintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintDidChange() }
    }
}
