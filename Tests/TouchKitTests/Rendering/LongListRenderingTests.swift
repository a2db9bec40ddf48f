import Graphics
import Testing
import TouchKit
import TouchKitTesting

/// A view that counts its draw(_:) calls.
@MainActor
private final class CountingRow: View {
    static var drawn: [Int] = []
    let number: Int
    init(number: Int, frame: Rect) {
        self.number = number
        super.init(frame: frame)
        backgroundColor = number % 2 == 0 ? .white : Color(white: 0.9)
    }
    override func draw(_ rect: Rect) {
        Self.drawn.append(number)
        Color.black.setFill()
        GraphicsContext.current?.fill(Rect(x: 10, y: 10, width: Double(number % 50) + 5, height: 10))
    }
}

/// Long content costs what is on screen (SPEC D2): the renderer visits only the
/// subviews meeting the repainted area, and layout walks only branches that need it.
@MainActor
@Suite("Long lists: rendering and layout cost what shows (SPEC D2, S1)")
struct LongListRenderingTests {
    private func list(rows: Int) -> (Window, ScrollView, [CountingRow]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let scroll = ScrollView(frame: window.bounds)
        scroll.backgroundColor = .white
        window.addSubview(scroll)
        var made: [CountingRow] = []
        for i in 0..<rows {
            let row = CountingRow(number: i, frame: Rect(x: 0, y: Double(i) * 20, width: 200, height: 20))
            scroll.addSubview(row)
            made.append(row)
        }
        scroll.contentSize = Size(width: 200, height: Double(rows) * 20)
        return (window, scroll, made)
    }

    @Test("D2: of 10,000 rows only the 5 or 6 on screen are drawn, and the pixels equal a one-by-one walk")
    func onlyVisibleRowsDraw() throws {
        let (window, scroll, rows) = list(rows: 10_000)
        scroll.contentOffset = Point(x: 0, y: 100_010)
        CountingRow.drawn = []
        let indexed = try window.snapshot(scale: 1)
        #expect(CountingRow.drawn.sorted() == Array(5000...5005))
        // The same rows alone (fewer than the index threshold): identical pixels.
        let (small, smallScroll, _) = list(rows: 0)
        for row in rows[4990..<5010] {
            smallScroll.addSubview(CountingRow(number: row.number, frame: row.frame))
        }
        smallScroll.contentSize = scroll.contentSize
        smallScroll.contentOffset = scroll.contentOffset
        let walked = try small.snapshot(scale: 1)
        #expect(ImageComparison(indexed, reference: walked, channelTolerance: 0).differingPixels == 0)
    }

    @Test("D2: a row that moves, grows or is added shows at its new place (the index follows)")
    func indexFollowsChanges() throws {
        let (window, scroll, rows) = list(rows: 1_000)
        _ = try window.snapshot(scale: 1)
        rows[900].frame = Rect(x: 0, y: 40, width: 200, height: 20)
        CountingRow.drawn = []
        _ = try window.snapshot(scale: 1)
        #expect(CountingRow.drawn.contains(900))
        scroll.insertSubview(CountingRow(number: 5555, frame: Rect(x: 0, y: 60, width: 200, height: 20)), at: 0)
        CountingRow.drawn = []
        _ = try window.snapshot(scale: 1)
        #expect(CountingRow.drawn.contains(5555))
        rows[1].isHidden = true
        CountingRow.drawn = []
        _ = try window.snapshot(scale: 1)
        #expect(!CountingRow.drawn.contains(1))
        #expect(CountingRow.drawn.first == 5555 || CountingRow.drawn.contains(5555), "back to front order kept")
    }

    @Test("D2: layout walks only the branches that need it; a view marked during layout is laid out")
    func layoutWalksMarkedBranches() {
        final class Probe: View {
            var layouts = 0
            var onLayout: (() -> Void)?
            override func layoutSubviews() {
                layouts += 1
                onLayout?()
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let a = Probe(frame: .zero)
        let b = Probe(frame: .zero)
        let deep = Probe(frame: .zero)
        window.addSubview(a)
        window.addSubview(b)
        b.addSubview(View(frame: .zero))
        b.subviews[0].addSubview(deep)
        window.layoutIfNeeded()
        #expect(a.layouts == 1 && b.layouts == 1 && deep.layouts == 1)
        deep.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(a.layouts == 1 && b.layouts == 1 && deep.layouts == 2)
        // A marks `deep` while laid out: deep is laid out in the same pass.
        a.onLayout = { deep.setNeedsLayout() }
        a.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(a.layouts == 2 && deep.layouts == 3)
    }
}
