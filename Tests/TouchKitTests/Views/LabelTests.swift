import Testing
import TouchKit

/// ``Label``: measuring, drawing, and redrawing only when its text or size changes.
@MainActor
@Suite("Label")
struct LabelTests {
    static let paragraph =
        "Touches arrive in frames, and each finger keeps the view it first touched until it lifts, however far it moves."

    /// The box of the pixels that are not the white background, in an image.
    static func inkBox(of image: ImageSurface) -> Rect? {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where !isClose(image.color(x: x, y: y), .white, tolerance: 0.1) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    @Test("sizeThatFits wraps to the width given, and the drawn text fills that size and stays inside it")
    func sizeThatFitsMatchesDrawing() throws {
        let label = Label(text: Self.paragraph)
        label.numberOfLines = 0
        label.font = .system(size: 16)
        let revision = label.textLayout.revision
        let fit = label.sizeThatFits(Size(width: 240, height: .infinity))
        #expect(fit.width <= 240 && fit.width > 200, "\(fit)")
        #expect(label.textLayout.revision == revision, "measuring another width leaves the drawn layout alone")
        label.frame = Rect(origin: Point(x: 20, y: 20), size: fit)
        let window = makeWindow(width: 300, height: 300)
        window.addSubview(label)
        let ink = try #require(Self.inkBox(of: try window.snapshot()))
        #expect(label.textLayout.lineCount >= 4)
        // The ink lies in the measured box (a pixel of antialiasing either side) and
        // spans nearly all of it: a line's ink starts at its first letter and ends at its
        // last, the box adds the line gap above the first line and below the last.
        let box = label.frame.insetBy(dx: -1, dy: -1)
        #expect(box.contains(ink), "ink \(ink) in \(box)")
        #expect(ink.width > fit.width - 8, "ink \(ink.width) wide of \(fit.width)")
        #expect(ink.height > fit.height - 12, "ink \(ink.height) high of \(fit.height)")
        // Same measurement twice, and from intrinsicContentSize for one line.
        #expect(label.sizeThatFits(Size(width: 240, height: .infinity)) == fit)
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize.width > 240 * 3)
        #expect(label.intrinsicContentSize.height < fit.height / 3)
    }

    @Test("numberOfLines limits the lines (0 = unlimited); truncating modes end the last line in an ellipsis")
    func linesAndBreakModes() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        label.text = Self.paragraph
        #expect(label.textLayout.lineCount == 1)
        label.numberOfLines = 2
        #expect(label.textLayout.lineCount == 2)
        label.numberOfLines = 0
        let all = label.textLayout.lineCount
        #expect(all > 3)
        label.lineBreakMode = .byCharWrapping
        #expect(label.textLayout.lineCount <= all)
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        #expect(label.textLayout.text.hasPrefix("Touches"))
        #expect(label.sizeThatFits(Size(width: 200, height: 100)).width > 200, "one line measures its whole text")
    }

    @Test("D2, D5: a label redraws only when its text or size changes, not when it moves or others redraw")
    func redrawsOnlyOnChange() throws {
        let window = makeWindow(width: 300, height: 120)
        let label = Label(frame: Rect(x: 10, y: 10, width: 200, height: 40))
        label.text = "Hello"
        window.addSubview(label)
        let neighbour = CountingView(frame: Rect(x: 0, y: 0, width: 300, height: 120), fill: .clear)
        window.insertSubview(neighbour, at: 0)
        _ = try window.snapshot()
        #expect(label.drawCount == 1)
        neighbour.setNeedsDisplay()
        _ = try window.snapshot()
        label.text = "Hello"
        label.font = .system(size: 17)
        label.center = Point(x: 150, y: 60)
        _ = try window.snapshot()
        #expect(label.drawCount == 1, "same text, same font, a move: no redraw")
        let revision = label.textLayout.revision
        label.text = "Hello, fingers"
        _ = try window.snapshot()
        #expect(label.drawCount == 2)
        #expect(label.textLayout.revision != revision)
        label.bounds.size = Size(width: 240, height: 40)
        _ = try window.snapshot()
        #expect(label.drawCount == 3)
    }

    @Test("H2: a label takes no touches; hit-testing passes through it to the view behind")
    func takesNoTouches() {
        let window = makeWindow()
        let back = View(frame: window.bounds)
        window.addSubview(back)
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Tap"
        back.addSubview(label)
        #expect(window.hitTest(Point(x: 20, y: 20), with: nil) === back)
    }

    @Test("a button keeps its title's layout across redraws (highlight) and lays it out again for a new title")
    func buttonKeepsLayout() throws {
        let window = makeWindow(width: 200, height: 60)
        let button = Button(frame: Rect(x: 10, y: 10, width: 120, height: 40), title: "Press")
        window.addSubview(button)
        _ = try window.snapshot()
        let revision = button.titleLayout.revision
        button.isHighlighted = true
        _ = try window.snapshot()
        button.isHighlighted = false
        _ = try window.snapshot()
        #expect(button.titleLayout.revision == revision)
        button.title = "Pressed"
        _ = try window.snapshot()
        #expect(button.titleLayout.revision != revision)
        #expect(button.sizeThatFits(.zero).width > 60)
    }
}
