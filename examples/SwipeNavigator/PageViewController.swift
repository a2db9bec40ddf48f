import TouchKit

/// A page of the navigator: shows a ``PageView`` and turns swipes on it into
/// navigation (SPEC E4).
///
/// A view controller is a responder between its root view and that view's superview
/// (SPEC R1), so the page view's touches, which the view passes on, arrive here. A
/// swipe left pushes the next page onto the navigation controller's stack, a swipe
/// right pops this one; the navigation controller slides the pages.
@MainActor
final class PageViewController: ViewController {
    /// The page's number, from 1.
    let number: Int

    /// The finger being followed, with its swipe so far. Views are single-touch by
    /// default (SPEC T7), so one finger at a time reaches a page.
    private var tracked: (touch: Touch, swipe: HorizontalSwipe)?

    /// Creates page `number`.
    init(number: Int) {
        self.number = number
        super.init()
        title = "Page \(number)"
    }

    override func loadView() {
        view = PageView(number: number, frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard tracked == nil, let touch = touches.first else { return }
        tracked = (touch, HorizontalSwipe(start: touch.location(in: view)))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = tracked?.touch, touches.contains(touch) else { return }
        tracked?.swipe.move(to: touch.location(in: view))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let (touch, swipe) = tracked, touches.contains(touch) else { return }
        tracked = nil
        // The page being covered or uncovered by a slide still takes touches: only
        // the page on top navigates.
        guard let navigationController, navigationController.topViewController === self else { return }
        switch swipe.direction(endingAt: touch.location(in: view)) {
        case .left:
            navigationController.pushViewController(PageViewController(number: number + 1), animated: true)
        case .right:
            navigationController.popViewController(animated: true)
        case nil:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        tracked = nil
    }
}
