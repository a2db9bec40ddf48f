/// The section headers and footers that show, floating in `.plain` (SPEC L5), and their reuse.
extension TableView {
    /// Places the headers and footers of the sections that show; in `.plain` they
    /// float at the top and bottom of the bounds while their section shows.
    internal func layoutHeadersAndFooters() {
        let top = bounds.minY + adjustedContentInset.top
        let bottom = bounds.maxY - adjustedContentInset.bottom
        var headers: [Int: Rect] = [:]
        var footers: [Int: Rect] = [:]
        if let first = geometry.section(at: bounds.minY - Self.overscan), !geometry.sections.isEmpty {
            var index = first
            while index < geometry.sections.count, geometry.sections[index].start < bounds.maxY + Self.overscan {
                let section = geometry.sections[index]
                let end = section.start + section.height
                if section.header > 0 {
                    var y = section.start + section.spacing
                    if style == .plain { y = max(y, min(top, end - section.footer - section.header)) }
                    headers[index] = Rect(x: 0, y: y, width: bounds.width, height: section.header)
                }
                if section.footer > 0 {
                    var y = end - section.footer
                    if style == .plain {
                        y = min(y, max(bottom - section.footer, section.start + section.rowsStart))
                    }
                    footers[index] = Rect(x: 0, y: y, width: bounds.width, height: section.footer)
                }
                index += 1
            }
        }
        place(headers, in: \.headerViews, header: true)
        place(footers, in: \.footerViews, header: false)
    }

    /// Shows the header or footer views at `frames`: the delegate's view for a section,
    /// else a title view; views of sections no longer there go back (SPEC L5, L16).
    ///
    /// The views are read and written one section at a time, never held across a call
    /// out: taking a view off its table may cancel its touches, and the delegate that
    /// hears of it, or that makes a view, may reload the table, which takes every view
    /// off (found by the dispatch fuzzer with lists: an exclusive access to the views
    /// held across that reload).
    private func place(
        _ frames: [Int: Rect], in views: ReferenceWritableKeyPath<TableView, [Int: View]>, header: Bool
    ) {
        for section in Array(self[keyPath: views].keys) where frames[section] == nil {
            guard let view = self[keyPath: views][section] else { continue }
            self[keyPath: views][section] = nil
            recycleHeaderFooter(view)
        }
        for (section, frame) in frames {
            let view: View
            if let shown = self[keyPath: views][section] {
                view = shown
            } else {
                let made = makeHeaderFooter(section, header: header)
                if let shown = self[keyPath: views][section] {
                    // The delegate laid the table out meanwhile.
                    recycleHeaderFooter(made)
                    view = shown
                } else {
                    view = made
                    self[keyPath: views][section] = view
                    if view.superview !== self { addSubview(view) }
                }
            }
            if view.frame != frame { view.frame = frame }
        }
    }

    /// The view of a section's header or footer: the delegate's, else a title view.
    private func makeHeaderFooter(_ section: Int, header: Bool) -> View {
        let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let titleView = titleViewQueue.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        titleView.isTitleView = true
        titleView.prepareForReuse()
        titleView.textLabel.text =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        return titleView
    }

    /// Takes a header or footer view off the table: into its queue when it has one.
    private func recycleHeaderFooter(_ view: View) {
        view.removeFromSuperview()
        guard let headerFooter = view as? TableViewHeaderFooterView else { return }
        if headerFooter.isTitleView {
            titleViewQueue.append(headerFooter)
        } else if let identifier = headerFooter.reuseIdentifier {
            headerFooterQueues[identifier, default: []].append(headerFooter)
        }
    }

    /// Takes every header and footer view off: sections changed (SPEC L15).
    internal func recycleHeadersAndFooters() {
        let views = Array(headerViews.values) + Array(footerViews.values)
        headerViews = [:]
        footerViews = [:]
        for view in views { recycleHeaderFooter(view) }
    }

    /// Registers the class of the header and footer views made for `identifier`
    /// (SPEC L16).
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        headerFooterClasses[identifier] = viewClass
    }

    /// A header or footer view from `identifier`'s queue after its
    /// ``TableViewHeaderFooterView/prepareForReuse()``, a new one of the registered class,
    /// or `nil` (reported) when none is registered (SPEC L16).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterQueues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else {
            report(
                "dequeueReusableHeaderFooterView(withIdentifier:): no class registered for identifier \"\(identifier)\" "
                    + "(call register(_:forHeaderFooterViewReuseIdentifier:) first); nil returned")
            return nil
        }
        return viewClass.init(reuseIdentifier: identifier)
    }
}
