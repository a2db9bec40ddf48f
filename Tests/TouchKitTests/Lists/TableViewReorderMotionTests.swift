import Testing
import TouchKit

/// Rows that all move and show reorder controls; counts the ends of scroll animations.
@MainActor
private final class AutoscrollRows: TableViewDataSource, TableViewDelegate {
    var animationsEnded = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { animationsEnded += 1 }
}

/// SPEC S11 with L14 and L18: the table's own motion (a spring back, a glide, a scroll
/// animation) and the reorder autoscroll each keep their frame requests; neither takes
/// the other's. (The fuzzer's seeds 2000339 and 2000340, `ListFuzzerTests`, are the
/// spring back: the autoscroll took its frames and the table decelerated for ever.)
@MainActor
@Suite("TableView: a motion under a reorder (SPEC S11, L14, L18)")
struct TableViewReorderMotionTests {
    @Test(
        "S11, L14 (fuzz seed 2000339): a motion of the table's own that starts while the reorder autoscroll runs comes to its end"
    )
    func s11MotionUnderAutoscroll() {
        let model = AutoscrollRows()
        let (h, table) = tableHost(model: model)
        table.isEditing = true
        // A finger on row 0's reorder control, within the top margin: the row lifts and
        // the autoscroll asks for a frame every frame (the list is at its top, so it
        // does not move).
        h.down(0, 380, 22)
        h.frame()
        #expect(table.hasReorderingRow)
        for _ in 0..<3 {
            h.move(0, 380, 20)
            h.frame()
            h.wait(0.016)
        }
        // The app scrolls the table (a motion ticked every frame), and the finger moves on.
        table.setContentOffset(Point(x: 0, y: 200), animated: true)
        for step in 0..<40 {
            h.move(0, 380, 20 + Double(step % 2))
            h.frame()
            h.wait(0.016)
        }
        #expect(
            model.animationsEnded == 1, "the scroll animation ended (it never did when the autoscroll took its frames)")
        h.up(0)
        h.frame()
        h.wait(2)
        #expect(!table.hasReorderingRow && !table.isDecelerating)
        #expect(model.animationsEnded == 1)
    }
}
