import Testing
import TouchKit

/// ``Switch``: isOn and setOn, a tap toggles, a drag decides by where it is let go,
/// valueChanged, isEnabled (R4).
@MainActor
@Suite("Switch (R4)")
struct SwitchTests {
    /// A switch at (100, 100): 51 x 31, its track's middle at x = 125.5.
    static func make(_ host: TestHost) -> (Switch, () -> Int) {
        let toggle = Switch(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        host.window.addSubview(toggle)
        var count = 0
        toggle.addAction(for: .valueChanged) { _ in count += 1 }
        return (toggle, { count })
    }

    @Test func hasUIKitsSizeAndStartsOff() {
        let toggle = Switch(frame: .zero)
        #expect(toggle.bounds.size == Switch.size)
        #expect(toggle.intrinsicContentSize == Size(width: 51, height: 31))
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
    }

    @Test("R4: a tap toggles and sends valueChanged; setting isOn in code sends nothing")
    func tapToggles() {
        let host = TestHost()
        let (toggle, count) = Self.make(host)
        toggle.isOn = true
        toggle.isOn = false
        #expect(count() == 0)
        host.tap(0, 110, 115)
        #expect(toggle.isOn && count() == 1)
        host.time += 1000
        host.tap(0, 140, 115)
        #expect(!toggle.isOn && count() == 2)
    }

    @Test("R4: a drag decides by where the thumb is let go, not by toggling")
    func dragDecidesByPosition() {
        let host = TestHost()
        let (toggle, count) = Self.make(host)
        // Off; drag right past the middle: on.
        host.down(0, 112, 115)
        host.frame()
        host.move(0, 140, 115)
        host.frame()
        host.up(0)
        host.frame()
        #expect(toggle.isOn && count() == 1)
        // On; drag a little left, not past the middle: stays on, nothing sent.
        host.time += 1000
        host.down(0, 138, 115)
        host.frame()
        host.move(0, 130, 115)
        host.frame()
        host.up(0)
        host.frame()
        #expect(toggle.isOn && count() == 1)
        // On; drag far left: off.
        host.time += 1000
        host.down(0, 138, 115)
        host.frame()
        host.move(0, 60, 115)
        host.frame()
        host.up(0)
        host.frame()
        #expect(!toggle.isOn && count() == 2)
    }

    @Test("R4: a disabled switch takes no tap and sends nothing")
    func disabledSwitchIgnoresTaps() {
        let host = TestHost()
        let (toggle, count) = Self.make(host)
        toggle.isEnabled = false
        host.tap(0, 110, 115)
        #expect(!toggle.isOn && count() == 0)
    }

    @Test("D2: the track's top and bottom edges fall on whole pixels at scales 1, 2 and 3", arguments: [1.0, 2.0, 3.0])
    func trackIsCrisp(_ scale: Double) throws {
        let toggle = Switch(frame: .zero)
        let surface = try ImageSurface(logicalSize: Switch.size, scale: scale)
        let context = try GraphicsContext(surface: surface)
        context.makeCurrent { toggle.draw(toggle.bounds) }
        surface.flush()
        let x = Int(25.5 * scale)
        let covered = (0..<surface.height).map { surface.color(x: x, y: $0).alpha }.filter { $0 > 0.01 }
        #expect(covered.count == Int(31 * scale))
        #expect(covered.allSatisfy { $0 > 0.99 }, "\(covered)")
    }
}
