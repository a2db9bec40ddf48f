/// UIKit's swipe to delete: a data source that implements
/// `tableView(_:commit:forRowAt:)` gets a trailing Delete action on every row the
/// delegate gives no trailing actions for (SPEC L21).
extension TableView {
    /// The table's own trailing configuration for `path`: one destructive action, titled
    /// by the delegate's `titleForDeleteConfirmationButtonForRowAt` ("Delete" by
    /// default), that commits the row's deletion; `nil` outside the conditions of L21.
    internal func swipeToDeleteConfiguration(for path: IndexPath) -> SwipeActionsConfiguration? {
        guard !isEditing, let dataSource, geometry.contains(path),
            dataSource.tableView(self, canEditRowAt: path),
            (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete,
            dataSourceImplementsCommit(askingFor: path)
        else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            // The row still swiped is the one the action was made for; an update since
            // closed it (L11), and then nothing is committed.
            guard let self, swipe?.row == path, geometry.contains(path), let dataSource = self.dataSource else {
                return done(false)
            }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`. Swift cannot
    /// ask, so the first time the table needs to know it calls the method with `.none`,
    /// a style UIKit never commits: the protocol's default notes that it ran, an
    /// implementation does nothing for it (a choice, SPEC L21). Asked again only when the
    /// data source changes.
    private func dataSourceImplementsCommit(askingFor path: IndexPath) -> Bool {
        if let known = dataSourceCommits { return known }
        guard let dataSource else { return false }
        defaultCommitRan = false
        dataSource.tableView(self, commit: .none, forRowAt: path)
        let commits = !defaultCommitRan
        defaultCommitRan = false
        // The data source may have been replaced meanwhile, which forgets the answer.
        if self.dataSource === dataSource { dataSourceCommits = commits }
        return commits
    }
}
