import Foundation
import TouchKit

/// The accessibility pane: the tree the window exposes to screen readers, one line per
/// node, indented by depth, as Accerciser shows it (SPEC A2, A8, A9): role, name, value
/// and the states that matter (focused, checked, not sensitive).
///
/// Shown when `TOUCHINSPECTOR_ACCESSIBILITY=1`, over the right side of the canvas; it
/// only displays (hit-testing skips it, H2) and is itself hidden from the tree.
@MainActor
final class AccessibilityPane: View {
    static let width = 360.0
    static let lineHeight = 17.0
    private let font = Font.monospaced(size: 12)
    private var layouts: [TextLayout] = []

    /// Whether the environment asks for the pane.
    static var isRequested: Bool { ProcessInfo.processInfo.environment["TOUCHINSPECTOR_ACCESSIBILITY"] == "1" }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 1, alpha: 0.88)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        accessibilityIdentifier = "accessibilityPane"
    }

    /// The lines for `tree`: the window, then every node, indented by depth.
    static func lines(for tree: AccessibilityTree) -> [String] {
        func line(_ node: AccessibilityNode, depth: Int) -> String {
            guard let info = tree.info[node] else { return "" }
            var text = String(repeating: "  ", count: depth) + info.role.rawValue
            if !info.name.isEmpty { text += " \"\(info.name.prefix(40))\"" }
            if !info.value.isEmpty { text += " = \(info.value)" }
            if info.states.contains(.focused) { text += " [focused]" }
            if info.states.contains(.checked) { text += " [checked]" }
            if !info.states.contains(.sensitive) { text += " [insensitive]" }
            return text
        }
        var result = [line(tree.root, depth: 0)]
        func walk(_ node: AccessibilityNode, depth: Int) {
            for child in tree.children(of: node) {
                result.append(line(child, depth: depth))
                walk(child, depth: depth + 1)
            }
        }
        walk(tree.root, depth: 1)
        return result
    }

    /// Reads the window's tree again and redraws.
    func update() {
        guard let window else { return }
        layouts = Self.lines(for: AccessibilityTree(window: window)).map {
            TextLayout(text: $0, font: font, color: Color(white: 0.15))
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        for (index, layout) in layouts.enumerated() {
            context.draw(layout, at: Point(x: 10, y: 8 + Double(index) * Self.lineHeight))
        }
    }
}
