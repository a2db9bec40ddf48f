import TouchKit

/// One photo, full size in a ``ScrollView`` that two fingers zoom from 1 to 4 times
/// (SPEC S16); Back returns to the grid.
@MainActor
final class PhotoViewController: ViewController, ScrollViewDelegate {
    let picture: Picture
    private(set) var zoomView: ScrollView!
    private var pictureView: PictureView!

    init(picture: Picture) {
        self.picture = picture
        super.init()
    }

    override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
        view.backgroundColor = Color(white: 0.1)
        view.accessibilityIdentifier = "photoScreen"
    }

    override func viewDidLoad() {
        let width = view.bounds.width
        let frame = Rect(
            x: 0, y: GridViewController.barHeight, width: width,
            height: view.bounds.height - GridViewController.barHeight)
        zoomView = ScrollView(frame: frame)
        zoomView.accessibilityIdentifier = "zoom"
        zoomView.panGestureRecognizer.name = "photoPan"
        zoomView.autoresizingMask = .flexibleSize
        pictureView = PictureView(picture: picture, frame: Rect(origin: .zero, size: frame.size))
        pictureView.accessibilityIdentifier = "photo"
        zoomView.addSubview(pictureView)
        zoomView.contentSize = frame.size
        zoomView.delegate = self
        zoomView.minimumZoomScale = 1
        zoomView.maximumZoomScale = 4
        view.addSubview(zoomView)

        let bar = GridBar(frame: Rect(x: 0, y: 0, width: width, height: GridViewController.barHeight))
        bar.title = "Photo \(picture.number + 1)"
        bar.autoresizingMask = .flexibleWidth
        view.addSubview(bar)
        let back = Button(frame: Rect(x: width - 24 - 90, y: 8, width: 90, height: 40), title: "Back")
        back.accessibilityIdentifier = "backButton"
        back.tintColor = .white
        back.autoresizingMask = .flexibleLeftMargin
        back.addAction(for: .primaryActionTriggered) { [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        }
        bar.addSubview(back)
    }

    /// At a new size while not zoomed, the picture fills the screen again (D5).
    override func viewDidLayoutSubviews() {
        guard let zoomView, zoomView.zoomScale == 1, pictureView.frame.size != zoomView.bounds.size else { return }
        pictureView.frame = Rect(origin: .zero, size: zoomView.bounds.size)
        zoomView.contentSize = zoomView.bounds.size
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { pictureView }
}
