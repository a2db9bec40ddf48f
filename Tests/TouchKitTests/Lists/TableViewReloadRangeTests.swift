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

    @Test(
        "L9 (fuzz seed 2192148): a scroll animation under way past the end of rows deleted under it is re-aimed and rests within the range"
    )
    func l9AnimationReaimed() {
        let (h, table, model) = tableHost(counts: [8, 3])
        let end = table.contentOffsetRange.y.upperBound
        #expect(end == 44 * 11 - 300)
        table.setContentOffset(Point(x: 0, y: end), animated: true)
        h.wait(ScrollView.scrollAnimationDuration / 3)
        let midway = table.contentOffset.y
        #expect(midway > 0 && midway < end, "the animation is under way: \(midway)")
        // Section 1 goes at once: the content (352 pt) now barely exceeds the bounds.
        model.counts = [8]
        table.deleteSections([1], with: .none)
        let shorter = table.contentOffsetRange.y.upperBound
        #expect(shorter == 44 * 8 - 300 && shorter < end)
        h.wait(1)
        #expect(table.contentOffset.y == shorter, "rests at the new end, not at the old target \(end)")
        #expect(!table.isDecelerating)
        // Emptied while an animation runs: rests at the top.
        table.setContentOffset(Point(x: 0, y: shorter), animated: false)
        table.setContentOffset(Point(x: 0, y: 0), animated: true)
        h.wait(ScrollView.scrollAnimationDuration / 3)
        table.setContentOffset(Point(x: 0, y: shorter), animated: true)
        model.counts = []
        table.deleteSections([0], with: .automatic)
        h.wait(1)
        #expect(table.contentOffset.y == 0, "an emptied table rests at the top: \(table.contentOffset.y)")
    }
}
