import Testing
import TouchKit

/// SPEC L9 with S11: a reload that leaves fewer rows than the offset needs brings the
/// table at rest back within its range, as a batch update does.
@MainActor
@Suite("TableView: a reload with fewer rows at rest (SPEC L9)")
struct TableViewReloadRangeTests {
    @Test(
        "L9 (fuzz seeds 2001059, 2003837, 2005543): after reloadData with fewer rows, a table at rest rests within its range"
    )
    func l9ReloadClampsAtRest() {
        let (h, table, model) = tableHost(counts: [100])
        table.contentOffset = Point(x: 0, y: 44 * 50)
        model.counts = [10]
        table.reloadData()
        let range = table.contentOffsetRange.y
        #expect(table.contentOffset.y == range.upperBound, "at the end of the shorter list: \(table.contentOffset.y)")
        #expect((table.indexPathsForVisibleRows ?? []).contains(IndexPath(row: 9, section: 0)), "its last rows show")
        model.counts = [0]
        table.reloadData()
        #expect(table.contentOffset.y == 0)
        h.wait(1)
        #expect(!table.isDecelerating && table.contentOffset.y == 0)
    }
}
