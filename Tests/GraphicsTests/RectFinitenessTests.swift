import Graphics
import Testing

/// `Rect.isFinite`: the one test for finite geometry that TouchKit's damage, content
/// moves and the repaint cost model share.
@Suite("Rect.isFinite")
struct RectFinitenessTests {
    @Test("Rect.isFinite: ordinary rectangles, negative sizes and zero are finite")
    func finite() {
        #expect(Rect(x: 1.5, y: -2, width: 30, height: 40).isFinite)
        #expect(Rect(x: 10, y: 10, width: -5, height: -6).isFinite)
        #expect(Rect.zero.isFinite)
        #expect(Rect(x: -1e300, y: 1e300, width: 1e300, height: -1e300).isFinite)
    }

    @Test("Rect.isFinite: null, NaN or infinity anywhere, and edges past Double's range are not finite")
    func notFinite() {
        #expect(!Rect.null.isFinite)
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: 1, height: .infinity).isFinite)
        #expect(!Rect(x: 0, y: -.infinity, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 1).isFinite)
        #expect(!Rect(x: 1e308, y: 0, width: 1e308, height: 1).isFinite, "maxX overflows")
        #expect(!Rect(x: 0, y: -1e308, width: 1, height: -1e308).isFinite, "minY overflows")
    }
}
