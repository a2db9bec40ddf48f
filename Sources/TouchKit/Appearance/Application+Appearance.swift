extension Application {
    /// The desktop's appearance, which every view without an override follows (SPEC M1):
    /// ``UserInterfaceStyle/light`` until a backend reads the desktop's colour scheme (the
    /// Wayland backend follows the freedesktop Settings portal's
    /// `org.freedesktop.appearance` `color-scheme`, SPEC M3). Setting it redraws every
    /// window and calls ``View/traitCollectionDidChange(_:)`` on the views whose style
    /// changes.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { systemUserInterfaceStyle }
        set {
            let old = systemUserInterfaceStyle
            guard newValue != old else { return }
            systemUserInterfaceStyle = newValue
            let previous = TraitCollection(userInterfaceStyle: old == .unspecified ? .light : old)
            for window in windows where window.overrideUserInterfaceStyle == .unspecified {
                window.traitsDidChange(from: previous)
            }
        }
    }
}
