/// The object that tells a ``TableView`` how many rows it has and makes their cells
/// (SPEC L1).
///
/// The counterpart of `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: call
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` and configure it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of `section`'s header, or `nil` for none (the default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, or `nil` for none (the default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` may be moved (`false` by default).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: update the model to match.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot move.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
