import TouchKit

/// The D-Bus object paths of the tree's nodes (SPEC A11): a number per node, kept
/// while the object lives, never reused, so a path of a node that is gone names
/// nothing.
@MainActor
struct ObjectPaths {
    /// A weak reference to a node.
    private struct Entry {
        weak var view: View?
        weak var element: AccessibilityElement?
        var node: AccessibilityNode? {
            if let view { return .view(view) }
            if let element { return .element(element) }
            return nil
        }
    }

    private var numbers: [ObjectIdentifier: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var next = 1

    /// The path of `node`, given one on first use.
    mutating func path(of node: AccessibilityNode) -> String {
        if let number = numbers[node.id], let entry = entries[number], entry.node == node {
            return ATSPI.pathPrefix + String(number)
        }
        if entries.count > 4096 { prune() }
        let number = next
        next += 1
        numbers[node.id] = number
        switch node {
        case .view(let view): entries[number] = Entry(view: view)
        case .element(let element): entries[number] = Entry(element: element)
        }
        return ATSPI.pathPrefix + String(number)
    }

    /// The node a path names, if it still lives (the tree decides whether it is exposed).
    func node(at path: String) -> AccessibilityNode? {
        guard path.hasPrefix(ATSPI.pathPrefix), let number = Int(path.dropFirst(ATSPI.pathPrefix.count)) else {
            return nil
        }
        return entries[number]?.node
    }

    /// Forgets the entries whose objects are gone.
    private mutating func prune() {
        entries = entries.filter { $0.value.node != nil }
        numbers = numbers.filter { entries[$0.value] != nil }
    }
}
