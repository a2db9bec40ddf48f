import Graphics
import Testing

@testable import TouchKitWayland

/// What a configure may ask of a window's buffers: each side within Cairo's limit, and
/// the whole buffer within ``WindowSizeLimits/maximumBufferPixels`` (a hostile
/// compositor's 2147483647 x 19968 once made 1 GiB buffers).
@Suite("Window size limits")
struct WindowSizeLimitsTests {
    @Test("W6: a configure of 2147483647 x 19968 gets a buffer of at most 8192 x 8192 pixels, at scales 1 and 2")
    func hugeConfigureIsCappedInBytes() {
        for scale in [1.0, 2.0, 1.5] {
            let (size, clamped) = WindowSizeLimits.clamp(
                width: .max, height: 19968, current: Size(width: 800, height: 600), scale: scale)
            #expect(clamped)
            let pixels = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
            #expect(pixels <= Double(WindowSizeLimits.maximumBufferPixels), "scale \(scale): \(size)")
            #expect(pixels > Double(WindowSizeLimits.maximumBufferPixels) * 0.99, "not shrunk further than needed")
            #expect(size.width >= size.height, "the aspect is kept")
        }
    }

    @Test("an 8K output's fullscreen window and an ordinary one keep their sizes")
    func ordinarySizesAreKept() {
        let eightK = WindowSizeLimits.clamp(width: 7680, height: 4320, current: .zero, scale: 1)
        #expect(eightK.size == Size(width: 7680, height: 4320) && !eightK.clamped)
        let window = WindowSizeLimits.clamp(width: 1024, height: 640, current: .zero, scale: 2)
        #expect(window.size == Size(width: 1024, height: 640) && !window.clamped)
    }
}
