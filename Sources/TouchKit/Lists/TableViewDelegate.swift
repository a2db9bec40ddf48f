/// The object told about a ``TableView``'s rows, heights, highlight and selection
/// (SPEC L2-L8).
///
/// The counterpart of `UITableViewDelegate`. It is also the table's
/// ``ScrollViewDelegate``: set it as the table's ``ScrollView/delegate``. Every method
/// has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row, or ``TableView/automaticDimension`` (the default) for the
    /// table's ``TableView/rowHeight`` or, when that is automatic, the cell's own size.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The height of `section`'s header, or ``TableView/automaticDimension`` (the
    /// default): ``TableView/sectionHeaderHeight`` when the section has a title, else 0.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer, or ``TableView/automaticDimension`` (the default).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// The view of `section`'s header, asked when it is about to show, or `nil` (the
    /// default) for a title view; the height is the delegate's
    /// `tableView(_:heightForHeaderInSection:)` (SPEC L16).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view of `section`'s footer, or `nil` (the default) for a title view (SPEC L16).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to show for the row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell stopped showing for the row and went to its reuse queue.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether the row may highlight under a finger (`true` by default).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row highlighted.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row is about to be selected by a tap: return it, another row, or `nil` to
    /// select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row is about to be deselected by a tap: return it, another row, or `nil`.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a swipe from the leading edge reveals, or
    /// `nil` for none (the default; SPEC L11).
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals, or `nil` (the default) for
    /// the table's own: a Delete action when the data source implements
    /// `tableView(_:commit:forRowAt:)` (SPEC L11, L21). An empty
    /// configuration reveals nothing.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The editing control of the row in editing mode: `.delete` (a red minus, the
    /// default, as UIKit's), `.insert` (a green plus) or `.none` (SPEC L19). Only a
    /// `.delete` row offers swipe to delete (SPEC L21).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the row's Delete button, or `nil` for "Delete" (the default; SPEC L20).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
}

extension TableViewDelegate {
    /// The table's standard height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        TableView.automaticDimension
    }
    /// The standard header height.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        TableView.automaticDimension
    }
    /// The standard footer height.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        TableView.automaticDimension
    }
    /// A title view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// A title view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Every row highlights.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Selects the row.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Deselects the row.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No actions.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// No actions.
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// `.delete`, as UIKit's: an editable row shows the red minus in editing mode (SPEC
    /// L19) and offers swipe to delete when the data source commits (SPEC L21).
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
}
