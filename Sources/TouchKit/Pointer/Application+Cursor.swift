extension Application {
    /// The cursor to show for the pointer at `location` in the window `id` (SPEC P13-P15),
    /// or `nil` to hide it.
    ///
    /// A backend asks after each motion of the pointer over a window: the Wayland backend
    /// shows the answer through cursor-shape-v1 or the Xcursor theme (P16, P17). An
    /// unknown window or a non-finite location gets the default arrow.
    public func cursor(in id: WindowID, at location: Point) -> SystemCursor? {
        guard location.x.isFinite, location.y.isFinite, let window = window(with: id) else { return .default }
        return window.pointerStyle(at: location).cursor
    }
}

extension Window {
    /// The pointer style at `location` in the window (SPEC P14, P15): the first style an
    /// enabled ``PointerInteraction`` gives, going out from the view under the pointer
    /// through its superviews; a text view or field met first gives the text cursor; with
    /// neither, the default arrow.
    public func pointerStyle(at location: Point) -> PointerStyle {
        var view = hitTest(location, with: nil)
        while let current = view {
            for case let interaction as PointerInteraction in current.interactions {
                if let style = interaction.style(at: current.convert(location, from: self)) { return style }
            }
            if current is any TextInput { return PointerStyle(shape: .verticalBeam(length: 0)) }
            view = current.superview
        }
        return .system()
    }
}
