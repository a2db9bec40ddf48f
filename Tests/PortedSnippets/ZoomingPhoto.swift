// UIKit: a photo that zooms in on a double tap and back out on the next. The UIKit
// original registers the action with `#selector(handleDoubleTap(_:))` on an `@objc`
// method; without the Objective-C runtime the port hands the recognizer a closure.
import TouchKitPorting

final class ZoomingPhotoView: ScrollView, ScrollViewDelegate {
    let imageView = ImageView()

    override init(frame: Rect) {
        super.init(frame: frame)
        delegate = self
        minimumZoomScale = 1
        maximumZoomScale = 4
        addSubview(imageView)
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [unowned self] recognizer in self.handleDoubleTap(recognizer) }
        addGestureRecognizer(doubleTap)
    }

    func handleDoubleTap(_ recognizer: GestureRecognizer) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let size = Size(width: bounds.width / maximumZoomScale, height: bounds.height / maximumZoomScale)
            zoom(
                to: Rect(
                    x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                animated: true)
        }
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { imageView }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        imageView.alpha = zoomScale > 1 ? 1 : 0.95
    }
}
