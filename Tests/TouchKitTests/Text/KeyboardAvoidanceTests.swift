import Testing
import TouchKit
import TouchKitTestHost

/// Keyboard avoidance: the text being edited scrolls into view above the keyboard, in
/// a window shrunk for it or covered by it, and the keyboard layout guide (SPEC X17).
@MainActor
@Suite("Keyboard avoidance")
struct KeyboardAvoidanceTests {
    /// A form-like window: a scroll view filling it with six fields 70 points apart.
    static func form(_ host: WindowTestHost) -> (ScrollView, [TextField]) {
        let scrollView = ScrollView(frame: host.window.bounds)
        host.window.addSubview(scrollView)
        var fields: [TextField] = []
        for index in 0..<6 {
            let field = TextField(frame: Rect(x: 20, y: 24 + Double(index) * 70, width: 300, height: 36))
            field.borderStyle = .roundedRect
            scrollView.addSubview(field)
            fields.append(field)
        }
        scrollView.contentSize = Size(width: 400, height: 24 + 6 * 70 + 40)
        return (scrollView, fields)
    }

    /// A view's frame in its window.
    static func inWindow(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

    @Test("X17: a window shrunk for the keyboard scrolls the field being edited into view")
    func shrunkWindow() {
        let host = WindowTestHost(size: Size(width: 400, height: 480))
        let (scrollView, fields) = Self.form(host)
        fields[5].becomeFirstResponder()
        #expect(scrollView.contentOffset.y == 0, "the field shows: nothing scrolls")
        scrollView.frame = Rect(x: 0, y: 0, width: 400, height: 240)
        host.window.resize(to: Size(width: 400, height: 240))
        let frame = Self.inWindow(fields[5])
        #expect(frame.maxY <= 240 - Window.keyboardAvoidanceMargin + 0.5, "\(frame)")
        #expect(frame.minY >= 0)
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test("X17: a keyboard covering the window's bottom scrolls the field above it; the guide is the covered part")
    func coveredWindow() {
        let host = WindowTestHost(size: Size(width: 400, height: 480))
        let (scrollView, fields) = Self.form(host)
        fields[4].becomeFirstResponder()
        let beforeRange = scrollView.contentOffsetRange.y.upperBound
        host.window.keyboardHeight = 260
        let frame = Self.inWindow(fields[4])
        #expect(frame.maxY <= 220 - Window.keyboardAvoidanceMargin + 0.5, "above the keyboard: \(frame)")
        #expect(scrollView.adjustedContentInset.bottom == 260, "the covered part is inset")
        #expect(scrollView.contentOffsetRange.y.upperBound == beforeRange + 260)
        #expect(host.window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 220, width: 400, height: 260))
        let guide = fields[0].keyboardLayoutGuide.layoutFrame
        #expect(guide.minY == 220 - fields[0].convert(Point.zero, to: nil).y, "in the view's coordinates")
        // Return to another field: it is revealed too.
        fields[5].becomeFirstResponder()
        #expect(Self.inWindow(fields[5]).maxY <= 220 - Window.keyboardAvoidanceMargin + 0.5)
        // The keyboard goes: the inset goes, and the guide is an empty strip at the bottom.
        host.window.keyboardHeight = 0
        #expect(scrollView.adjustedContentInset.bottom == 0)
        #expect(host.window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 480, width: 400, height: 0))
        #expect(scrollView.contentOffset.y <= scrollView.contentOffsetRange.y.upperBound)
    }

    @Test("X17: a text view taller than the room left shows its caret; bad heights count as none")
    func tallTextViewAndBadHeights() {
        let host = WindowTestHost(size: Size(width: 400, height: 480))
        let scrollView = ScrollView(frame: host.window.bounds)
        host.window.addSubview(scrollView)
        let notes = TextView(frame: Rect(x: 20, y: 300, width: 300, height: 400))
        scrollView.addSubview(notes)
        scrollView.contentSize = Size(width: 400, height: 800)
        notes.text = "a\nb"
        notes.becomeFirstResponder()
        host.window.keyboardHeight = 240
        let caret = notes.caretRect(for: notes.endOfDocument)
        let caretInWindow = notes.convert(caret, to: nil)
        #expect(caretInWindow.maxY <= 240 + 0.5, "the caret shows above the keyboard: \(caretInWindow)")
        #expect(caretInWindow.minY >= 0)
        for bad in [Double.nan, .infinity, -50] {
            host.window.keyboardHeight = bad
            #expect(host.window.keyboardLayoutGuide.layoutFrame.height == 0)
            #expect(scrollView.contentOffset.y.isFinite)
        }
    }
}
