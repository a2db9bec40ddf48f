import Testing
import TouchKit

/// A data source that commits deletions (UIKit's swipe to delete) and no swipe actions
/// of its own; every call to `tableView(_:commit:forRowAt:)` is logged.
@MainActor
final class CommittingRows: TableViewDataSource, TableViewDelegate {
    var rows = Array(0..<30)
    var log: [String] = []
    /// What the delegate answers, when set (else its defaults).
    var style: ((Int) -> TableViewCell.EditingStyle)?
    var trailing: ((Int) -> SwipeActionsConfiguration?)?
    var deleteTitle: String?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(rows[indexPath.row])"
        return cell
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { rows[indexPath.row] != 5 }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete:
            log.append("delete \(rows[indexPath.row])")
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert: log.append("insert")
        case .none: log.append("none")
        }
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        style?(rows[indexPath.row]) ?? .delete
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        trailing?(rows[indexPath.row])
    }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
}

/// A data source that implements no `tableView(_:commit:forRowAt:)`.
@MainActor
final class PlainRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A delegate that implements nothing.
@MainActor
final class DefaultDelegate: TableViewDelegate {}

/// SPEC L21 (UIKit's swipe to delete) and L19's default editing style.
@MainActor
@Suite("TableView: swipe to delete and the default editing style (SPEC L19, L21)")
struct TableViewSwipeToDeleteTests {
    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    @Test("L21: a data source that commits gets a trailing Delete; a tap on it commits .delete for the row")
    func l21TapDelete() throws {
        let model = CommittingRows()
        let (h, table) = tableHost(model: model)
        let cell = table.cellForRow(at: row(1))!
        h.drag(from: Point(x: 350, y: 66), to: Point(x: 250, y: 66), steps: 5)
        h.wait(1)
        #expect(table.hasSwipedRow && cell.frame.minX == -74, "open on one 74 pt action")
        let button = try #require(table.view(withAccessibilityIdentifier: "Delete"))
        #expect(button.backgroundColor == .systemRed, "destructive")
        #expect(model.log == ["none"], "asked once whether it commits, with .none")
        h.tap(0, 400 - 37, 66)
        h.wait(1)
        #expect(model.log == ["none", "delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 29 && !table.hasSwipedRow)
        #expect(table.cellForRow(at: row(1))?.textLabel?.text == "2", "the next row moved up")
        // A second swipe does not ask again.
        h.drag(from: Point(x: 390, y: 110), to: Point(x: 60, y: 110), steps: 10)
        h.wait(1)
        #expect(model.log == ["none", "delete 1", "delete 3"], "a full swipe deletes too, asking nothing more")
        #expect(table.numberOfRows(inSection: 0) == 28 && !table.hasSwipedRow)
    }

    @Test("L21: the delegate's title names the action; rows it may not edit or not .delete do not swipe")
    func l21Conditions() throws {
        let model = CommittingRows()
        model.deleteTitle = "Remove"
        model.style = { $0 == 2 ? .insert : $0 == 3 ? TableViewCell.EditingStyle.none : .delete }
        let (h, table) = tableHost(model: model)
        for (r, y) in [(2, 110.0), (3, 154.0), (5, 242.0)] {
            h.drag(from: Point(x: 350, y: y), to: Point(x: 200, y: y), steps: 5)
            h.wait(1)
            #expect(!table.hasSwipedRow && table.cellForRow(at: row(r))!.frame.minX == 0, "row \(r) does not swipe")
        }
        h.drag(from: Point(x: 350, y: 22), to: Point(x: 250, y: 22), steps: 5)
        h.wait(1)
        #expect(table.hasSwipedRow)
        #expect(table.view(withAccessibilityIdentifier: "Remove") != nil)
        #expect(table.view(withAccessibilityIdentifier: "Delete") == nil)
        h.tap(0, 100, 200)
        h.wait(1)
        // A swipe from the other side reveals nothing: there is no default leading action.
        h.drag(from: Point(x: 50, y: 22), to: Point(x: 250, y: 22), steps: 5)
        h.wait(1)
        #expect(!table.hasSwipedRow && model.log == ["none"])
    }

    @Test("L21: the delegate's own trailing actions win; an empty configuration reveals nothing")
    func l21DelegateActionsWin() throws {
        let model = CommittingRows()
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        model.trailing = { r -> SwipeActionsConfiguration? in
            if r == 0 { return SwipeActionsConfiguration(actions: [flag]) }
            if r == 1 { return SwipeActionsConfiguration(actions: []) }
            return nil
        }
        let (h, table) = tableHost(model: model)
        h.drag(from: Point(x: 350, y: 22), to: Point(x: 250, y: 22), steps: 5)
        h.wait(1)
        #expect(table.view(withAccessibilityIdentifier: "Flag") != nil)
        #expect(table.view(withAccessibilityIdentifier: "Delete") == nil)
        h.tap(0, 100, 200)
        h.wait(1)
        h.drag(from: Point(x: 350, y: 66), to: Point(x: 250, y: 66), steps: 5)
        h.wait(1)
        #expect(!table.hasSwipedRow, "no actions at all")
        h.drag(from: Point(x: 350, y: 110), to: Point(x: 250, y: 110), steps: 5)
        h.wait(1)
        #expect(table.view(withAccessibilityIdentifier: "Delete") != nil, "nil: the table's Delete")
    }

    @Test("L21: a data source without commit, or a table in editing mode, offers no swipe to delete")
    func l21NoCommitNoSwipe() {
        let plain = PlainRows()
        let (h, table) = tableHost(model: plain)
        h.drag(from: Point(x: 350, y: 66), to: Point(x: 200, y: 66), steps: 5)
        h.wait(1)
        #expect(!table.hasSwipedRow && table.cellForRow(at: row(1))!.frame.minX == 0)
        // Replacing the data source asks again.
        let model = CommittingRows()
        table.dataSource = model
        table.delegate = model
        table.model = model
        table.layoutIfNeeded()
        h.drag(from: Point(x: 350, y: 66), to: Point(x: 250, y: 66), steps: 5)
        h.wait(1)
        #expect(table.hasSwipedRow && model.log == ["none"])
        h.tap(0, 100, 200)
        h.wait(1)
        table.setEditing(true, animated: false)
        h.drag(from: Point(x: 350, y: 154), to: Point(x: 250, y: 154), steps: 5)
        h.wait(1)
        #expect(!table.hasSwipedRow, "rows do not swipe in editing mode (L18)")
    }

    @Test("L21: an update that comes while a full swipe finishes closes the row first: nothing is committed")
    func l21UpdateClosesFirst() {
        let model = CommittingRows()
        let (h, table) = tableHost(model: model)
        h.drag(from: Point(x: 390, y: 66), to: Point(x: 60, y: 66), steps: 10)
        #expect(table.hasSwipedRow, "the full swipe's animation runs on the clock")
        // Row 1 becomes row 2: the Delete made for row 1 must not delete what row 1 is now.
        model.rows.insert(100, at: 0)
        table.insertRows(at: [row(0)], with: .none)
        h.wait(1)
        #expect(model.log == ["none"], "nothing committed")
        #expect(model.rows.count == 31 && table.numberOfRows(inSection: 0) == 31 && !table.hasSwipedRow)
    }

    @Test("L19: without editingStyleForRowAt, an editable row shows the red minus in editing mode (UIKit's .delete)")
    func l19DefaultIsDelete() {
        let plain = PlainRows()
        let (_, table) = tableHost(model: plain)
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: row(0))!
        cell.layoutIfNeeded()
        #expect(cell.editingStyle == .delete, "no delegate: .delete")
        #expect(cell.contentView.frame.minX == TableViewCell.editingControlWidth)
        let delegate = DefaultDelegate()
        withExtendedLifetime(delegate) {
            table.delegate = delegate
            table.reloadData()
            #expect(table.cellForRow(at: row(0))!.editingStyle == .delete, "a delegate's default: .delete")
            table.setEditing(false, animated: false)
            #expect(table.cellForRow(at: row(0))!.editingStyle == .none, "none outside editing mode")
        }
    }
}
