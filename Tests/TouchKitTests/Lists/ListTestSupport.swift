import InMemoryLogging
import Logging
import TouchKit

/// A cell that counts its reuse.
@MainActor
final class CountingCell: TableViewCell {
    var reuseCount = 0
    /// The height `sizeThatFits` answers (self-sizing tests), or `nil` for the default.
    var fittingHeight: Double?

    override func prepareForReuse() {
        reuseCount += 1
        super.prepareForReuse()
    }

    override func sizeThatFits(_ size: Size) -> Size {
        guard let fittingHeight else { return super.sizeThatFits(size) }
        return Size(width: size.width, height: fittingHeight)
    }
}

/// A data source and delegate over row counts per section, logging the delegate calls.
@MainActor
final class ListModel: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Heights the delegate answers, by row; `nil` answers automatic.
    var height: ((IndexPath) -> Double)?
    /// The height cells fit to, by row, for self-sizing.
    var fittingHeight: ((IndexPath) -> Double)?
    var calls: [String] = []
    var cellRequests = 0
    var heightRequests = 0
    var refuseSelection: Set<IndexPath> = []
    var identifier = "row"
    var cellsMade: Set<ObjectIdentifier> = []
    /// Returns this cell instead of dequeuing one, when set (bad input tests).
    var forcedCell: TableViewCell?
    /// Header views and heights the delegate gives, by section (SPEC L16); `nil`
    /// answers the defaults.
    var headerView: ((Int) -> View?)?
    var headerHeight: ((Int) -> Double)?
    /// Rows the delegate inserts at the top of section 0 the next time a cell ends
    /// displaying (once).
    var insertOnEndDisplaying = 0

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        if let forcedCell { return forcedCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cellsMade.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        (cell as? CountingCell)?.fittingHeight = fittingHeight?(indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerView?(section)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headerHeight?(section) ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightRequests += 1
        return height?(indexPath) ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath)")
        if insertOnEndDisplaying > 0 {
            let count = insertOnEndDisplaying
            insertOnEndDisplaying = 0
            counts[0] += count
            tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .none)
        }
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath)")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath)")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath)")
        return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath)")
    }

    /// The calls that are not display calls.
    var touchCalls: [String] { calls.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } }
}

/// A table that keeps its data source and delegate alive (the table holds them weakly).
@MainActor
final class TestTableView: TableView {
    var model: AnyObject?
}

/// A host with a table filling its 400x300 window, laid out.
@MainActor
func tableHost(
    counts: [Int], style: TableView.Style = .plain, configure: ((TableView, ListModel) -> Void)? = nil
) -> (TestHost, TestTableView, ListModel) {
    let h = TestHost(size: Size(width: 400, height: 300))
    let table = TestTableView(frame: Rect(x: 0, y: 0, width: 400, height: 300), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    let model = ListModel(counts: counts)
    table.model = model
    configure?(table, model)
    table.dataSource = model
    table.delegate = model
    h.window.addSubview(table)
    h.window.layoutIfNeeded()
    return (h, table, model)
}

/// A host with a table of `TableViewCell`s filling its 400x300 window, over `model` as
/// data source and (when it is one) delegate, laid out.
@MainActor
func tableHost(model: some TableViewDataSource) -> (TestHost, TestTableView) {
    let h = TestHost(size: Size(width: 400, height: 300))
    let table = TestTableView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.model = model
    table.dataSource = model
    table.delegate = model as? any TableViewDelegate
    h.window.addSubview(table)
    h.window.layoutIfNeeded()
    return (h, table)
}

/// The lines the table reported while `body` ran.
@MainActor
func tableReports(_ body: () -> Void) -> [String] {
    tableReportsOf(prefix: "TableView.", body)
}

/// The log lines starting with `prefix` while `body` ran.
@MainActor
func tableReportsOf(prefix: String, _ body: () -> Void) -> [String] {
    let saved = TouchKitLog.logger
    defer { TouchKitLog.logger = saved }
    let memory = InMemoryLogHandler()
    TouchKitLog.logger = Logger(label: "TouchKit") { _ in memory }
    body()
    return memory.entries.map { $0.message.description }.filter { $0.hasPrefix(prefix) }
}

extension TableView {
    /// The cells that are subviews and show a row, by row (to check none shows twice).
    var rowCells: [TableViewCell] { subviews.compactMap { $0 as? TableViewCell }.filter { $0.alpha > 0 } }
}

extension TableView {
    /// The titles of the header and footer title views shown, top to bottom.
    var shownTitles: [String] {
        subviews.compactMap { $0 as? TableViewHeaderFooterView }.sorted { $0.frame.minY < $1.frame.minY }
            .compactMap { $0.textLabel.text }
    }
}
