import Testing
import TouchKit

/// A grid whose delegate gives every item a size, counting the calls.
@MainActor
final class SizedGridModel: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var count: Int
    var size: (Int) -> Size
    var sizeRequests = 0
    init(count: Int, size: @escaping (Int) -> Size) {
        self.count = count
        self.size = size
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        sizeRequests += 1
        return size(indexPath.item)
    }
}

/// SPEC L17: item sizes from the flow layout's delegate.
@MainActor
@Suite("CollectionViewFlowLayout: item sizes from the delegate (SPEC L17)")
struct FlowLayoutItemSizeTests {
    private func host(count: Int, size: @escaping (Int) -> Size) -> (TestHost, TestCollectionView, SizedGridModel) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 90, height: 90)
        layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let grid = TestCollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(SquareCell.self, forCellWithReuseIdentifier: "square")
        let model = SizedGridModel(count: count, size: size)
        grid.model = model
        grid.delegate = model
        grid.dataSource = model
        h.window.addSubview(grid)
        h.window.layoutIfNeeded()
        return (h, grid, model)
    }

    private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    @Test("L17: items fill a line while they fit, spread to both insets; a line is its tallest item, items centred")
    func l17LinesOfSizes() {
        // Widths 100, 150, 200, 100, 150...; heights 40, 60, 40, 60...
        let (_, grid, _) = host(count: 6) { Size(width: 100 + Double($0 % 3) * 50, height: 40 + Double($0 % 2) * 20) }
        // Line 1: 100 + 10 + 150 fits 390, 200 more does not; spread: 390 - 250 = 140 apart; 60 pt long.
        #expect(grid.layoutAttributesForItem(at: item(0))?.frame == Rect(x: 5, y: 15, width: 100, height: 40))
        #expect(grid.layoutAttributesForItem(at: item(1))?.frame == Rect(x: 245, y: 5, width: 150, height: 60))
        // Line 2, 10 pt below: 200 and 100, 90 apart.
        #expect(grid.layoutAttributesForItem(at: item(2))?.frame == Rect(x: 5, y: 85, width: 200, height: 40))
        #expect(grid.layoutAttributesForItem(at: item(3))?.frame == Rect(x: 295, y: 75, width: 100, height: 60))
        // Line 3: 150 and 200.
        #expect(grid.layoutAttributesForItem(at: item(5))?.frame == Rect(x: 195, y: 145, width: 200, height: 60))
        let height: Double = 5 + 3 * 60 + 2 * 10 + 5
        #expect(grid.contentSize.height == height)
        #expect(grid.visibleCells.count == 6)
        #expect(grid.indexPathForItem(at: Point(x: 300, y: 100)) == item(3))
        #expect(grid.indexPathForItem(at: Point(x: 250, y: 100)) == nil, "between items 2 and 3")
        #expect(grid.cellForItem(at: item(4))?.frame == Rect(x: 5, y: 155, width: 150, height: 40))
    }

    @Test("L17: 100,000 sized items: sizes asked once per item at prepare; scrolling finds the items by bisection")
    func l17ManyItems() {
        let (_, grid, model) = host(count: 100_000) { Size(width: 180, height: $0 % 2 == 0 ? 50 : 70) }
        // Two 180 pt items per line, each line 70 pt long with 10 pt between: 80 pt a line.
        #expect(model.sizeRequests == 100_000)
        let height: Double = 5 + 50_000 * 70 + 49_999 * 10 + 5
        #expect(grid.contentSize.height == height)
        let offset: Double = 5 + 25_000 * 80
        grid.contentOffset = Point(x: 0, y: offset)
        #expect(grid.indexPathsForVisibleItems.first == item(50_000))
        #expect(model.sizeRequests == 100_000, "scrolling asks no size")
        let cells = grid.subviews.compactMap { $0 as? CollectionViewCell }
        #expect(cells.count <= 2 * 6, "the lines meeting the bounds and the overscan")
        #expect(Set(cells.compactMap { grid.indexPath(for: $0) }).count == cells.count)
    }

    @Test("L17: a negative or non-finite size: one line naming the call, itemSize stands in")
    func l17BadSize() {
        var grid: TestCollectionView?
        let lines = tableReportsOf(prefix: "CollectionView.") {
            grid = host(count: 3) { $0 == 1 ? Size(width: -1, height: .nan) : Size(width: 100, height: 100) }.1
        }
        #expect(
            lines.count == 1 && lines[0].hasPrefix("CollectionView.collectionView(_:layout:sizeForItemAt:) returned"))
        #expect(lines.first?.hasSuffix("for [0, 1]; itemSize used") == true)
        #expect(grid?.layoutAttributesForItem(at: item(1))?.frame.size == Size(width: 90, height: 90))
    }
}
