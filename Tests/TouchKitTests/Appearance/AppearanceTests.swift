import Testing
import TouchKit

/// A view that records its trait changes.
@MainActor
final class TraitRecorder: View {
    var previous: [UserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle)
    }
}

/// SPEC M1, M2: traits, adaptive and system colours, tint, in-process.
@MainActor
@Suite("Appearance: traits and system colours (SPEC M1, M2)")
struct AppearanceTests {
    @Test("M2: system colours carry Apple's light and dark values")
    func a2SystemColours() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(Color.systemBackground.resolvedColor(with: light) == .white)
        #expect(Color.systemBackground.resolvedColor(with: dark) == Color(red: 0, green: 0, blue: 0))
        #expect(Color.label.resolvedColor(with: dark) == Color(red: 1, green: 1, blue: 1))
        #expect(Color.systemBlue.resolvedColor(with: light) == Color(red: 0, green: 122.0 / 255, blue: 1))
        #expect(Color.systemBlue.resolvedColor(with: dark) == Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
        #expect(Color.secondaryLabel.resolvedColor(with: dark).alpha == 0.6)
        #expect(Color.separator.adaptsToAppearance && !Color.red.adaptsToAppearance)
        #expect(Color.red.resolvedColor(with: dark) == .red)
        #expect(Color.tintColor == Color.systemBlue)
        #expect(Color.systemRed.withAlpha(0.5).resolvedColor(with: dark).alpha == 0.5, "withAlpha keeps both variants")
    }

    @Test("M1: traits come from the override, the superview, then the application")
    func a1Inheritance() {
        let h = TestHost()
        let parent = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        h.window.addSubview(parent)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        h.application.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        child.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        h.application.userInterfaceStyle = .light
    }

    @Test("M1: a change of style calls traitCollectionDidChange on the views that inherit it, once, and redraws")
    func a1DidChange() {
        let h = TestHost()
        let inherits = TraitRecorder(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let fixed = TraitRecorder(frame: Rect(x: 50, y: 0, width: 50, height: 50))
        fixed.overrideUserInterfaceStyle = .light
        let nested = TraitRecorder(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inherits.addSubview(nested)
        h.window.addSubview(inherits)
        h.window.addSubview(fixed)
        _ = h.window.takeDamage()
        h.application.userInterfaceStyle = .dark
        #expect(inherits.previous == [.light] && nested.previous == [.light])
        #expect(fixed.previous.isEmpty, "its style did not change")
        #expect(!h.window.takeDamage().isEmpty)
        h.application.userInterfaceStyle = .dark
        #expect(inherits.previous.count == 1, "setting the same style again changes nothing")
        h.application.userInterfaceStyle = .light
        #expect(inherits.previous == [.light, .dark])
    }

    @Test("M2: the renderer paints each view's colours in its own appearance")
    func a2Rendering() throws {
        let window = makeWindow()
        let lightBox = addBox(Rect(x: 0, y: 0, width: 50, height: 100), .systemBackground, to: window)
        let darkBox = addBox(Rect(x: 50, y: 0, width: 50, height: 100), .systemBackground, to: window)
        darkBox.overrideUserInterfaceStyle = .dark
        let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 40))
        label.text = "MMMM"
        darkBox.addSubview(label)
        let image = try window.snapshot()
        #expect(image.color(x: 10, y: 80) == .white)
        #expect(image.color(x: 60, y: 80) == Color(red: 0, green: 0, blue: 0))
        #expect(image.countOfNonTransparentPixels() == 100 * 100)
        var brightInDark = 0
        for x in 50..<100 {
            for y in 0..<40 where image.color(x: x, y: y).red > 0.9 { brightInDark += 1 }
        }
        #expect(brightInDark > 10, "the label's default colour is white in dark mode")
        _ = lightBox
    }

    @Test("M2: tintColor is inherited, systemBlue at the root, and tintColorDidChange reaches the inheritors")
    func a2Tint() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let button = Button(frame: Rect(x: 0, y: 0, width: 40, height: 20), title: "OK")
        parent.addSubview(button)
        #expect(button.tintColor == .systemBlue)
        parent.tintColor = .systemRed
        #expect(button.tintColor == .systemRed)
        button.tintColor = .systemGreen
        parent.tintColor = .systemOrange
        #expect(button.tintColor == .systemGreen)
        button.tintColor = nil
        #expect(button.tintColor == .systemOrange)
    }

    @Test("M2: TraitCollection.current is the drawn view's traits inside draw(_:)")
    func a2Current() throws {
        final class Probe: View {
            var seen: [UserInterfaceStyle] = []
            override func draw(_ rect: Rect) { seen.append(TraitCollection.current.userInterfaceStyle) }
        }
        let window = makeWindow()
        let probe = Probe(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(probe)
        _ = try window.snapshot()
        probe.overrideUserInterfaceStyle = .dark
        _ = try window.snapshot()
        #expect(probe.seen == [.light, .dark])
    }
}
