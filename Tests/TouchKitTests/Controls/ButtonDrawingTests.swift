import Testing
import TouchKit

/// What a ``Button`` draws.
@MainActor
@Suite("Button drawing")
struct ButtonDrawingTests {
    /// The rows holding title pixels (the tint colour) inside the border.
    static func titleRows(of button: Button) throws -> ClosedRange<Int>? {
        let size = button.bounds.size
        let surface = try ImageSurface(width: Int(size.width), height: Int(size.height))
        let context = try GraphicsContext(surface: surface)
        context.makeCurrent { button.draw(button.bounds) }
        surface.flush()
        var rows: [Int] = []
        // Skip the border (1.5 pt line 1 pt in, rounded corners) with a 5 px margin.
        for y in 5..<(surface.height - 5) {
            for x in 10..<(surface.width - 10) where surface.color(x: x, y: y).alpha > 0.5 {
                rows.append(y)
                break
            }
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test("The title is drawn inside the button, centred vertically")
    func titleIsCentredVertically() throws {
        for height in [36.0, 44.0, 60.0] {
            let button = Button(frame: Rect(x: 0, y: 0, width: 120, height: height), title: "Hg")
            let rows = try #require(try Self.titleRows(of: button), "no title pixels at height \(height)")
            let middle = Double(rows.lowerBound + rows.upperBound + 1) / 2
            #expect(abs(middle - height / 2) <= 4, "title rows \(rows) in a button \(height) high")
        }
    }
}
