/// Lists and their items (SPEC A17): a ``TableView`` is a list of rows, a
/// ``CollectionView`` a table of items; an assistive technology selects and deselects
/// their items through the same code a tap runs, the delegate asked and told.
extension AccessibilityNode {
    /// Whether the node is a list whose items can be selected (a table or collection view).
    public var isSelectionContainer: Bool { view is TableView || view is CollectionView }

    /// The item's list and index path, when the node is a showing cell of one.
    var listItem: (list: ScrollView, indexPath: IndexPath)? {
        switch view {
        case let cell as TableViewCell:
            guard let table = cell.tableView, let path = table.indexPath(for: cell) else { return nil }
            return (table, path)
        case let cell as CollectionViewCell:
            guard let collection = cell.collectionView, let path = collection.indexPath(for: cell) else { return nil }
            return (collection, path)
        default:
            return nil
        }
    }

    /// Whether the node is a cell its list lets a tap select now.
    public var isSelectableItem: Bool {
        switch listItem?.list {
        case let table as TableView: table.selectsNow
        case let collection as CollectionView: collection.allowsSelection
        default: false
        }
    }

    /// Whether the node is a selected cell.
    public var isSelectedItem: Bool {
        guard let (list, path) = listItem else { return false }
        switch list {
        case let table as TableView: return table.selectedRows.contains(path)
        case let collection as CollectionView: return collection.selectedItems.contains(path)
        default: return false
        }
    }

    /// Whether several items of this list can be selected at once.
    public var allowsMultipleSelection: Bool {
        switch view {
        case let table as TableView: table.allowsMultipleSelection
        case let collection as CollectionView: collection.allowsMultipleSelection
        default: false
        }
    }

    /// Selects (or deselects) `item`, a cell of this list, as a tap would (SPEC A17): a
    /// table view asks `tableView(_:willSelectRowAt:)` and tells
    /// `tableView(_:didSelectRowAt:)` (deselecting the others, each told, without
    /// multiple selection); a collection view asks `shouldSelectItemAt` and tells
    /// `didSelectItemAt`. Deselecting asks `willDeselectRowAt` (`shouldDeselectItemAt`)
    /// and tells `didDeselectRowAt` (`didDeselectItemAt`).
    ///
    /// - Returns: Whether the item is then in the state asked for.
    @discardableResult
    public func setItem(_ item: AccessibilityNode, selected: Bool) -> Bool {
        guard let (list, path) = item.listItem, list === view else { return false }
        if item.isSelectedItem == selected { return true }
        switch list {
        case let table as TableView:
            guard table.selectsNow else { return false }
            if selected {
                table.selectByTap(path)
            } else if let row = table.willDeselect(path) {
                table.deselectRow(at: row, animated: false)
                table.tableDelegate?.tableView(table, didDeselectRowAt: row)
            }
        case let collection as CollectionView:
            guard collection.allowsSelection else { return false }
            if selected {
                collection.selectByTap(path)
            } else if collection.collectionDelegate?.collectionView(collection, shouldDeselectItemAt: path) ?? true {
                collection.deselectItem(at: path, animated: false)
                collection.collectionDelegate?.collectionView(collection, didDeselectItemAt: path)
            }
        default:
            return false
        }
        return item.isSelectedItem == selected
    }
}
