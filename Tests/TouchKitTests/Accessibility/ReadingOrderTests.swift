import Graphics
import Testing
import TouchKit
import TouchKitTestHost

/// SPEC A19: reading order by rows, for the tree and for keyboard focus.
@MainActor
@Suite("Reading order (SPEC A19)")
struct ReadingOrderTests {
    @Test(
        "A19: elements side by side are one row read leading to trailing, whichever top is higher; rows go top to bottom"
    )
    func rows() {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let right = Button(frame: Rect(x: 300, y: 8, width: 80, height: 40), title: "Right")
        let left = Button(frame: Rect(x: 20, y: 12, width: 80, height: 30), title: "Left")
        let label = Label(frame: Rect(x: 150, y: 14, width: 100, height: 20))
        label.text = "Middle"
        let below = Button(frame: Rect(x: 20, y: 60, width: 80, height: 30), title: "Below")
        for view in [below, right, label, left] { host.window.addSubview(view) }
        let tree = AccessibilityTree(window: host.window)
        #expect(tree.nodes.map { tree.info[$0]?.name } == ["Left", "Middle", "Right", "Below"])
        var visited: [AccessibilityNode?] = []
        for _ in 0..<3 {
            KeyboardFocusTests.press(host, KeyboardFocusTests.tab)
            visited.append(host.window.focusedAccessibilityNode)
        }
        #expect(visited == [.view(left), .view(right), .view(below)], "focus follows the rows")
    }

    @Test(
        "A19: an element whose middle is half the smaller height or more from the row's first middle starts a new row; non-finite frames do not trap"
    )
    func rowBreaks() {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let first = Button(frame: Rect(x: 200, y: 0, width: 80, height: 40), title: "First")
        let lower = Button(frame: Rect(x: 20, y: 20, width: 80, height: 40), title: "Lower")
        for view in [lower, first] { host.window.addSubview(view) }
        var tree = AccessibilityTree(window: host.window)
        #expect(
            tree.nodes.map { tree.info[$0]?.name } == ["First", "Lower"],
            "middles 20 apart, half the smaller height is 20")
        lower.frame.origin.y = 19
        tree = AccessibilityTree(window: host.window)
        #expect(tree.nodes.map { tree.info[$0]?.name } == ["Lower", "First"])
        let broken = Button(frame: .zero, title: "Broken")
        broken.accessibilityFrame = Rect(x: .nan, y: .infinity, width: 10, height: 10)
        host.window.addSubview(broken)
        tree = AccessibilityTree(window: host.window)
        #expect(tree.nodes.count == 3)
    }
}

/// SPEC A20: page controls are adjustable.
@MainActor
@Suite("Page controls in the accessibility tree (SPEC A20)")
struct PageControlAccessibilityTests {
    @Test("A20: a page control is adjustable, reads 'page n of m', and moves one page per step with .valueChanged")
    func pageControl() {
        let host = WindowTestHost(size: Size(width: 400, height: 300))
        let pages = PageControl(frame: Rect(x: 20, y: 20, width: 200, height: 26))
        pages.numberOfPages = 3
        var changes = 0
        pages.addAction(for: .valueChanged) { _ in changes += 1 }
        host.window.addSubview(pages)
        var tree = AccessibilityTree(window: host.window)
        let info = tree.info[.view(pages)]
        #expect(info?.role == .slider && info?.value == "page 1 of 3")
        #expect(info?.states.contains(.focusable) == true)
        #expect(info?.numericValue?.current == 0 && info?.numericValue?.maximum == 2)
        #expect(info?.numericValue?.increment == 1)
        host.window.focusAccessibilityNode(.view(pages))
        KeyboardFocusTests.press(host, KeyboardFocusTests.right)
        #expect(pages.currentPage == 1 && changes == 1)
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2 && changes == 2, "no page past the last")
        tree = AccessibilityTree(window: host.window)
        #expect(tree.info[.view(pages)]?.value == "page 3 of 3")
    }
}
