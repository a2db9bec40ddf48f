import Testing
import TouchKit

/// SPEC L15: sections inserted, deleted and reloaded, in tables and collection views.
@MainActor
@Suite("Lists: section updates (SPEC L15)")
struct ListSectionUpdateTests {
    private func row(_ r: Int, _ s: Int) -> IndexPath { IndexPath(row: r, section: s) }

    @Test("L15: deleteSections fades the section's rows out, slides the next section up and titles its header anew")
    func l15DeleteSection() {
        let (h, table, model) = tableHost(counts: [3, 1, 3]) { _, model in model.headerTitles = ["A", "B", "C"] }
        // Sections of a 28 pt header and 44 pt rows: 160, 72 and 160 pt.
        let leaving = table.cellForRow(at: row(0, 1))!
        let below = table.cellForRow(at: row(0, 2))!
        #expect(below.frame.minY == 232 + 28)
        model.counts = [3, 3]
        model.headerTitles = ["A", "C"]
        table.deleteSections([1], with: .fade)
        #expect(table.numberOfSections == 2)
        #expect(table.cellForRow(at: row(0, 1)) === below, "section 2's rows are section 1's now")
        #expect(below.frame.minY == 160 + 28 && below.presentationCenter.y == 260 + 22, "and slide up from there")
        #expect(leaving.alpha == 0 && leaving.superview === table, "the deleted rows fade out")
        h.wait(TableView.updateAnimationDuration + 0.05)
        #expect(leaving.superview == nil && below.presentationCenter.y == 188 + 22)
        #expect(table.shownTitles == ["A", "C"])
        #expect(table.contentSize.height == 320)
    }

    @Test("L15: in one batch, an inserted section and a deleted row: rows map through both, new rows fade in")
    func l15BatchWithSectionsAndRows() {
        let (h, table, model) = tableHost(counts: [2, 2])
        let zeroOne = table.cellForRow(at: row(1, 0))!
        let oneOne = table.cellForRow(at: row(1, 1))!
        table.selectRow(at: row(1, 1), animated: false, scrollPosition: .none)
        var finished: Bool?
        model.counts = [3, 2, 1]
        table.performBatchUpdates(
            {
                table.insertSections([0], with: .fade)
                table.deleteRows(at: [row(0, 1)], with: .fade)
            }, completion: { finished = $0 })
        #expect(table.cellForRow(at: row(1, 1)) === zeroOne, "old [0, 1] is [1, 1] after the inserted section")
        #expect(table.cellForRow(at: row(0, 2)) === oneOne, "old [1, 1] lost the row above it: [2, 0]")
        #expect(table.indexPathForSelectedRow == row(0, 2) && oneOne.isSelected)
        let inserted = table.cellForRow(at: row(0, 0))!
        #expect(inserted.presentationAlpha == 0, "the inserted section's rows fade in")
        h.wait(1)
        #expect(inserted.presentationAlpha == 1 && finished == true)
        #expect(table.contentSize.height == 6 * 44)
    }

    @Test("L15: reloadSections asks the section's rows again (its count may change); counts that disagree are reported")
    func l15ReloadAndBadCounts() {
        let (_, table, model) = tableHost(counts: [2, 2])
        let requests = model.cellRequests
        let kept = table.cellForRow(at: row(0, 1))!
        model.counts = [4, 2]
        table.reloadSections([0], with: .none)
        #expect(model.cellRequests == requests + 4, "the four rows of section 0 are asked again")
        #expect(table.cellForRow(at: row(0, 1)) === kept, "section 1 keeps its cells")
        #expect(table.numberOfRows(inSection: 0) == 4)
        let lines = tableReports { table.deleteSections([1], with: .fade) }
        #expect(
            lines == [
                "TableView.deleteSections(_:with:): invalid update: the data source has 2 sections after the update; "
                    + "the table had 2, so it must have 1; the table reloads from the data source"
            ])
        #expect(table.numberOfSections == 2)
        let outOfRange = tableReports { table.reloadSections([7], with: .fade) }
        #expect(outOfRange.count == 1 && outOfRange[0].contains("section 7 to reload is out of range"))
    }

    @Test("L15: a collection view's deleteSections and insertSections move the items that stay")
    func l15CollectionSections() {
        let h = TestHost(size: Size(width: 400, height: 300))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 90, height: 90)
        let grid = TestCollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(SquareCell.self, forCellWithReuseIdentifier: "square")
        let model = GridModel(counts: [2, 2])
        grid.model = model
        grid.dataSource = model
        grid.delegate = model
        h.window.addSubview(grid)
        h.window.layoutIfNeeded()
        let stays = grid.cellForItem(at: IndexPath(item: 1, section: 1))!
        model.counts = [3, 2]
        grid.performBatchUpdates(
            {
                grid.deleteSections([0])
                grid.insertSections([0])
            }, completion: nil)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 1)) === stays)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 1)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.presentationAlpha == 0)
        h.wait(1)
        model.counts = [3]
        let lines = tableReportsOf(prefix: "CollectionView.") { grid.insertSections([1]) }
        #expect(lines.count == 1 && lines[0].contains("the data source has 1 sections after the update"))
    }
}
