import TouchKit

/// The window's two screens and the bar above them.
///
/// The list is a ``TableView`` of a million rows (``MillionRows``, its data source and
/// delegate) whose cells are reused as they scroll: ``RowCell``s, and the carousel, a
/// horizontal paging ``CollectionView`` of five ``CarouselPage``s, as its third row
/// (``CarouselCell``). The two scroll views nest across their axes (SPEC S2): a vertical
/// drag on the carousel scrolls the list, a horizontal one pages the carousel (S12).
///
/// The picture screen is a ``ScrollView`` whose delegate names a ``PictureView`` in
/// `viewForZooming(in:)`, with zoom scales from 1 to 4 (S16). The bar's button
/// switches between the two screens.
@MainActor
final class ListViewController: ViewController, ScrollViewDelegate {
    /// The height of the bar above the screens.
    static let barHeight = 56.0
    static let barColor = Color(red: 0.16, green: 0.18, blue: 0.23)

    private(set) var list: TableView!
    /// The list's rows: its data source and delegate.
    let rows = MillionRows()
    private(set) var pictureScreen: ScrollView!
    private(set) var picture: PictureView!
    private var screenButton: Button!
    private var titleBar: TitleBar!

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "root"
    }

    override func viewDidLoad() {
        let width = view.bounds.width
        let screen = Rect(x: 0, y: Self.barHeight, width: width, height: view.bounds.height - Self.barHeight)
        list = rows.makeTable(frame: screen)
        view.addSubview(list)
        pictureScreen = makePictureScreen(frame: screen)
        pictureScreen.isHidden = true
        view.addSubview(pictureScreen)

        titleBar = TitleBar(frame: Rect(x: 0, y: 0, width: width, height: Self.barHeight))
        view.addSubview(titleBar)
        screenButton = Button(frame: Rect(x: width - 24 - 110, y: 8, width: 110, height: 40), title: "Picture")
        screenButton.accessibilityIdentifier = "screenButton"
        screenButton.tintColor = .white
        screenButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.switchScreens() }
        titleBar.addSubview(screenButton)
        // The bar stretches and keeps its button at the right; the screens fill the rest.
        titleBar.autoresizingMask = .flexibleWidth
        screenButton.autoresizingMask = .flexibleLeftMargin
        list.autoresizingMask = .flexibleSize
        pictureScreen.autoresizingMask = .flexibleSize
        laidOutWidth = width
    }

    /// The width the rows, the carousel's pages and the picture were last laid out for.
    private var laidOutWidth = 0.0

    /// Lays the picture out again for a new window width (D5); the table lays out its
    /// rows and the carousel its pages themselves.
    override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        guard width != laidOutWidth, width > 0, list != nil else { return }
        laidOutWidth = width
        if pictureScreen.zoomScale == 1 {
            picture.frame = Rect(origin: .zero, size: pictureScreen.bounds.size)
            pictureScreen.contentSize = picture.bounds.size
        }
    }

    /// The picture screen: a scroll view that zooms its picture from 1 to 4 times.
    private func makePictureScreen(frame: Rect) -> ScrollView {
        let screen = ScrollView(frame: frame)
        screen.accessibilityIdentifier = "pictureScreen"
        screen.panGestureRecognizer.name = "picturePan"
        screen.backgroundColor = Color(white: 0.2)
        picture = PictureView(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        screen.addSubview(picture)
        screen.contentSize = picture.bounds.size
        // The delegate first: the limits make zooming possible only with a view to zoom.
        screen.delegate = self
        screen.minimumZoomScale = 1
        screen.maximumZoomScale = 4
        return screen
    }

    private func switchScreens() {
        let showPicture = pictureScreen.isHidden
        pictureScreen.isHidden = !showPicture
        list.isHidden = showPicture
        screenButton.title = showPicture ? "List" : "Picture"
        titleBar.title = showPicture ? "Picture: pinch to zoom" : TitleBar.listTitle
    }

    // MARK: - ScrollViewDelegate

    func viewForZooming(in scrollView: ScrollView) -> View? {
        // Asked first while the picture screen is being made: know it by its content.
        picture?.superview === scrollView ? picture : nil
    }
}

/// The bar above the screens: a title on a dark background.
@MainActor
final class TitleBar: View {
    static let listTitle = "ScrollingList: 1,000,000 rows"
    private static let font = Font.system(size: 20, weight: .bold)

    /// The title shown on the left.
    var title = TitleBar.listTitle {
        didSet { setNeedsDisplay() }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = ListViewController.barColor
        accessibilityIdentifier = "bar"
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(text: title, at: Point(x: 24, y: bounds.midY - 13), font: Self.font, color: .white)
    }
}
