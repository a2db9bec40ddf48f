/// Maps a tablet pad's buttons, rings and strips to actions while the pad is focused on
/// the view's window (SPEC P74, P75). UIKit has no pad API: this follows GTK's
/// `GtkPadController`.
///
/// ```swift
/// canvas.addInteraction(TabletPadInteraction(actions: [
///     TabletPadAction(.button(0), title: "Undo") { _ in canvas.undo() },
///     TabletPadAction(.ring(0), mode: 0, title: "Brush size") { event in
///         if let angle = event.value { canvas.brushSize = 1 + angle / 10 }
///     },
/// ]))
/// ```
///
/// A pad event goes to the window the pad is focused on, and there from its first
/// responder (or the window) out through the superviews: the first enabled interaction
/// with an action for the element in the group's mode runs it.
@MainActor
public final class TabletPadInteraction: Interaction {
    /// The actions, first match wins.
    public var actions: [TabletPadAction]
    /// Whether the interaction takes pad events; a disabled one is passed over.
    public var isEnabled = true
    /// The view the interaction belongs to.
    public private(set) weak var view: View?

    /// Creates an interaction with `actions`.
    public init(actions: [TabletPadAction] = []) {
        self.actions = actions
    }

    /// Nothing to prepare.
    public func willMove(to view: View?) {}

    /// Remembers the view.
    public func didMove(to view: View?) {
        self.view = view
    }

    /// The action for `element` in `mode`, if the interaction is enabled and has one.
    public func action(for element: TabletPadElement, mode: Int) -> TabletPadAction? {
        guard isEnabled else { return nil }
        return actions.first { $0.element == element && ($0.mode == nil || $0.mode == mode) }
    }
}
