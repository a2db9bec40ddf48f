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
    /// Whether the row may show an editing control in editing mode (`true` by default;
    /// SPEC L19).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user tapped a row's Delete button (`.delete`) or its insert control
    /// (`.insert`), or swiped it to delete (`.delete`): update the model and tell the
    /// table, with ``TableView/deleteRows(at:with:)`` or
    /// ``TableView/insertRows(at:with:)`` (SPEC L20, L21).
    ///
    /// Implementing it turns on swipe to delete, as in UIKit. Swift cannot ask whether a
    /// method is implemented, so the table calls it once with `.none` to find out (UIKit
    /// never sends `.none`): do nothing for `.none` (SPEC L21).
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
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
    /// Every row may be edited.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing, and tells the table that the data source does not implement it:
    /// no swipe to delete (SPEC L21).
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.defaultCommitRan = true
    }
}
