/// The defaults of list cells (SPEC A17): a cell is one element labelled by the labels
/// inside it, unless it holds controls, which stay reachable as its children.
@MainActor
enum ListCellAccessibility {
    /// Whether a cell is one element: true unless an element inside it can take
    /// keyboard focus (a switch, a button, a text field, an item of a list in the row)
    /// **(choice)**.
    static func isElement(_ cell: View) -> Bool {
        !AccessibilityTree.exposedElements(in: cell).contains { node in
            AccessibilityTree.isFocusable(node.traits) || node.isSelectableItem
                || (node.editableText?.isEditable == true && !node.traits.contains(.notEnabled))
        }
    }

    /// The labels of the elements inside, in reading order, joined by ", " **(choice)**.
    static func label(_ cell: View) -> String? {
        let labels = AccessibilityTree.exposedElements(in: cell).compactMap { node -> String? in
            guard let label = node.label, !label.isEmpty else { return nil }
            return label
        }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }

    /// `.selected` while the cell's item is selected.
    static func traits(_ cell: View) -> AccessibilityTraits {
        AccessibilityNode.view(cell).isSelectedItem ? .selected : []
    }

    /// A tap's selection (SPEC A17): selects the item; whether it is selected after.
    static func activate(_ cell: View) -> Bool {
        let node = AccessibilityNode.view(cell)
        guard let (list, _) = node.listItem, node.isSelectableItem else { return false }
        return AccessibilityNode.view(list).setItem(node, selected: true)
    }
}

extension TableViewCell: AccessibilityDefaults {
    var builtInIsAccessibilityElement: Bool { ListCellAccessibility.isElement(self) }
    var builtInAccessibilityLabel: String? { ListCellAccessibility.label(self) }
    var builtInAccessibilityTraits: AccessibilityTraits { ListCellAccessibility.traits(self) }
    func builtInAccessibilityActivate() -> Bool { ListCellAccessibility.activate(self) }
}

extension CollectionViewCell: AccessibilityDefaults {
    var builtInIsAccessibilityElement: Bool { ListCellAccessibility.isElement(self) }
    var builtInAccessibilityLabel: String? { ListCellAccessibility.label(self) }
    var builtInAccessibilityTraits: AccessibilityTraits { ListCellAccessibility.traits(self) }
    func builtInAccessibilityActivate() -> Bool { ListCellAccessibility.activate(self) }
}
