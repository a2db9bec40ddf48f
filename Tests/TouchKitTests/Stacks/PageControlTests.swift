import Testing
import TouchKit

/// SPEC K4: the page control's dots, taps, drags and scroll-view following.
@MainActor
@Suite("PageControl (SPEC K4)")
struct PageControlTests {
    /// A 5-page control 200 points wide at the top of a window.
    func host() -> (TestHost, PageControl, Counter) {
        let h = TestHost()
        let pager = PageControl(frame: Rect(x: 100, y: 100, width: 200, height: 26))
        pager.numberOfPages = 5
        let counter = Counter()
        pager.addAction(for: .valueChanged) { _ in counter.count += 1 }
        h.window.addSubview(pager)
        return (h, pager, counter)
    }

    @MainActor final class Counter { var count = 0 }

    @Test("K4: currentPage stays within the pages; setting it in code sends nothing")
    func k4Clamp() {
        let (_, pager, counter) = host()
        pager.currentPage = 9
        #expect(pager.currentPage == 4)
        pager.currentPage = -2
        #expect(pager.currentPage == 0)
        pager.currentPage = 3
        pager.numberOfPages = 2
        #expect(pager.currentPage == 1)
        #expect(counter.count == 0)
        #expect(pager.size(forNumberOfPages: 5).width == 4 * PageControl.dotPitch + PageControl.dotDiameter + 16)
    }

    @Test("K4: a tap right of the current dot goes one page on, left of it one back, with .valueChanged")
    func k4Tap() {
        let (h, pager, counter) = host()
        pager.currentPage = 2
        let current = pager.convert(pager.centerOfDot(at: 2), to: nil)
        h.tap(0, current.x + 40, current.y)
        #expect(pager.currentPage == 3 && counter.count == 1)
        h.tap(0, current.x - 60, current.y)
        #expect(pager.currentPage == 2 && counter.count == 2)
        let last = pager.convert(pager.centerOfDot(at: 4), to: nil)
        pager.currentPage = 4
        h.tap(0, last.x + 30, last.y)
        #expect(pager.currentPage == 4 && counter.count == 2, "no page beyond the last, nothing sent")
    }

    @Test("K4: a drag along the dots moves the page to the dot under the finger")
    func k4Drag() {
        let (h, pager, counter) = host()
        let first = pager.convert(pager.centerOfDot(at: 0), to: nil)
        let fourth = pager.convert(pager.centerOfDot(at: 3), to: nil)
        h.drag(from: first, to: fourth, steps: 6)
        #expect(pager.currentPage == 3)
        #expect(counter.count == 3, "one .valueChanged per page passed")
    }

    @Test("K4: the dots follow a paging scroll view; the current dot is drawn in the label colour")
    func k4FollowsScrollView() throws {
        let (h, pager, _) = host()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        scroll.isPagingEnabled = true
        scroll.contentSize = Size(width: 500, height: 50)
        h.window.addSubview(scroll)
        scroll.setContentOffset(Point(x: 290, y: 0), animated: false)
        pager.follow(scroll)
        #expect(pager.currentPage == 3)
        let image = try h.window.snapshot()
        let centre = pager.convert(pager.centerOfDot(at: 3), to: nil)
        let other = pager.convert(pager.centerOfDot(at: 1), to: nil)
        #expect(image.color(x: Int(centre.x), y: Int(centre.y)).red < 0.1, "the current dot is dark")
        #expect(image.color(x: Int(other.x), y: Int(other.y)).red > 0.7, "the others are light")
    }
}
