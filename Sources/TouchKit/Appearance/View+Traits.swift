extension View {
    /// The view's traits (SPEC M1): its ``overrideUserInterfaceStyle`` when set, else its
    /// superview's, else its application's ``Application/userInterfaceStyle`` (the
    /// desktop's colour scheme under a backend that follows it).
    public var traitCollection: TraitCollection {
        TraitCollection(userInterfaceStyle: resolvedStyle(overriding: overrideUserInterfaceStyle))
    }

    /// The style the view resolves to if its own override were `override`.
    internal func resolvedStyle(overriding override: UserInterfaceStyle) -> UserInterfaceStyle {
        if override != .unspecified { return override }
        var ancestor = superview
        while let view = ancestor {
            if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
            ancestor = view.superview
        }
        let application = (self as? Window)?.application ?? window?.application
        let style = (application ?? Application.shared).userInterfaceStyle
        return style == .unspecified ? .light : style
    }

    /// Tells the view and the subviews that inherit from it that their traits changed
    /// from `previous` (SPEC M1): each whose style differs now gets
    /// ``traitCollectionDidChange(_:)`` (its view controller too) and is redrawn, its
    /// cached drawing included.
    internal func traitsDidChange(from previous: TraitCollection) {
        let current = traitCollection
        guard current != previous else { return }
        drawingCache?.invalidate(bounds)
        setNeedsDisplay()
        setNeedsDisplayInSuperview()
        traitCollectionDidChange(previous)
        viewController?.traitCollectionDidChange(previous)
        for subview in subviews where subview.overrideUserInterfaceStyle == .unspecified {
            subview.traitsDidChange(from: previous)
        }
    }
}
