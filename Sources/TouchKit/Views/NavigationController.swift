/// A stack of view controllers of which the top one is shown (SPEC E4).
///
/// The counterpart of `UINavigationController`: ``pushViewController(_:animated:)``
/// shows a new screen, ``popViewController(animated:)`` goes back. Animated
/// transitions slide the new screen in from the right (push) or the old one out to
/// the right (pop) over ``transitionDuration`` seconds, with interaction ignored
/// meanwhile; the appearance callbacks bracket the transition.
@MainActor
open class NavigationController: ViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []

    /// How long an animated push or pop takes, in seconds.
    public var transitionDuration: Double = 0.3

    /// Creates a navigation controller with a root view controller.
    public init(rootViewController: ViewController) {
        super.init()
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Loads a container view showing the root controller's view.
    open override func loadView() {
        let container = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view = container
        if let top = topViewController {
            top.view.frame = container.bounds
            top.view.autoresizingMask = .flexibleSize
            container.addSubview(top.view)
        }
    }

    /// Pushes a controller and shows its view.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        let previous = topViewController
        controller.navigationController = self
        viewControllers.append(controller)
        guard isViewLoaded else { return }
        let container = view
        previous?.viewWillDisappear(animated)
        controller.viewWillAppear(animated)
        controller.view.frame = container.bounds
        controller.view.autoresizingMask = .flexibleSize
        container.addSubview(controller.view)
        let finish: @MainActor () -> Void = {
            previous?.view.removeFromSuperview()
            previous?.viewDidDisappear(animated)
            controller.viewDidAppear(animated)
        }
        if animated {
            controller.view.center.x += container.bounds.width
            slide(controller.view, by: -container.bounds.width, then: finish)
        } else {
            finish()
        }
    }

    /// Pops the top controller and shows the one below it.
    /// - Returns: The popped controller, or `nil` when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        let revealed = viewControllers.last
        guard isViewLoaded else {
            top.navigationController = nil
            return top
        }
        let container = view
        top.viewWillDisappear(animated)
        revealed?.viewWillAppear(animated)
        if let revealed {
            revealed.view.frame = container.bounds
            container.insertSubview(revealed.view, belowSubview: top.view)
        }
        let finish: @MainActor () -> Void = {
            top.view.removeFromSuperview()
            top.navigationController = nil
            top.viewDidDisappear(animated)
            revealed?.viewDidAppear(animated)
        }
        if animated {
            slide(top.view, by: container.bounds.width, then: finish)
        } else {
            finish()
        }
        return top
    }

    private func slide(_ moving: View, by dx: Double, then finish: @escaping @MainActor () -> Void) {
        let target = Point(x: moving.center.x + dx, y: moving.center.y)
        View.animate(withDuration: transitionDuration, options: [.curveEaseInOut]) {
            moving.center = target
        } completion: { _ in
            finish()
        }
    }
}
