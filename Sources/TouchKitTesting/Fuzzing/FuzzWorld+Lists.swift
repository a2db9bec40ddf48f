import TouchKit

/// A list's data for the fuzzer: a row count per section, changed at random, sometimes
/// from inside the table's own callbacks while a finger is on a row (highlighted,
/// selected, swiped or lifted to move).
@MainActor
final class FuzzRows: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    /// A random edit of the world, called from the callbacks.
    var edit: (@MainActor () -> Void)?

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < counts.count ? counts[section] : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section % 2 == 0 ? "section \(section)" : nil
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row % 3 != 2 }
    /// No editing control: the rows move in editing mode, as the fuzzer's seeds have
    /// always played them (the default became UIKit's `.delete`, SPEC L19).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .none
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // A move within a section (SPEC L14) keeps the counts.
        edit?()
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { edit?() }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { edit?() }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { edit?() }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self, weak tableView] _, _, done in
            guard let self, let tableView, indexPath.section < counts.count, indexPath.row < counts[indexPath.section]
            else { return done(false) }
            counts[indexPath.section] -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
            edit?()
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}

extension FuzzWorld {
    /// A table of random sections over a random part of the window, with random
    /// editing mode, heights and refresh control (SPEC L1-L18).
    func makeTableView() -> TableView {
        let n = roll()
        let frame = Rect(x: Double(n % 3) * 60, y: Double(n / 3 % 3) * 60, width: 240, height: 260)
        let table = TableView(frame: frame, style: n % 5 == 0 ? .grouped : .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = FuzzRows(counts: (0..<(1 + roll() % 4)).map { _ in roll() % 40 })
        rows.edit = { [weak self] in
            guard let self, roll() % 3 == 0 else { return }
            editList()
        }
        if roll() % 3 == 0 {
            table.rowHeight = TableView.automaticDimension
            table.estimatedRowHeight = 50
        }
        if roll() % 4 == 0 { table.refreshControl = RefreshControl() }
        table.isEditing = roll() % 4 == 0
        table.allowsMultipleSelection = roll() % 2 == 0
        table.dataSource = rows
        table.delegate = rows
        lists.append((table, rows))
        views.append(table)
        return table
    }

    /// One random change of a list's data, told to its table: rows and sections inserted,
    /// deleted, moved and reloaded, alone or in a batch; sometimes an update that disagrees
    /// with the data (the table reports it and reloads, SPEC L10); editing mode; a reload.
    func editList() {
        guard let (table, rows) = pick(lists) else { return }
        ledger.listChanges += 1
        let animation: TableView.RowAnimation = roll() % 3 == 0 ? .none : .automatic
        func anyRow() -> IndexPath? {
            let sections = rows.counts.indices.filter { rows.counts[$0] > 0 }
            guard let section = pick(sections) else { return nil }
            return IndexPath(row: roll() % rows.counts[section], section: section)
        }
        func deleteRow() {
            guard let path = anyRow() else { return }
            rows.counts[path.section] -= 1
            table.deleteRows(at: [path], with: animation)
        }
        func insertRow() {
            guard !rows.counts.isEmpty else { return }
            let section = roll() % rows.counts.count
            rows.counts[section] += 1
            table.insertRows(at: [IndexPath(row: roll() % rows.counts[section], section: section)], with: animation)
        }
        switch roll() % 10 {
        case 0: deleteRow()
        case 1: insertRow()
        case 2:
            guard let from = anyRow() else { return }
            let section = roll() % rows.counts.count
            rows.counts[from.section] -= 1
            rows.counts[section] += 1
            table.moveRow(at: from, to: IndexPath(row: roll() % rows.counts[section], section: section))
        case 3:
            table.performBatchUpdates(
                {
                    deleteRow()
                    insertRow()
                    if let path = anyRow() { table.reloadRows(at: [path], with: animation) }
                }, completion: { [weak self] _ in self?.edit() })
        case 4:
            guard !rows.counts.isEmpty else { return }
            let section = roll() % rows.counts.count
            rows.counts.remove(at: section)
            table.deleteSections([section], with: animation)
        case 5:
            let section = roll() % (rows.counts.count + 1)
            rows.counts.insert(roll() % 20, at: section)
            table.insertSections([section], with: animation)
        case 6:
            guard !rows.counts.isEmpty else { return }
            let section = roll() % rows.counts.count
            rows.counts[section] = roll() % 30
            table.reloadSections([section], with: animation)
        case 7:
            // Counts that disagree with the update: reported, and the table reloads.
            if !rows.counts.isEmpty, roll() % 4 == 0 {
                rows.counts[0] += 2
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: animation)
            }
        case 8: table.setEditing(!table.isEditing, animated: roll() % 2 == 0)
        default:
            if !rows.counts.isEmpty { rows.counts[roll() % rows.counts.count] = roll() % 50 }
            table.reloadData()
        }
    }

    /// No list shows a cell for a row its data no longer has, nor one cell for two rows.
    func checkLists() {
        for (table, rows) in lists {
            table.layoutIfNeeded()
            var seen: Set<IndexPath> = []
            for cell in table.visibleCells {
                guard let path = table.indexPath(for: cell) else {
                    ledger.tree.append("a visible cell of a table names no row")
                    continue
                }
                if path.section >= rows.counts.count || path.row >= rows.counts[path.section] {
                    ledger.tree.append("a table shows a cell for row \(path), which its data no longer has")
                }
                if !seen.insert(path).inserted { ledger.tree.append("a table shows two cells for row \(path)") }
            }
        }
    }
}
