import TouchKit

/// The list's third row: a horizontal paging ``CollectionView`` of five
/// ``CarouselPage``s, as wide as the row. The two scroll views nest across their axes
/// (SPEC S2): a vertical drag on the carousel scrolls the list, a horizontal one pages
/// the carousel (S12). One row uses this cell, so the table hands the same cell back
/// when the row returns, on the page it showed.
@MainActor
final class CarouselCell: TableViewCell, CollectionViewDataSource {
    /// The reuse identifier.
    static let identifier = "carousel"
    static let pageCount = 5

    /// The pages.
    let carousel: CollectionView
    private let layout: CollectionViewFlowLayout

    required init(style: CellStyle, reuseIdentifier: String?) {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        self.layout = layout
        carousel = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        carousel.accessibilityIdentifier = "carousel"
        carousel.panGestureRecognizer.name = "carouselPan"
        carousel.isPagingEnabled = true
        carousel.register(PageCell.self, forCellWithReuseIdentifier: PageCell.identifier)
        carousel.dataSource = self
        contentView.addSubview(carousel)
    }

    /// The carousel fills the row; at a new width its pages take the width and it stays
    /// on the page it showed (D5).
    override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        guard carousel.frame.size != size else { return }
        let width = carousel.bounds.width
        let page = width > 0 ? (carousel.contentOffset.x / width).rounded() : 0
        carousel.frame = contentView.bounds
        layout.itemSize = size
        carousel.layoutIfNeeded()
        carousel.contentOffset = Point(x: page * size.width, y: 0)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.pageCount
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PageCell.identifier, for: indexPath)
        (cell as? PageCell)?.show(page: indexPath.item + 1)
        return cell
    }
}

/// A page of the carousel: it shows a ``CarouselPage``.
@MainActor
final class PageCell: CollectionViewCell {
    static let identifier = "page"
    private var page: CarouselPage?

    /// Shows page `number` (from 1).
    func show(page number: Int) {
        guard page?.number != number else { return }
        page?.removeFromSuperview()
        let page = CarouselPage(number: number, frame: contentView.bounds)
        page.autoresizingMask = .flexibleSize
        contentView.addSubview(page)
        self.page = page
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        page?.frame = contentView.bounds
    }
}
