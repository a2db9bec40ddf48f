import Testing
import TouchKit

/// ``Slider``: value range, thumb tracking through Control's tracking methods,
/// valueChanged, the 44-point touch area, isEnabled (R4).
@MainActor
@Suite("Slider (R4)")
struct SliderTests {
    /// A 228-point slider at (50, 100): its track runs from x = 64 to 264 (200 points).
    static func make(_ host: TestHost) -> Slider {
        let slider = Slider(frame: Rect(x: 50, y: 100, width: 228, height: 31))
        host.window.addSubview(slider)
        return slider
    }

    @Test func valueIsClampedToTheRangeAndMovesTheThumb() {
        let host = TestHost()
        let slider = Self.make(host)
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10)
        slider.value = 25
        #expect(slider.value == 20)
        slider.value = .nan
        #expect(slider.value == 10)
        slider.value = 15
        #expect(slider.thumbTouchRect.midX == 14 + 100, "half way along the 200-point track")
    }

    @Test(
        "R4: dragging the thumb changes the value and sends valueChanged at each change; setting it in code sends none")
    func draggingTheThumbSendsValueChanged() {
        let host = TestHost()
        let slider = Self.make(host)
        var values: [Double] = []
        slider.addAction(for: .valueChanged) { values.append(($0 as! Slider).value) }
        slider.value = 0.5  // thumb at x = 164 in the window
        #expect(values.isEmpty)
        host.down(0, 166, 115)  // 2 points right of the thumb's centre
        host.frame()
        host.move(0, 216, 115)
        host.frame()
        #expect(abs(slider.value - 0.75) < 1e-9, "the grab offset is kept: \(slider.value)")
        host.move(0, 400, 115)
        host.frame()
        #expect(slider.value == 1)
        host.up(0)
        host.frame()
        #expect(values.count == 2 && values.last == 1)
    }

    @Test("R4: not continuous: one valueChanged when the finger lifts")
    func notContinuousSendsOnceAtTheEnd() {
        let host = TestHost()
        let slider = Self.make(host)
        slider.isContinuous = false
        var count = 0
        slider.addAction(for: .valueChanged) { _ in count += 1 }
        host.down(0, 64, 115)
        host.frame()
        for x in stride(from: 80.0, through: 160, by: 20) {
            host.move(0, x, 115)
            host.frame()
        }
        #expect(count == 0)
        host.up(0)
        host.frame()
        #expect(count == 1)
        #expect(abs(slider.value - 0.48) < 1e-9)
    }

    @Test("A touch on the track away from the thumb does not move it")
    func trackTouchDoesNothing() {
        let host = TestHost()
        let slider = Self.make(host)
        host.tap(0, 240, 115)
        #expect(slider.value == 0)
    }

    @Test("H1: the thumb's touch area is at least 44 points high, past the slider's bounds")
    func touchAreaIsFortyFourPoints() {
        let host = TestHost()
        let slider = Self.make(host)
        #expect(slider.thumbTouchRect.height >= Slider.minimumTouchSize)
        #expect(slider.thumbTouchRect.width >= Slider.minimumTouchSize)
        // 6 points above the slider's top edge (y = 100), over the thumb.
        #expect(host.window.hitTest(Point(x: 64, y: 94), with: nil) === slider)
        #expect(host.window.hitTest(Point(x: 200, y: 94), with: nil) !== slider, "only over the thumb")
        host.down(0, 64, 94)
        host.frame()
        host.move(0, 164, 94)
        host.frame()
        host.up(0)
        host.frame()
        #expect(slider.value == 0.5)
    }

    @Test("R4: a disabled slider takes no drag and sends nothing")
    func disabledSliderIgnoresTouches() {
        let host = TestHost()
        let slider = Self.make(host)
        slider.isEnabled = false
        var count = 0
        slider.addAction(for: .valueChanged) { _ in count += 1 }
        host.down(0, 64, 115)
        host.frame()
        host.move(0, 164, 115)
        host.frame()
        host.up(0)
        host.frame()
        #expect(slider.value == 0 && count == 0)
    }

    @Test("D2: the track's edges fall on whole pixels at scales 1, 2 and 3", arguments: [1.0, 2.0, 3.0])
    func trackIsCrisp(_ scale: Double) throws {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let surface = try ImageSurface(logicalSize: slider.bounds.size, scale: scale)
        let context = try GraphicsContext(surface: surface)
        context.makeCurrent { slider.draw(slider.bounds) }
        surface.flush()
        // A column through the grey part of the track, clear of the rounded end and the thumb.
        let x = Int(170 * scale)
        let alphas = (0..<surface.height).map { surface.color(x: x, y: $0).alpha }
        let covered = alphas.filter { $0 > 0.01 }
        #expect(covered.count == Int(Slider.trackHeight * scale), "\(covered.count) rows at scale \(scale)")
        #expect(covered.allSatisfy { $0 > 0.99 }, "no half-covered row at scale \(scale): \(covered)")
    }
}
