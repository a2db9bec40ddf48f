import TouchKit

/// The grid: three albums of photos in a ``CollectionView`` with a flow layout, each
/// album under its title. Panoramas are twice as wide: the delegate gives each photo's
/// size (SPEC L17).
///
/// A tap opens the photo in a zoomable view (``PhotoViewController``). Select switches to
/// choosing: taps then select and deselect photos, each marked with a check (SPEC L8,
/// L13), and the bar counts them; Done goes back.
@MainActor
final class GridViewController: ViewController, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    static let barHeight = 56.0
    static let barColor = Color(red: 0.16, green: 0.18, blue: 0.23)
    static let albums = ["Summer", "Mountains", "Night walks"]
    static let photosPerAlbum = 60
    /// A photo's side, and the space around and between them.
    static let side = 150.0
    static let spacing = 8.0

    private(set) var grid: CollectionView!
    private var bar: GridBar!
    private var selectButton: Button!
    private var isChoosing = false

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = .white
        view.accessibilityIdentifier = "gridScreen"
    }

    override func viewDidLoad() {
        let width = view.bounds.width
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: Self.side, height: Self.side)
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        layout.sectionInset = EdgeInsets(top: 0, left: Self.spacing, bottom: 16, right: Self.spacing)
        layout.headerReferenceSize = Size(width: 0, height: 44)
        grid = CollectionView(
            frame: Rect(x: 0, y: Self.barHeight, width: width, height: view.bounds.height - Self.barHeight),
            collectionViewLayout: layout)
        grid.accessibilityIdentifier = "grid"
        grid.panGestureRecognizer.name = "gridPan"
        grid.autoresizingMask = .flexibleSize
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        grid.register(
            AlbumHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: AlbumHeader.identifier)
        grid.delegate = self
        grid.dataSource = self
        view.addSubview(grid)

        bar = GridBar(frame: Rect(x: 0, y: 0, width: width, height: Self.barHeight))
        bar.autoresizingMask = .flexibleWidth
        view.addSubview(bar)
        selectButton = Button(frame: Rect(x: width - 24 - 100, y: 8, width: 100, height: 40), title: "Select")
        selectButton.accessibilityIdentifier = "selectButton"
        selectButton.tintColor = .white
        selectButton.autoresizingMask = .flexibleLeftMargin
        selectButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.toggleChoosing() }
        bar.addSubview(selectButton)
    }

    private func toggleChoosing() {
        isChoosing.toggle()
        grid.allowsMultipleSelection = isChoosing
        if !isChoosing { grid.selectItem(at: nil, animated: false, scrollPosition: []) }
        selectButton.title = isChoosing ? "Done" : "Select"
        updateTitle()
    }

    private func updateTitle() {
        let count = grid.indexPathsForSelectedItems.count
        bar.title = isChoosing ? "\(count) selected" : "PhotoGrid"
    }

    private func picture(at indexPath: IndexPath) -> Picture {
        Picture(number: indexPath.section * Self.photosPerAlbum + indexPath.item)
    }

    // MARK: - CollectionViewDataSource

    func numberOfSections(in collectionView: CollectionView) -> Int { Self.albums.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photosPerAlbum
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
        (cell as? PhotoCell)?.show(picture(at: indexPath))
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: AlbumHeader.identifier, for: indexPath)
        (view as? AlbumHeader)?.title = Self.albums[indexPath.section]
        return view
    }

    // MARK: - CollectionViewDelegateFlowLayout

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        let wide = picture(at: indexPath).isPanorama
        return Size(width: wide ? 2 * Self.side + Self.spacing : Self.side, height: Self.side)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard !isChoosing else { return updateTitle() }
        collectionView.deselectItem(at: indexPath, animated: false)
        navigationController?.pushViewController(PhotoViewController(picture: picture(at: indexPath)), animated: true)
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        updateTitle()
    }
}

/// The bar above the grid: a title on a dark background.
@MainActor
final class GridBar: View {
    private static let font = Font.system(size: 20, weight: .bold)
    var title = "PhotoGrid" {
        didSet { setNeedsDisplay() }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = GridViewController.barColor
        accessibilityIdentifier = "bar"
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(text: title, at: Point(x: 24, y: bounds.midY - 13), font: Self.font, color: .white)
    }
}
