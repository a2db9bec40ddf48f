import Testing
import TouchKit

/// D3, D5: `autoresizingMask` — subviews follow their superview's size as UIKit's do,
/// so a window that the compositor resizes lays its views out again.
@MainActor
@Suite("autoresizingMask (SPEC D3, D5)")
struct AutoresizingTests {
    /// A 100x100 superview with a 20x20 subview at (10, 30): margins 10 | 20 | 70 across.
    static func make(_ mask: View.AutoresizingMask) -> (View, View) {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 30, width: 20, height: 20))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    @Test("D3: no mask: the frame stays", arguments: [Size(width: 200, height: 50), Size(width: 40, height: 300)])
    func fixed(_ size: Size) {
        let (parent, child) = Self.make([])
        parent.bounds.size = size
        #expect(child.frame == Rect(x: 10, y: 30, width: 20, height: 20))
    }

    @Test("D3: flexible width keeps both margins; flexible left margin pins the right edge")
    func widthAndMargins() {
        var (parent, child) = Self.make([.flexibleWidth])
        parent.bounds.size = Size(width: 200, height: 100)
        #expect(child.frame == Rect(x: 10, y: 30, width: 120, height: 20))
        (parent, child) = Self.make([.flexibleLeftMargin, .flexibleTopMargin])
        parent.bounds.size = Size(width: 200, height: 150)
        #expect(child.frame == Rect(x: 110, y: 80, width: 20, height: 20), "right and bottom margins kept")
    }

    @Test("D3: several flexible parts share the change in proportion to their lengths")
    func proportional() {
        let (parent, child) = Self.make([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleSize])
        parent.bounds.size = Size(width: 200, height: 50)
        // Across: 10 + 20 + 70 = 100 grow to 20 + 40 + 140. Down: only the height is
        // flexible (30 | 20 | 50): it takes the whole -50, and stops at zero.
        #expect(child.frame == Rect(x: 20, y: 30, width: 40, height: 0))
    }

    @Test("D3: autoresizesSubviews off: nothing moves")
    func switchedOff() {
        let (parent, child) = Self.make(.flexibleMargins)
        parent.autoresizesSubviews = false
        parent.bounds.size = Size(width: 300, height: 300)
        #expect(child.frame == Rect(x: 10, y: 30, width: 20, height: 20))
    }

    @Test("D5: a window resized by its backend resizes its root view and their subviews, then lays them out")
    func windowResize() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let bar = View(frame: Rect(x: 0, y: 0, width: 400, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let corner = View(frame: Rect(x: 360, y: 160, width: 30, height: 30))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        window.addSubview(bar)
        window.addSubview(corner)
        window.resize(to: Size(width: 640, height: 400))
        #expect(bar.frame == Rect(x: 0, y: 0, width: 640, height: 40))
        #expect(corner.frame == Rect(x: 600, y: 360, width: 30, height: 30))
    }
}
