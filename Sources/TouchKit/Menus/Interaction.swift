/// An object a view holds to add a behaviour to it (UIKit's `UIInteraction`).
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction belongs to.
    var view: View? { get }
    /// The interaction is about to be added to `view`, or removed (`nil`).
    func willMove(to view: View?)
    /// The interaction was added to `view`, or removed (`nil`).
    func didMove(to view: View?)
}
