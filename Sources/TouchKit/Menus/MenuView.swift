/// The rows of a menu's actions, in a popup (SPEC P62-P64, P68): a row highlights under
/// a finger and is picked where the finger lifts.
@MainActor
public final class MenuView: View {
    /// The height of a row, in points (SPEC P62, a choice).
    public static let rowHeight = 44.0
    /// The width of a menu, in points (SPEC P62, a choice).
    public static let width = 250.0
    /// The space before a row's title.
    static let inset = 16.0

    /// The actions shown, one row each.
    public let actions: [Action]
    /// The row highlighted, if any.
    public private(set) var highlightedIndex: Int?
    /// Runs when a row is picked.
    public var onPick: (@MainActor (Action) -> Void)?
    private var rows: [Label] = []

    /// The size a menu of `menu`'s visible actions takes.
    public static func size(for menu: Menu) -> Size {
        Size(width: width, height: rowHeight * Double(menu.visibleActions.count))
    }

    /// Creates the rows of `menu`'s visible actions.
    public init(menu: Menu) {
        actions = menu.visibleActions
        super.init(frame: Rect(origin: .zero, size: MenuView.size(for: menu)))
        backgroundColor = .secondarySystemBackground
        for (index, action) in actions.enumerated() {
            let row = Label(
                frame: Rect(x: 0, y: Double(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight))
            row.text = (action.state == .on ? "✓ " : action.state == .mixed ? "– " : "") + action.title
            row.textColor =
                action.attributes.contains(.disabled)
                ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
            row.isUserInteractionEnabled = false
            rows.append(row)
            addSubview(row)
        }
        layoutRows()
    }

    /// Insets each title from the row's leading edge.
    public override func layoutSubviews() { layoutRows() }

    private func layoutRows() {
        for (index, row) in rows.enumerated() {
            row.frame = Rect(
                x: Self.inset, y: Double(index) * Self.rowHeight, width: max(0, bounds.size.width - 2 * Self.inset),
                height: Self.rowHeight)
        }
    }

    /// The index of the enabled row at `point` (in the menu's coordinates), if any.
    public func enabledRow(at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.size.width, point.y >= 0 else {
            return nil
        }
        let index = Int(point.y / Self.rowHeight)
        guard index < actions.count, !actions[index].attributes.contains(.disabled) else { return nil }
        return index
    }

    /// Highlights the enabled row at `point`, or none (`nil`).
    public func highlight(at point: Point?) {
        let index = point.flatMap { enabledRow(at: $0) }
        guard index != highlightedIndex else { return }
        if let old = highlightedIndex { rows[old].backgroundColor = nil }
        highlightedIndex = index
        if let index { rows[index].backgroundColor = .systemFill }
        setNeedsDisplay()
    }

    /// Picks the enabled row at `point`, if any: ``onPick`` runs with its action.
    /// - Returns: Whether a row was picked.
    @discardableResult
    public func pick(at point: Point) -> Bool {
        guard let index = enabledRow(at: point) else {
            highlight(at: nil)
            return false
        }
        onPick?(actions[index])
        return true
    }

    // MARK: - Touches on the menu (SPEC P64)

    /// A touch on the menu highlights the row under it.
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        highlight(at: touches.first?.location(in: self))
    }

    /// The highlight follows the touch.
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        highlight(at: touches.first?.location(in: self))
    }

    /// The row the touch ends on is picked.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        pick(at: touch.location(in: self))
    }

    /// A cancelled touch picks nothing.
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        highlight(at: nil)
    }
}
