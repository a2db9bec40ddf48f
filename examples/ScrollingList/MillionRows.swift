import TouchKit

/// The list's rows: a million numbered rows in 1,000 sections of 1,000, with the
/// carousel as the third row of the first section, and what the user changed (buttons
/// switched on, rows flagged, deleted or moved).
///
/// It is the table's data source and delegate: the table asks it only for the rows that
/// show. A section keeps no per-row storage until a row of it is deleted or moved; then
/// that section alone holds its numbers.
@MainActor
final class MillionRows: TableViewDataSource, TableViewDelegate {
    /// The number of rows with a button (the carousel comes on top of them).
    static let rowCount = 1_000_000
    /// The rows per section.
    static let sectionSize = 1_000
    /// The carousel's place in the first section, and its number in the model.
    static let carouselIndex = 2
    static let carouselNumber = 0
    /// Every row's height, and the carousel's.
    static let rowHeight = 60.0
    static let carouselHeight = 240.0
    /// How long a refresh takes, in seconds on the application's clock.
    static let refreshDuration = 0.6

    /// Each section's row numbers once changed; `nil` for a section as it began.
    private var edited: [[Int]?]
    /// The rows whose button is on, and the flagged rows, by number.
    private(set) var switchedOn: Set<Int> = []
    private(set) var flagged: Set<Int> = []
    /// How many refreshes the user pulled.
    private(set) var refreshes = 0

    init() {
        edited = Array(repeating: nil, count: Self.rowCount / Self.sectionSize)
        var first = Array(1...Self.sectionSize)
        first.insert(Self.carouselNumber, at: Self.carouselIndex)
        edited[0] = first
    }

    /// The number of the row at `indexPath` (``carouselNumber`` for the carousel).
    func number(at indexPath: IndexPath) -> Int {
        if let numbers = edited[indexPath.section] { return numbers[indexPath.row] }
        return indexPath.section * Self.sectionSize + indexPath.row + 1
    }

    private func numbers(of section: Int) -> [Int] {
        if let numbers = edited[section] { return numbers }
        let first = section * Self.sectionSize + 1
        return Array(first..<first + Self.sectionSize)
    }

    /// Makes the table over these rows, with its refresh control.
    func makeTable(frame: Rect) -> TableView {
        let table = TableView(frame: frame, style: .plain)
        table.accessibilityIdentifier = "list"
        table.panGestureRecognizer.name = "listPan"
        table.rowHeight = Self.rowHeight
        table.register(RowCell.self, forCellReuseIdentifier: RowCell.identifier)
        table.register(CarouselCell.self, forCellReuseIdentifier: CarouselCell.identifier)
        let refresh = RefreshControl()
        refresh.addAction(for: .valueChanged) { [weak self, weak refresh] _ in
            self?.refreshes += 1
            Application.shared.perform(after: Self.refreshDuration) { refresh?.endRefreshing() }
        }
        table.refreshControl = refresh
        table.dataSource = self
        table.delegate = self
        return table
    }

    // MARK: - TableViewDataSource

    func numberOfSections(in tableView: TableView) -> Int { edited.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        edited[section]?.count ?? Self.sectionSize
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let number = self.number(at: indexPath)
        if number == Self.carouselNumber {
            return tableView.dequeueReusableCell(withIdentifier: CarouselCell.identifier, for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: RowCell.identifier, for: indexPath)
        (cell as? RowCell)?.show(
            number: number, on: switchedOn.contains(number), flagged: flagged.contains(number)
        ) { [weak self] on in
            if on { self?.switchedOn.insert(number) } else { self?.switchedOn.remove(number) }
        }
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard section > 0 else { return nil }
        let first = section * Self.sectionSize + 1
        return "Rows \(first) to \(first + Self.sectionSize - 1)"
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        number(at: indexPath) != Self.carouselNumber
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        var numbers = numbers(of: sourceIndexPath.section)
        numbers.insert(numbers.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        edited[sourceIndexPath.section] = numbers
    }

    // MARK: - TableViewDelegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        // The first section has the carousel: its rows say their heights. The others
        // answer automatic for their first row, which stands for the whole section
        // (SPEC L3): no call per row.
        guard indexPath.section == 0 else { return TableView.automaticDimension }
        return number(at: indexPath) == Self.carouselNumber ? Self.carouselHeight : Self.rowHeight
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        number(at: indexPath) != Self.carouselNumber
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let number = self.number(at: indexPath)
        guard number != Self.carouselNumber else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, let path = self.indexPath(of: number, near: indexPath) else { return done(false) }
            var numbers = self.numbers(of: path.section)
            numbers.remove(at: path.row)
            self.edited[path.section] = numbers
            tableView.deleteRows(at: [path], with: .automatic)
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: flagged.contains(number) ? "Unflag" : "Flag") {
            [weak self] _, _, done in
            guard let self, let path = self.indexPath(of: number, near: indexPath) else { return done(false) }
            if self.flagged.contains(number) { self.flagged.remove(number) } else { self.flagged.insert(number) }
            tableView.reloadRows(at: [path], with: .none)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete, flag])
    }

    /// Where the row numbered `number` is now, looked for in the section of `near`.
    private func indexPath(of number: Int, near: IndexPath) -> IndexPath? {
        guard let row = numbers(of: near.section).firstIndex(of: number) else { return nil }
        return IndexPath(row: row, section: near.section)
    }
}
