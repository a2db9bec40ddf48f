/// Laying out the rows that show, and only those (SPEC L2, L3, L6; the headers and footers, L5, in TableView+HeadersAndFooters.swift).
extension TableView {
    /// Whether heights are estimated until rows show (SPEC L6).
    internal var usesEstimates: Bool { estimatedRowHeight > 0 || rowHeight == Self.automaticDimension }

    /// The height of a row that has not been measured.
    internal var standardRowHeight: Double {
        if usesEstimates { return estimatedRowHeight > 0 ? estimatedRowHeight : 44 }
        return rowHeight >= 0 && rowHeight.isFinite ? rowHeight : 44
    }

    /// Marks the rows to be asked of the data source again at the next layout.
    internal func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for everything again and lays the rows out anew: every
    /// cell that shows goes to its reuse queue (SPEC L4).
    public func reloadData() {
        endReorderForUpdate()
        closeDeleteConfirmation()
        // The cells leave the dictionary before any goes to its queue: enqueuing takes a
        // cell off the table, which may cancel a touch whose delegate updates the rows.
        let shown = visibleCellsByRow
        visibleCellsByRow = [:]
        for (row, cell) in shown { enqueue(cell, row: row) }
        recycleHeadersAndFooters()
        highlightedRow = nil
        touchedRow = nil
        needsReload = true
        layoutRows()
        // Fewer rows than the offset needs: the list comes back within its range, as a
        // batch update's does (L9; found by the dispatch fuzzer with lists, seeds 2001059,
        // 2003837, 2005543).
        bringOffsetWithinRange(animated: false)
    }

    /// After the rows changed (L9): a scroll animation under way towards an offset past
    /// the new range is re-aimed at its edge, from where the content is (found by the
    /// dispatch fuzzer with lists, seed 2192148: the animation ended past the end of a
    /// table emptied under it); an offset past the end comes back to it, animated or
    /// not, and with `atRest` only when no finger is on the table and nothing moves it.
    /// A deceleration is re-aimed by the scroll view itself (S11).
    internal func bringOffsetWithinRange(animated: Bool, atRest: Bool = true) {
        let range = contentOffsetRange.y
        if let motion, motion.isAnimation {
            let target = motion.y.target
            guard target.isFinite, !range.contains(target) else { return }
            let edge = min(max(target, range.lowerBound), range.upperBound)
            setContentOffset(Point(x: motion.x.target, y: edge), animated: true)
            return
        }
        if atRest, isTracking || motion != nil { return }
        guard bounds.minY > range.upperBound else { return }
        setContentOffset(Point(x: contentOffset.x, y: range.upperBound), animated: animated)
    }

    /// Loads the geometry when it is out of date.
    internal func loadIfNeeded() {
        if needsReload { layoutRows() }
    }

    /// Asks the data source for the sections and rows, and the delegate for heights.
    internal func reloadGeometry() {
        needsReload = false
        var sections: [TableGeometry.Section] = []
        let count = dataSource?.numberOfSections(in: self) ?? 0
        if count < 0 { report("numberOfSections(in:) returned \(count); no sections shown") }
        for index in 0..<max(0, count) {
            sections.append(makeSection(index))
        }
        geometry.sections = sections
        geometry.updateStarts()
        selectedRows = selectedRows.filter { geometry.contains($0) }
    }

    /// One section's geometry, from the data source and the delegate.
    internal func makeSection(_ index: Int) -> TableGeometry.Section {
        var section = TableGeometry.Section()
        let rows = dataSource?.tableView(self, numberOfRowsInSection: index) ?? 0
        if rows < 0 { report("tableView(_:numberOfRowsInSection:) returned \(rows) for section \(index); 0 used") }
        section.rowCount = max(0, rows)
        section.standard = standardRowHeight
        section.spacing = style == .grouped ? Self.groupedSectionSpacing : 0
        section.header = headerHeight(index)
        section.footer = footerHeight(index)
        if !usesEstimates, let delegate = tableDelegate, section.rowCount > 0 {
            // A delegate that answers automatic for the first row uses rowHeight for all
            // (a choice, SPEC L3): no call per row.
            let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: index))
            if first != Self.automaticDimension {
                var differences: [Double] = []
                differences.reserveCapacity(section.rowCount)
                var varies = false
                for row in 0..<section.rowCount {
                    let path = IndexPath(row: row, section: index)
                    let height = row == 0 ? first : delegate.tableView(self, heightForRowAt: path)
                    let value = validHeight(height, for: path) - section.standard
                    if value != 0 { varies = true }
                    differences.append(value)
                }
                if varies { section.differences = HeightTree(values: differences) }
            }
        }
        return section
    }

    /// A height from the delegate or a cell, or the standard one in its place when it
    /// is automatic, negative or not finite (SPEC L10).
    internal func validHeight(_ height: Double, for path: IndexPath) -> Double {
        if height == Self.automaticDimension { return standardRowHeight }
        guard height.isFinite, height >= 0 else {
            report("tableView(_:heightForRowAt:) returned \(height) for \(path); \(standardRowHeight) used")
            return standardRowHeight
        }
        return height
    }

    private func headerHeight(_ section: Int) -> Double {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? Self.automaticDimension
        if asked != Self.automaticDimension {
            guard asked.isFinite, asked >= 0 else {
                report("tableView(_:heightForHeaderInSection:) returned \(asked) for section \(section); 0 used")
                return 0
            }
            return asked
        }
        return dataSource?.tableView(self, titleForHeaderInSection: section) != nil ? sectionHeaderHeight : 0
    }

    private func footerHeight(_ section: Int) -> Double {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? Self.automaticDimension
        if asked != Self.automaticDimension {
            guard asked.isFinite, asked >= 0 else {
                report("tableView(_:heightForFooterInSection:) returned \(asked) for section \(section); 0 used")
                return 0
            }
            return asked
        }
        return dataSource?.tableView(self, titleForFooterInSection: section) != nil ? sectionFooterHeight : 0
    }

    // MARK: - Rows

    /// Makes cells for the rows that show and recycles the others (SPEC L2); measures
    /// rows as they show when heights are estimated, keeping the first visible row in
    /// place (SPEC L6).
    ///
    /// A call out during a pass (a delegate told of a cell or header that comes or goes,
    /// or of a touch cancelled as its view leaves) may reload or update the rows: the
    /// nested layout is not run inside the pass, which is repeated instead, up to
    /// ``maximumLayoutPasses`` times (found by the dispatch fuzzer with lists: a reload
    /// inside the layout of the headers left the table without cells).
    internal func layoutRows() {
        guard !isLayingOutRows else {
            layoutPassRequested = true
            return
        }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        var nested = false
        for _ in 0..<Self.maximumLayoutPasses {
            layoutPassRequested = false
            layoutRowsOnce()
            guard layoutPassRequested else { break }
            nested = true
        }
        if layoutPassRequested {
            // A delegate that changes the rows at every pass: the next layout goes on.
            setNeedsLayout()
        } else if nested {
            // The reload or update inside the pass measured the range before it.
            isLayingOutRows = false
            bringOffsetWithinRange(animated: false)
        }
    }

    /// How many times a layout runs again when its call outs changed the rows.
    internal static let maximumLayoutPasses = 4

    /// One pass of ``layoutRows()``.
    private func layoutRowsOnce() {
        if needsReload { reloadGeometry() }
        let width = bounds.width
        for _ in 0..<4 {
            let anchor = anchorRow()
            let wanted = wantedRows()
            recycleCells(keeping: Set(wanted))
            var changed = false
            // Recycling a cell takes it off the table, which may cancel a touch whose
            // delegate call changes the rows (fuzz seed 2111745): a row gone since is
            // skipped.
            for path in wanted where visibleCellsByRow[path] == nil && geometry.contains(path) {
                // The delegate told of the cell may have changed the rows: a cell no
                // longer shown for `path` is not measured.
                guard let cell = makeCell(for: path), visibleCellsByRow[path] === cell else { continue }
                if usesEstimates, measure(cell, at: path, width: width) { changed = true }
            }
            guard changed else { break }
            keepInPlace(anchor)
        }
        contentSize = Size(width: width, height: geometry.height)
        recycleCells(keeping: Set(wantedRows()))
        for (path, cell) in visibleCellsByRow {
            if let reorder {
                if cell !== reorder.cell { cell.frame = reorderedFrame(of: path) }
                continue
            }
            let frame = rectForRowUnchecked(path)
            if let swipe, swipe.row == path {
                cell.frame = frame.offsetBy(dx: swipe.offset, dy: 0)
                swipe.view.frame = frame
            } else {
                cell.frame = frame
            }
        }
        layoutHeadersAndFooters()
        refreshControl?.tableDidScroll(self)
    }

    /// Sends the cells of rows outside `wanted` to their reuse queues.
    ///
    /// Enqueuing a cell takes it off the table, which may cancel a touch whose delegate
    /// updates the rows, moving the other cells to new index paths: a cell no longer
    /// shown for the index path it had is left for the next pass (found by the dispatch
    /// fuzzer with lists, seed 2137833: a cell sent to its queue stayed among the
    /// visible ones, naming no row).
    private func recycleCells(keeping wanted: Set<IndexPath>) {
        for (path, cell) in visibleCellsByRow where !wanted.contains(path) && cell !== reorder?.cell {
            guard visibleCellsByRow[path] === cell else { continue }
            visibleCellsByRow[path] = nil
            enqueue(cell, row: path)
        }
    }

    /// The rows whose frames meet the visible bounds grown by ``overscan``.
    internal func wantedRows() -> [IndexPath] {
        geometry.rows(from: bounds.minY - Self.overscan, to: bounds.maxY + Self.overscan)
    }

    /// The first row at the top of the bounds and how far the top is into it.
    private func anchorRow() -> (path: IndexPath, into: Double)? {
        guard let path = geometry.rows(from: bounds.minY, to: bounds.minY + 1).first else { return nil }
        return (path, bounds.minY - geometry.span(of: path).top)
    }

    /// Moves the offset so that the anchor row stays where it was on screen (SPEC L6).
    private func keepInPlace(_ anchor: (path: IndexPath, into: Double)?) {
        geometry.updateStarts()
        guard let anchor, geometry.contains(anchor.path), bounds.minY > contentOffsetRange.y.lowerBound else { return }
        let shift = geometry.span(of: anchor.path).top + anchor.into - bounds.minY
        if shift != 0 { shiftContent(byY: shift) }
    }

    /// Measures a row as its cell shows; `true` when its height changed (SPEC L6).
    private func measure(_ cell: TableViewCell, at path: IndexPath, width: Double) -> Bool {
        var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? Self.automaticDimension
        if height == Self.automaticDimension {
            if rowHeight != Self.automaticDimension {
                height = rowHeight
            } else {
                cell.frame = Rect(x: 0, y: 0, width: width, height: cell.bounds.height)
                height = cell.sizeThatFits(Size(width: width, height: .infinity)).height
            }
        }
        let valid = validHeight(height, for: path)
        return geometry.sections[path.section].setHeight(valid, ofRow: path.row) != 0
    }

    /// Asks the data source for a row's cell and adds it (SPEC L1, L10).
    internal func makeCell(for path: IndexPath) -> TableViewCell? {
        guard let dataSource else { return nil }
        var cell = dataSource.tableView(self, cellForRowAt: path)
        if let shown = cell.indexPath, cell.tableView === self, visibleCellsByRow[shown] === cell, shown != path {
            report(
                "tableView(_:cellForRowAt:) returned for \(path) the cell that shows \(shown); a plain cell stands in")
            cell = TableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard geometry.contains(path) else {
            // The data source changed the rows while it made the cell.
            if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
            return nil
        }
        cell.tableView = self
        cell.indexPath = path
        cell.setSelected(selectedRows.contains(path), animated: false)
        showEditing(of: cell, at: path, animated: false)
        cell.frame = rectForRowUnchecked(path)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        // Shown before the delegate hears of it, so an update it makes moves this cell too.
        visibleCellsByRow[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Sends a cell that no longer shows to its reuse queue.
    internal func enqueue(_ cell: TableViewCell, row: IndexPath) {
        if swipe?.row == row { closeSwipe(animated: false) }
        if deleteConfirmationRow == row { closeDeleteConfirmation() }
        if highlightedRow == row {
            cell.setHighlighted(false, animated: false)
            highlightedRow = nil
        }
        cell.indexPath = nil
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row)
    }

    /// A row's frame, for a row known to exist.
    internal func rectForRowUnchecked(_ path: IndexPath) -> Rect {
        let span = geometry.span(of: path)
        return Rect(x: 0, y: span.top, width: bounds.width, height: span.height)
    }
}
