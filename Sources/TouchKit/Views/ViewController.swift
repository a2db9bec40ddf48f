/// Manages a view hierarchy: loads it, is told when it appears, and stands in the
/// responder chain between its root view and that view's superview (SPEC R1).
///
/// The counterpart of `UIViewController`.
@MainActor
open class ViewController: Responder {
    private var loadedView: View?

    /// The title, shown by a navigation controller.
    public var title: String?

    /// The navigation controller whose stack holds this controller, if any.
    public internal(set) weak var navigationController: NavigationController?

    /// Creates a view controller.
    public override init() {
        super.init()
    }

    /// The root view, loaded on first access with ``loadView()`` and then ``viewDidLoad()``.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
            loadedView = view
            view.viewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default makes a plain view; override it to make your
    /// own and assign it to ``view``.
    open func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view's ``View/layoutSubviews()`` runs (its size changed,
    /// or ``View/setNeedsLayout()`` was called); its subviews' autoresizing is done.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's ``View/layoutSubviews()`` ran: the place to lay
    /// out the controller's views for the root view's new size.
    open func viewDidLayoutSubviews() {}

    /// Called after the root view's trait collection changed (light or dark, SPEC M1).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The root view's superview (SPEC R1).
    open override var next: Responder? { loadedView?.superview }

    internal override var responderWindow: Window? { loadedView?.window }
}
