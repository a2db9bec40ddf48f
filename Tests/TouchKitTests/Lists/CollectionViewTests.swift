import Testing
import TouchKit

/// A square cell that counts its reuse.
@MainActor
final class SquareCell: CollectionViewCell {
    var reuseCount = 0
    override func prepareForReuse() {
        reuseCount += 1
        super.prepareForReuse()
    }
}

/// A header view.
@MainActor
final class SectionHeader: CollectionReusableView {}

/// A data source and delegate over item counts.
@MainActor
final class GridModel: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var calls: [String] = []
    var cellRequests = 0
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
        cell.accessibilityIdentifier = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView? {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.accessibilityIdentifier = "header \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath)")
    }
}

/// A collection view that keeps its data source alive.
@MainActor
final class TestCollectionView: CollectionView {
    var model: AnyObject?
}

/// SPEC L13: the collection view and its flow layout.
@MainActor
@Suite("CollectionView and CollectionViewFlowLayout (SPEC L13)")
struct CollectionViewTests {
    private func host(
        counts: [Int], configure: ((CollectionViewFlowLayout) -> Void)? = nil
    ) -> (TestHost, TestCollectionView, GridModel, CollectionViewFlowLayout) {
        let h = TestHost(size: Size(width: 400, height: 300))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 90, height: 90)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        configure?(layout)
        let grid = TestCollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(SquareCell.self, forCellWithReuseIdentifier: "square")
        grid.register(
            SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let model = GridModel(counts: counts)
        grid.model = model
        grid.dataSource = model
        grid.delegate = model
        h.window.addSubview(grid)
        h.window.layoutIfNeeded()
        return (h, grid, model, layout)
    }

    private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

    @Test("L13: the flow layout puts items in justified lines inside the insets, line after line")
    func l13FlowGeometry() {
        let (_, grid, _, _) = host(counts: [10])
        // 390 pt across: four 90 pt items, spread (390 - 360) / 3 = 10 pt apart.
        #expect(grid.layoutAttributesForItem(at: item(0))?.frame == Rect(x: 5, y: 5, width: 90, height: 90))
        #expect(grid.layoutAttributesForItem(at: item(3))?.frame == Rect(x: 305, y: 5, width: 90, height: 90))
        #expect(grid.layoutAttributesForItem(at: item(4))?.frame == Rect(x: 5, y: 105, width: 90, height: 90))
        let height: Double = 5 + 3 * 90 + 2 * 10 + 5
        #expect(grid.contentSize == Size(width: 400, height: height))
        #expect(grid.visibleCells.count == 10)
        #expect(grid.cellForItem(at: item(5))?.accessibilityIdentifier == "0.5")
    }

    @Test("L13: a million items cost their visible ones; cells are reused, never two for one item")
    func l13MillionItemsReuse() {
        let (_, grid, model, _) = host(counts: [1_000_000])
        let height: Double = 5 + 250_000 * 90 + 249_999 * 10 + 5
        #expect(grid.contentSize.height == height)
        let before = model.cellRequests
        grid.contentOffset = Point(x: 0, y: 100 * 125_000)
        #expect(model.cellRequests - before <= 24)
        #expect(grid.indexPathsForVisibleItems.first == item(500_000))
        for step in 0..<50 {
            grid.contentOffset = Point(x: 0, y: 100 * 125_000 + Double(step) * 37)
            let cells = grid.subviews.compactMap { $0 as? CollectionViewCell }
            #expect(Set(cells.compactMap { grid.indexPath(for: $0) }).count == cells.count)
            #expect(cells.count <= 24, "visible lines plus the overscan")
        }
        #expect(grid.liveCellCount <= 28)
    }

    @Test("L13: horizontal flow: lines are columns; headers are supplementary views before each section")
    func l13HorizontalAndHeaders() {
        let (_, grid, _, _) = host(counts: [6, 6]) { layout in
            layout.scrollDirection = .horizontal
            layout.headerReferenceSize = Size(width: 40, height: 40)
        }
        // 290 pt down: three 90 pt items, 10 pt apart; columns 100 pt apart after a 40 pt header.
        #expect(grid.layoutAttributesForItem(at: item(0))?.frame == Rect(x: 45, y: 5, width: 90, height: 90))
        #expect(grid.layoutAttributesForItem(at: item(2))?.frame == Rect(x: 45, y: 205, width: 90, height: 90))
        #expect(grid.layoutAttributesForItem(at: item(3))?.frame == Rect(x: 145, y: 5, width: 90, height: 90))
        let sectionWidth: Double = 40 + 5 + 2 * 90 + 10 + 5
        #expect(grid.contentSize == Size(width: 2 * sectionWidth, height: 300))
        #expect(grid.layoutAttributesForItem(at: item(0, 1))?.frame.minX == sectionWidth + 45)
        let header = grid.view(withAccessibilityIdentifier: "header 0")
        #expect(header is SectionHeader && header?.frame == Rect(x: 0, y: 0, width: 40, height: 300))
    }

    @Test("L13: a tap highlights and selects an item; a drag scrolls and selects nothing")
    func l13Selection() {
        let (h, grid, model, _) = host(counts: [40])
        h.tap(0, 150, 50)
        #expect(model.calls == ["didHighlight [0, 1]", "didUnhighlight [0, 1]", "didSelect [0, 1]"])
        #expect(grid.indexPathsForSelectedItems == [item(1)] && grid.cellForItem(at: item(1))?.isSelected == true)
        model.calls = []
        h.tap(0, 50, 150)
        #expect(model.calls.suffix(2) == ["didDeselect [0, 1]", "didSelect [0, 4]"])
        model.calls = []
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), steps: 6)
        #expect(model.calls.isEmpty && grid.contentOffset.y > 50)
    }

    @Test("L13: batch updates move cells and selection; counts that disagree are reported and reloaded")
    func l13Updates() {
        let (h, grid, model, _) = host(counts: [20])
        grid.selectItem(at: item(6), animated: false, scrollPosition: [])
        let six = grid.cellForItem(at: item(6))!
        model.counts = [19]
        grid.performBatchUpdates({ grid.deleteItems(at: [item(0)]) }, completion: nil)
        #expect(grid.cellForItem(at: item(5)) === six && grid.indexPathsForSelectedItems == [item(5)])
        #expect(six.frame == Rect(x: 105, y: 105, width: 90, height: 90))
        h.wait(1)
        model.counts = [30]
        let lines = tableReportsOf(prefix: "CollectionView.") { grid.insertItems(at: [item(0)]) }
        #expect(lines.count == 1 && lines[0].hasPrefix("CollectionView.insertItems(at:): invalid update"))
        #expect(grid.numberOfItems(inSection: 0) == 30)
    }
}
