import TouchKit

/// The window's two screens and the bar above them.
///
/// The list is a vertical ``ScrollView`` of 10,000 ``RowView``s with the carousel, a
/// horizontal paging ``ScrollView`` of five ``CarouselPage``s, as its third row. The
/// two scroll views nest across their axes (SPEC S2): a vertical drag on the carousel
/// scrolls the list, a horizontal one pages the carousel (S12).
///
/// The picture screen is a ``ScrollView`` whose delegate names a ``PictureView`` in
/// `viewForZooming(in:)`, with zoom scales from 1 to 4 (S16). The bar's button
/// switches between the two screens.
@MainActor
final class ListViewController: ViewController, ScrollViewDelegate {
    /// The number of rows with a button (the carousel comes on top of them).
    static let rowCount = 10_000
    /// The height of the bar above the screens.
    static let barHeight = 56.0
    /// The carousel's height and its place in the list, from 0.
    static let carouselHeight = 240.0
    static let carouselIndex = 2
    static let pageCount = 5
    static let barColor = Color(red: 0.16, green: 0.18, blue: 0.23)

    private(set) var list: ScrollView!
    private(set) var carousel: ScrollView!
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
        list = makeList(frame: screen)
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

    /// Lays the scroll views' content out again for a new window width: rows and pages
    /// as wide as the window, the carousel on the page it showed (D5).
    override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        guard width != laidOutWidth, width > 0, list != nil else { return }
        laidOutWidth = width
        for row in list.subviews where row is RowView {
            row.frame = Rect(x: 0, y: row.frame.minY, width: width, height: row.frame.height)
        }
        list.contentSize = Size(width: width, height: list.contentSize.height)
        let page = carousel.bounds.width > 0 ? (carousel.contentOffset.x / carousel.bounds.width).rounded() : 0
        carousel.frame = Rect(x: 0, y: carousel.frame.minY, width: width, height: carousel.frame.height)
        for (index, pageView) in carousel.subviews.filter({ $0 is CarouselPage }).enumerated() {
            pageView.frame = Rect(x: Double(index) * width, y: 0, width: width, height: carousel.bounds.height)
        }
        carousel.contentSize = Size(width: width * Double(Self.pageCount), height: carousel.bounds.height)
        carousel.contentOffset = Point(x: page * width, y: 0)
        if pictureScreen.zoomScale == 1 {
            picture.frame = Rect(origin: .zero, size: pictureScreen.bounds.size)
            pictureScreen.contentSize = picture.bounds.size
        }
    }

    /// The list: rows 1 and 2, the carousel, then rows 3 to 10,000.
    private func makeList(frame: Rect) -> ScrollView {
        let list = ScrollView(frame: frame)
        list.accessibilityIdentifier = "list"
        list.panGestureRecognizer.name = "listPan"
        list.backgroundColor = .systemBackground
        list.delegate = self
        var y = 0.0
        for number in 1...Self.rowCount {
            if number - 1 == Self.carouselIndex {
                carousel = makeCarousel(frame: Rect(x: 0, y: y, width: frame.width, height: Self.carouselHeight))
                list.addSubview(carousel)
                y += Self.carouselHeight
            }
            list.addSubview(
                RowView(number: number, frame: Rect(x: 0, y: y, width: frame.width, height: RowView.height)))
            y += RowView.height
        }
        list.contentSize = Size(width: frame.width, height: y)
        return list
    }

    /// The carousel: five pages as wide as itself, side by side, paging.
    private func makeCarousel(frame: Rect) -> ScrollView {
        let carousel = ScrollView(frame: frame)
        carousel.accessibilityIdentifier = "carousel"
        carousel.panGestureRecognizer.name = "carouselPan"
        carousel.isPagingEnabled = true
        carousel.delegate = self
        for index in 0..<Self.pageCount {
            carousel.addSubview(
                CarouselPage(
                    number: index + 1,
                    frame: Rect(x: Double(index) * frame.width, y: 0, width: frame.width, height: frame.height)))
        }
        carousel.contentSize = Size(width: frame.width * Double(Self.pageCount), height: frame.height)
        return carousel
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
    static let listTitle = "ScrollingList: 10,000 rows"
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
