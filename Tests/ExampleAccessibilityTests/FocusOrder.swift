import Graphics
import Testing
import TouchKit
import TouchKitTestHost

/// Tabbing through an example in the in-process host (SPEC A14, A19).
@MainActor
enum FocusOrder {
    static let tab = Key(
        keyCode: 23, keysym: 0xff09, characters: "\t", charactersIgnoringModifiers: "\t", modifierFlags: [])

    /// A host whose window (1024 by 640, as the examples' windows) shows `controller`.
    static func host(_ controller: ViewController, size: Size = Size(width: 1024, height: 640)) -> WindowTestHost {
        let host = WindowTestHost(size: size)
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        return host
    }

    /// Presses Tab from nothing focused until focus comes back to the first element
    /// (at most 500 times) and returns what took focus, each by its identifier, else its
    /// name, else its role; the order must be the tree's focusable nodes' (SPEC A14).
    static func tabOrder(_ host: WindowTestHost) -> [String] {
        host.window.focusAccessibilityNode(nil)
        var visited: [AccessibilityNode] = []
        for _ in 0..<500 {
            host.application.handleKey(tab, phase: .began, timestamp: 1)
            host.application.handleKey(tab, phase: .ended, timestamp: 1.05)
            guard let node = host.window.focusedAccessibilityNode, node != visited.first else { break }
            visited.append(node)
        }
        let tree = AccessibilityTree(window: host.window)
        #expect(visited == tree.focusableNodes, "Tab visits the focusable nodes in the tree's order")
        return visited.map { node in tree.info[node].map(key) ?? "?" }
    }

    /// A node as the order lists it: its identifier, else its name, else its role.
    static func key(_ info: AccessibilityNodeInfo) -> String {
        if !info.identifier.isEmpty { return info.identifier }
        return info.name.isEmpty ? info.role.rawValue : info.name
    }
}
