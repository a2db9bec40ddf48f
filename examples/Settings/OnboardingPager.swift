import TouchKit

/// Three onboarding cards in a paging scroll view, with a page control that follows
/// the pages and turns them (SPEC K4, S12).
@MainActor
final class OnboardingPager: View, ScrollViewDelegate {
    static let pages: [(symbol: String, title: String, text: String, color: Color)] = [
        ("star.fill", "Welcome", "Swipe to see what's new.", .systemBlue),
        ("bell", "Stay in touch", "Notifications arrive as you like them.", .systemOrange),
        ("lock", "Private", "Your settings stay on this machine.", .systemGreen),
    ]
    let scrollView = ScrollView(frame: .zero)
    let pageControl = PageControl(frame: .zero)
    private var cards: [View] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        scrollView.accessibilityIdentifier = "pager"
        addSubview(scrollView)
        for page in Self.pages {
            let card = View(frame: .zero)
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            card.layer.shadowOpacity = 0.18
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = Size(width: 0, height: 4)
            let badge = View(frame: Rect(x: 0, y: 0, width: 72, height: 72))
            badge.backgroundColor = page.color
            badge.layer.cornerRadius = 36
            let icon = ImageView(image: Image(systemName: page.symbol))
            icon.frame = Rect(x: 20, y: 20, width: 32, height: 32)
            icon.contentMode = .scaleAspectFit
            icon.tintColor = .white
            badge.addSubview(icon)
            card.addSubview(badge)
            let title = Label(frame: .zero)
            title.text = page.title
            title.font = .system(size: 24)
            title.textAlignment = .center
            title.tag = 1
            card.addSubview(title)
            let text = Label(frame: .zero)
            text.text = page.text
            text.textColor = .secondaryLabel
            text.textAlignment = .center
            text.numberOfLines = 2
            text.tag = 2
            card.addSubview(text)
            scrollView.addSubview(card)
            cards.append(card)
        }
        pageControl.numberOfPages = Self.pages.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.accessibilityIdentifier = "pageControl"
        pageControl.addAction(for: .valueChanged) { [unowned self] _ in
            let x = Double(self.pageControl.currentPage) * self.scrollView.bounds.width
            self.scrollView.setContentOffset(Point(x: x, y: 0), animated: true)
        }
        addSubview(pageControl)
    }

    override func layoutSubviews() {
        let pageWidth = bounds.width
        let pagerHeight = bounds.height - 40
        let page = Double(pageControl.currentPage)
        scrollView.frame = Rect(x: 0, y: 0, width: pageWidth, height: pagerHeight)
        scrollView.contentSize = Size(width: pageWidth * Double(cards.count), height: pagerHeight)
        scrollView.contentOffset = Point(x: page * pageWidth, y: 0)
        for (index, card) in cards.enumerated() {
            card.frame = Rect(x: Double(index) * pageWidth + 24, y: 24, width: pageWidth - 48, height: pagerHeight - 48)
            let badge = card.subviews[0]
            badge.center = Point(x: card.bounds.midX, y: card.bounds.height * 0.32)
            card.viewWithTag(1)?.frame = Rect(
                x: 16, y: card.bounds.height * 0.52, width: card.bounds.width - 32, height: 32)
            card.viewWithTag(2)?.frame = Rect(
                x: 24, y: card.bounds.height * 0.52 + 40, width: card.bounds.width - 48, height: 48)
        }
        pageControl.frame = Rect(x: 0, y: pagerHeight + 4, width: pageWidth, height: 28)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        pageControl.follow(scrollView)
    }
}
