import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// SPEC C2-C4 pixel for pixel: a scene of rounded cards, borders and shadows rendered
/// in-process (``Window/snapshot(scale:)``, no compositor) at scale 1 and 2, compared
/// with golden PNGs in `Tests/TouchKitTests/Goldens`. `TOUCHKIT_UPDATE_GOLDENS=1`
/// rewrites them (check them by eye).
@MainActor
@Suite("Layer goldens (SPEC C2-C4)")
struct LayerGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens").path

    /// Cards with every layer feature, over a tinted background.
    static func scene() -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 240, height: 160))
        window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let card = View(frame: Rect(x: 16, y: 16, width: 96, height: 64))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = Size(width: 0, height: 4)
        window.addSubview(card)
        let stripe = View(frame: Rect(x: 0, y: 0, width: 96, height: 20))
        stripe.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
        card.addSubview(stripe)
        card.layer.masksToBounds = true

        let bordered = View(frame: Rect(x: 128, y: 16, width: 96, height: 64))
        bordered.backgroundColor = Color(red: 1, green: 0.8, blue: 0.2)
        bordered.layer.cornerRadius = 20
        bordered.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        window.addSubview(bordered)

        let pill = View(frame: Rect(x: 16, y: 104, width: 208, height: 36))
        pill.backgroundColor = Color(red: 0.2, green: 0.78, blue: 0.35)
        pill.layer.cornerRadius = 18
        pill.layer.shadowColor = Color(red: 0.2, green: 0.78, blue: 0.35)
        pill.layer.shadowOpacity = 0.6
        pill.layer.shadowRadius = 3
        pill.layer.shadowOffset = .zero
        pill.layer.borderWidth = 1
        pill.layer.borderColor = .white
        window.addSubview(pill)
        return window
    }

    func check(scale: Double) throws {
        let image = try Self.scene().snapshot(scale: scale)
        let path = Self.goldens + "/layers@\(Int(scale))x.png"
        if ProcessInfo.processInfo.environment["TOUCHKIT_UPDATE_GOLDENS"] == "1" {
            try image.writePNG(to: path)
            Issue.record("wrote \(path): check it by eye, then run the tests again without TOUCHKIT_UPDATE_GOLDENS")
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("no golden at \(path): run with TOUCHKIT_UPDATE_GOLDENS=1 to make it")
            return
        }
        let comparison = ImageComparison(image, reference: try ImageSurface(contentsOfPNG: path))
        #expect(comparison.sizesMatch)
        #expect(comparison.differingFraction <= 0.001, "\(comparison.summary)")
    }

    @Test("C2, C3, C4: rounded cards, masked corners, borders and shadows at scale 1")
    func scale1() throws { try check(scale: 1) }

    @Test("C2, C3, C4: the same scene at scale 2 is drawn at twice the pixel density")
    func scale2() throws { try check(scale: 2) }
}
