/// Tab's order through a window's text entries (SPEC X8): every visible view that takes
/// text (``KeyInput``) and can become first responder, in reading order, top to bottom
/// and then left to right by the frames' top-left corners in the window **(choice)**.
@MainActor
enum TextFocusOrder {
    /// The entry after (or before) `view` in its window, wrapping around; `nil` when there
    /// is no other.
    static func entry(after view: View, backward: Bool) -> View? {
        guard let window = view.window else { return nil }
        var entries: [(view: View, origin: Point)] = []
        collect(window, in: window, into: &entries)
        entries.sort { a, b in
            a.origin.y != b.origin.y ? a.origin.y < b.origin.y : a.origin.x < b.origin.x
        }
        guard entries.count > 1, let index = entries.firstIndex(where: { $0.view === view }) else { return nil }
        let next = (index + (backward ? entries.count - 1 : 1)) % entries.count
        return entries[next].view
    }

    private static func collect(_ view: View, in window: Window, into entries: inout [(view: View, origin: Point)]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if view is any KeyInput, view.canBecomeFirstResponder {
            entries.append((view, view.convert(view.bounds.origin, to: window)))
        }
        for subview in view.subviews { collect(subview, in: window, into: &entries) }
    }
}
