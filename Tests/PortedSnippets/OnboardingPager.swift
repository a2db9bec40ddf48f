// UIKit: an onboarding pager, a paging scroll view and a page control kept in step
// through the scroll view's delegate, the page control's action scrolling back.
import TouchKitPorting

final class OnboardingViewController: ViewController, ScrollViewDelegate {
    let scrollView = ScrollView()
    let pageControl = PageControl()
    let pages: [Color] = [.systemBlue, .systemGreen, .systemOrange]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        view.addSubview(scrollView)
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.addAction(for: .valueChanged) { [unowned self] _ in
            let x = Double(self.pageControl.currentPage) * self.scrollView.bounds.width
            self.scrollView.setContentOffset(Point(x: x, y: 0), animated: true)
        }
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        scrollView.contentSize = Size(width: view.bounds.width * Double(pages.count), height: view.bounds.height)
        pageControl.frame = Rect(x: 0, y: view.bounds.height - 40, width: view.bounds.width, height: 26)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let page = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
        pageControl.currentPage = page
    }
}
