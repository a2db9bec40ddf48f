import Testing
import TouchKit

/// SPEC L6-L8: self-sizing under the finger, highlight timing and selection.
@MainActor
@Suite("TableView: self-sizing, highlight and selection (SPEC L6-L8)")
struct TableViewTouchTests {
    @Test("L6: rows measured above the top move the offset, so a dragged row stays under the finger")
    func l6OffsetCorrectionUnderTheFinger() {
        let (h, table, _) = tableHost(counts: [1000]) { table, model in
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 50
            model.fittingHeight = { _ in 80 }
        }
        table.contentOffset = Point(x: 0, y: 5000)
        h.wait(1)
        let top = table.indexPathsForVisibleRows!.first!
        #expect(table.rectForRow(at: top).height == 80, "a row that shows is measured")
        // Drag down (scrolling up): rows above are measured as they come in.
        h.down(0, 200, 150)
        h.frame()
        var grabbed: (row: IndexPath, into: Double)?
        var y = 150.0
        var corrected = false
        for _ in 0..<30 {
            y += 5
            h.move(0, 200, y)
            h.frame(advance: 16)
            guard table.isDragging else { continue }
            let offset = table.contentOffset.y
            guard let grab = grabbed else {
                let row = table.indexPathForRow(at: Point(x: 200, y: offset + y))!
                grabbed = (row, offset + y - table.rectForRow(at: row).minY)
                continue
            }
            let underFinger = table.rectForRow(at: grab.row).minY + grab.into - offset
            #expect(abs(underFinger - y) < 0.001, "the grabbed point is \(underFinger - y) pt off the finger")
            if table.rectForRow(at: IndexPath(row: top.row - 2, section: 0)).height == 80 { corrected = true }
        }
        #expect(grabbed != nil && corrected, "the drag began and measured rows above the first one")
        h.up(0)
        h.frame()
    }

    @Test("L6: with rowHeight automatic, a cell's sizeThatFits gives its row's height")
    func l6SelfSizing() {
        let (_, table, _) = tableHost(counts: [50]) { table, model in
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 44
            model.fittingHeight = { $0.row == 1 ? 120 : 60 }
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 60, width: 400, height: 120))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 180)
        #expect(table.rectForRow(at: IndexPath(row: 40, section: 0)).height == 44, "not shown yet: the estimate")
    }

    @Test("L7: a resting finger highlights after the content-touch delay; the lift unhighlights and selects")
    func l7HighlightAfterDelay() {
        let (h, table, model) = tableHost(counts: [50])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        h.down(0, 200, 22)
        h.frame()
        #expect(!cell.isHighlighted && model.touchCalls.isEmpty, "held back by the scroll view (S6)")
        h.wait(ScrollView.contentTouchDelay - 0.01)
        #expect(!cell.isHighlighted)
        h.wait(0.02)
        #expect(cell.isHighlighted && model.touchCalls == ["didHighlight [0, 0]"])
        h.up(0)
        h.frame()
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(
            model.touchCalls == [
                "didHighlight [0, 0]", "didUnhighlight [0, 0]", "willSelect [0, 0]", "didSelect [0, 0]",
            ])
    }

    @Test("L7: a quick tap highlights and selects at the lift")
    func l7QuickTap() {
        let (h, table, model) = tableHost(counts: [50])
        h.tap(0, 200, 66, hold: 60)
        #expect(
            model.touchCalls == [
                "didHighlight [0, 1]", "didUnhighlight [0, 1]", "willSelect [0, 1]", "didSelect [0, 1]",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("L7: a drag scrolls and highlights nothing; a drag after the highlight cancels it and selects nothing")
    func l7ScrollCancelsHighlight() {
        let (h, table, model) = tableHost(counts: [50])
        h.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 150), steps: 5)
        #expect(table.contentOffset.y > 50)
        #expect(model.touchCalls.isEmpty)
        h.wait(5)
        table.contentOffset = .zero
        h.down(0, 200, 110)
        h.frame()
        h.wait(0.2)
        #expect(model.touchCalls == ["didHighlight [0, 2]"])
        for step in 1...6 {
            h.move(0, 200, 110 - Double(step) * 10)
            h.frame()
        }
        h.up(0)
        h.frame()
        #expect(model.touchCalls == ["didHighlight [0, 2]", "didUnhighlight [0, 2]"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test("L8: single selection: the old row is deselected between willSelect and didSelect of the new one")
    func l8SingleSelection() {
        let (h, table, model) = tableHost(counts: [50])
        h.tap(0, 200, 22)
        model.calls = []
        h.tap(0, 200, 66)
        #expect(
            model.touchCalls.filter { !$0.contains("ighlight") } == [
                "willSelect [0, 1]", "willDeselect [0, 0]", "didDeselect [0, 0]", "didSelect [0, 1]",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    }

    @Test("L8: multiple selection: a tap on a selected row deselects it; willSelect returning nil refuses")
    func l8MultipleSelection() {
        let (h, table, model) = tableHost(counts: [50]) { table, _ in table.allowsMultipleSelection = true }
        h.tap(0, 200, 22)
        h.tap(0, 200, 66)
        #expect(table.indexPathsForSelectedRows?.count == 2)
        model.calls = []
        h.tap(0, 200, 22)
        #expect(model.touchCalls.filter { !$0.contains("ighlight") } == ["willDeselect [0, 0]", "didDeselect [0, 0]"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        model.refuseSelection = [IndexPath(row: 2, section: 0)]
        h.tap(0, 200, 110)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        table.allowsSelection = false
        h.tap(0, 200, 154)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("L8: selection in code calls no delegate method and survives the cell's reuse")
    func l8SelectionInCode() {
        let (_, table, model) = tableHost(counts: [500])
        let row = IndexPath(row: 3, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        #expect(model.touchCalls.isEmpty)
        #expect(table.cellForRow(at: row)?.isSelected == true)
        table.contentOffset = Point(x: 0, y: 5000)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "reused cells were reset")
        table.contentOffset = .zero
        #expect(table.cellForRow(at: row)?.isSelected == true)
        table.deselectRow(at: row, animated: false)
        #expect(table.indexPathForSelectedRow == nil && model.touchCalls.isEmpty)
    }
}
