import Testing
import TouchKitTestHost

@testable import TouchKit

/// The loupe over a caret or handle that a finger moves (SPEC X20), in the in-process
/// host on its manual clock.
@MainActor
@Suite("Text loupe")
struct TextLoupeTests {
    /// The loupe showing in the host's window, if any.
    static func loupe(_ host: WindowTestHost) -> TextLoupeView? {
        host.window.subviews.lazy.compactMap { $0 as? TextLoupeView }.first
    }

    /// The caret at `offset`, in the window.
    static func caret(_ field: TextField, _ offset: Int) -> Rect {
        field.convert(field.caretRect(for: TextPosition(offset: offset)), to: nil)
    }

    static func centre(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    /// Whether two points are the same up to rounding.
    static func near(_ a: Point?, _ b: Point) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001
    }

    @Test("X20: a long press shows the loupe above the caret, centred on it; it follows the caret and goes at the lift")
    func longPressLoupe() throws {
        let host = WindowTestHost()
        let field = TextField(frame: Rect(x: 100, y: 150, width: 280, height: 34))
        host.window.addSubview(field)
        field.text = "hello world"
        let start = Self.centre(Self.caret(field, 2))
        host.down(0, start.x, start.y)
        host.frame()
        #expect(Self.loupe(host) == nil, "no loupe before the press is long")
        host.wait(0.6)
        let loupe = try #require(Self.loupe(host), "the long press shows the loupe")
        var caret = Self.caret(field, 2)
        #expect(Self.near(loupe.magnifiedPoint, Self.centre(caret)), "it magnifies the caret")
        #expect(loupe.frame.size == TextLoupeSession.loupeSize)
        #expect(abs(loupe.frame.midX - caret.midX) < 0.001)
        #expect(abs(loupe.frame.maxY - (caret.minY - TextLoupeSession.gap)) < 0.001, "above the caret, clear of it")
        #expect(host.window.subviews.last === loupe, "over every other view")
        #expect(!loupe.isUserInteractionEnabled)
        let target = Self.centre(Self.caret(field, 8))
        host.move(0, target.x, target.y)
        host.frame()
        #expect(field.selectedOffsets == 8..<8)
        caret = Self.caret(field, 8)
        #expect(Self.near(loupe.magnifiedPoint, Self.centre(caret)), "the loupe follows the caret")
        #expect(abs(loupe.frame.midX - caret.midX) < 0.001)
        host.up(0)
        host.frame()
        #expect(Self.loupe(host) == nil, "the lift hides the loupe")
        #expect(loupe.superview == nil)
    }

    @Test("X20: a handle's drag shows the loupe at the end it moves; a cancelled touch hides it")
    func handleDragLoupe() throws {
        let host = WindowTestHost()
        let field = host.editingField("one two three", frame: Rect(x: 40, y: 150, width: 300, height: 34))
        let two = Self.centre(Self.caret(field, 5))
        host.tap(0, two.x, two.y)
        host.tap(0, two.x, two.y)
        #expect(field.selectedOffsets == 4..<7)
        host.drag(
            from: Self.centre(Self.caret(field, 7)), to: Self.centre(Self.caret(field, 13)), steps: 6, lift: false)
        #expect(field.selectedOffsets == 4..<13)
        let loupe = try #require(Self.loupe(host), "the handle's drag shows the loupe")
        #expect(Self.near(loupe.magnifiedPoint, Self.centre(Self.caret(field, 13))), "at the end handle")
        host.cancel()
        host.frame()
        #expect(Self.loupe(host) == nil, "a cancelled touch hides the loupe")
        // The start handle: the loupe shows the selection's start.
        host.drag(
            from: Self.centre(Self.caret(field, 4)), to: Self.centre(Self.caret(field, 0)), steps: 6, lift: false)
        #expect(field.selectedOffsets == 0..<13)
        #expect(Self.near(Self.loupe(host)?.magnifiedPoint, Self.centre(Self.caret(field, 0))))
        host.up(0)
        host.frame()
        #expect(Self.loupe(host) == nil)
    }

    @Test("X20: the loupe shows the text magnified, the caret at its centre; the window is as before once it goes")
    func loupePixels() throws {
        let host = WindowTestHost()
        let field = TextField(frame: Rect(x: 100, y: 150, width: 280, height: 34))
        host.window.addSubview(field)
        field.text = "hello world"
        let caret = Self.caret(field, 3)
        let area = Rect(
            x: caret.midX - TextLoupeSession.loupeSize.width / 2,
            y: caret.minY - TextLoupeSession.gap - TextLoupeSession.loupeSize.height,
            width: TextLoupeSession.loupeSize.width, height: TextLoupeSession.loupeSize.height)
        func darkPixels(_ image: ImageSurface) -> Int {
            var count = 0
            for y in Int(area.minY) + 2..<Int(area.maxY) - 2 {
                for x in Int(area.minX) + 8..<Int(area.maxX) - 8 {
                    let c = image.color(x: x, y: y)
                    if c.red < 0.35 && c.green < 0.35 && c.blue < 0.35 { count += 1 }
                }
            }
            return count
        }
        let before = try host.snapshot()
        #expect(darkPixels(before) == 0, "nothing is drawn there without the loupe")
        let point = Self.centre(caret)
        host.down(0, point.x, point.y)
        host.frame()
        host.wait(0.6)
        let loupe = try #require(Self.loupe(host))
        #expect(
            abs(loupe.frame.minX - area.minX) < 0.001 && abs(loupe.frame.minY - area.minY) < 0.001
                && loupe.frame.size == area.size, "\(loupe.frame) at \(area)")
        let shown = try host.snapshot()
        #expect(darkPixels(shown) > 40, "the loupe shows the text: \(darkPixels(shown)) dark pixels")
        let middle = shown.color(x: Int(area.midX), y: Int(area.midY))
        #expect(middle.blue > 0.8 && middle.red < 0.4, "the magnified caret, in the tint, at its centre: \(middle)")
        host.up(0)
        host.frame()
        let after = try host.snapshot()
        #expect(darkPixels(after) == 0, "the loupe is gone")
        #expect(after.color(x: Int(area.midX), y: Int(area.midY)) == before.color(x: Int(area.midX), y: Int(area.midY)))
    }

    @Test("X20: a session needs a window; it stays inside it; non-finite points and a second invalidate are harmless")
    func sessionEdges() throws {
        let host = WindowTestHost()
        let loose = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(TextLoupeSession.begin(at: .zero, fromSelectionWidgetView: nil, in: loose) == nil)
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        host.window.addSubview(view)
        #expect(
            TextLoupeSession.begin(at: Point(x: .nan, y: 4), fromSelectionWidgetView: nil, in: view) == nil)
        let session = try #require(
            TextLoupeSession.begin(at: Point(x: 2, y: 2), fromSelectionWidgetView: nil, in: view))
        #expect(session.isValid)
        #expect(session.loupeFrame.origin == .zero, "kept inside the window's top-left corner")
        session.move(to: Point(x: 399, y: 299), withCaretRect: .null, trackingCaret: true)
        #expect(session.magnifiedPoint == Point(x: 399, y: 299), "a null caret: the point is magnified")
        #expect(session.loupeFrame.maxX == 400)
        let before = session.loupeFrame
        session.move(to: Point(x: .infinity, y: 3), withCaretRect: .null, trackingCaret: false)
        #expect(session.loupeFrame == before, "a non-finite point leaves the loupe where it is")
        session.invalidate()
        session.invalidate()
        #expect(!session.isValid)
        #expect(!host.window.subviews.contains { $0 is TextLoupeView })
    }
}
