import Graphics
import Testing
import TouchKit
import TouchKitTestHost

/// SPEC A17: table and collection views as lists of items, selected as a tap selects.
@MainActor
@Suite("Lists in the accessibility tree (SPEC A17)")
struct ListAccessibilityTests {
    static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test(
        "A17: a table view is a list; its showing rows are list items named by their labels, selectable, selected as the table says"
    )
    func tableAsList() throws {
        let (h, table, _) = tableHost(counts: [20])
        let list = AccessibilityNode.view(table)
        var tree = AccessibilityTree(window: h.window)
        #expect(tree.info[list]?.role == .list)
        #expect(tree.info[list]?.states.contains(.multiselectable) == false)
        let items = tree.children(of: list)
        #expect(items.count == table.visibleCells.count && items.count >= 6)
        #expect(items.prefix(3).map { tree.info[$0]?.name } == ["0.0", "0.1", "0.2"])
        for item in items {
            let info = try #require(tree.info[item])
            #expect(info.role == .listItem)
            #expect(info.states.isSuperset(of: [.selectable, .focusable]) && !info.states.contains(.selected))
            #expect(info.actions == ["activate"])
        }
        table.selectRow(at: Self.row(1), animated: false, scrollPosition: .none)
        tree = AccessibilityTree(window: h.window)
        #expect(tree.info[items[1]]?.states.contains(.selected) == true)
        #expect(tree.info[items[0]]?.states.contains(.selected) == false)
        table.allowsSelection = false
        table.allowsMultipleSelection = true
        tree = AccessibilityTree(window: h.window)
        #expect(tree.info[list]?.states.contains(.multiselectable) == true)
        #expect(tree.info[items[2]]?.states.contains(.selectable) == false, "no selection, no selectable rows")
        #expect(tree.info[items[2]]?.states.contains(.focusable) == false)
    }

    @Test(
        "A17: activating a row, or Space on the focused row, selects it as a tap does: the delegate is asked and told")
    func activatingSelects() throws {
        let (h, table, model) = tableHost(counts: [20])
        let items = AccessibilityTree(window: h.window).children(of: .view(table))
        #expect(items[1].activate())
        #expect(table.indexPathForSelectedRow == Self.row(1))
        #expect(model.touchCalls == ["willSelect \(Self.row(1))", "didSelect \(Self.row(1))"])
        model.calls = []
        h.window.focusAccessibilityNode(items[2])
        KeyboardFocusTests.press(h, KeyboardFocusTests.space)
        #expect(table.indexPathsForSelectedRows == [Self.row(2)])
        #expect(
            model.touchCalls == [
                "willSelect \(Self.row(2))", "willDeselect \(Self.row(1))", "didDeselect \(Self.row(1))",
                "didSelect \(Self.row(2))",
            ])
        model.calls = []
        model.refuseSelection = [Self.row(3)]
        #expect(!AccessibilityNode.view(table).setItem(items[3], selected: true), "the delegate refused")
        #expect(table.indexPathsForSelectedRows == [Self.row(2)])
        #expect(AccessibilityNode.view(table).setItem(items[2], selected: false))
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(
            model.touchCalls == [
                "willSelect \(Self.row(3))", "willDeselect \(Self.row(2))", "didDeselect \(Self.row(2))",
            ])
        #expect(!AccessibilityNode.view(table).setItem(.view(table), selected: true), "not an item of the list")
    }

    @Test("A17: a row holding a control is a list item with its elements as children; the control takes focus")
    func rowWithControl() throws {
        let (h, table, _) = tableHost(counts: [20])
        let cell = try #require(table.cellForRow(at: Self.row(0)))
        let toggle = Switch(frame: Rect(x: 300, y: 6, width: 51, height: 31))
        cell.contentView.addSubview(toggle)
        let tree = AccessibilityTree(window: h.window)
        #expect(!cell.isAccessibilityElement)
        #expect(tree.info[.view(cell)]?.role == .listItem)
        #expect(tree.info[.view(cell)]?.states.contains(.focusable) == false)
        #expect(tree.children(of: .view(cell)).map { tree.info[$0]?.role } == [.label, .toggleButton])
        #expect(tree.focusableNodes.first == .view(toggle))
    }

    @Test("A17: a collection view is a table of cells in rows; selecting a cell tells the delegate")
    func collectionAsTable() throws {
        let h = WindowTestHost(size: Size(width: 400, height: 300))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 90, height: 90)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let grid = TestCollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        grid.register(SquareCell.self, forCellWithReuseIdentifier: "square")
        let model = GridModel(counts: [10])
        grid.model = model
        grid.dataSource = model
        grid.delegate = model
        h.window.addSubview(grid)
        h.window.layoutIfNeeded()
        let tree = AccessibilityTree(window: h.window)
        #expect(tree.info[.view(grid)]?.role == .table)
        let cells = tree.children(of: .view(grid))
        #expect(cells.map { tree.info[$0]?.identifier } == (0..<cells.count).map { "0.\($0)" }, "rows, left to right")
        #expect(cells.allSatisfy { tree.info[$0]?.role == .tableCell })
        let second = IndexPath(item: 1, section: 0)
        #expect(AccessibilityNode.view(grid).setItem(cells[1], selected: true))
        #expect(grid.indexPathsForSelectedItems == [second])
        #expect(model.calls == ["didSelect \(second)"])
        #expect(AccessibilityNode.view(grid).setItem(cells[1], selected: false))
        #expect(model.calls == ["didSelect \(second)", "didDeselect \(second)"])
    }
}
