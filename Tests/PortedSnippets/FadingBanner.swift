// UIKit: a banner that fades in and out, with durations typed `TimeInterval` and a
// timestamp from Foundation's `Date`, neither imported by name in UIKit code.
import TouchKitPorting

final class FadingBanner: View {
    static let fadeDuration: TimeInterval = 0.25
    private(set) var shownAt: Date?

    func show(for duration: TimeInterval) {
        shownAt = Date()
        View.animate(
            withDuration: FadingBanner.fadeDuration,
            animations: {
                self.alpha = 1
                self.layer.cornerRadius = 8
            },
            completion: { _ in
                View.animate(
                    withDuration: FadingBanner.fadeDuration, delay: duration, options: [],
                    animations: {
                        self.alpha = 0
                    })
            })
    }
}
