import Testing
import TouchKit
import TouchKitTestHost

/// A delegate that logs a text view's calls.
@MainActor
final class LoggingTextViewDelegate: TextViewDelegate {
    var log: [String] = []
    func textViewDidBeginEditing(_ textView: TextView) { log.append("didBegin") }
    func textViewDidEndEditing(_ textView: TextView) { log.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
        log.append("shouldChange")
        return true
    }
    func textViewDidChange(_ textView: TextView) { log.append("didChange") }
}

/// The multi-line text view (SPEC X1, X3, X6-X8).
@MainActor
@Suite("Text view")
struct TextViewTests {
    @Test("X8: in a text view Return inserts a line break; Up and Down move between lines")
    func returnAndLines() {
        let host = WindowTestHost()
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(view)
        let delegate = LoggingTextViewDelegate()
        view.delegate = delegate
        #expect(view.becomeFirstResponder())
        host.type(text: "abcdef")
        host.type(TestKey.key(TestKey.returnKey, "\r"))
        host.type(text: "de")
        #expect(view.text == "abcdef\nde")
        host.type(TestKey.key(TestKey.up))
        #expect(view.selectedOffsets == 2..<2)
        host.type(TestKey.key(TestKey.end))
        #expect(view.selectedOffsets == 6..<6)
        host.type(TestKey.key(TestKey.down))
        #expect(view.selectedOffsets == 9..<9)
        #expect(delegate.log.first == "didBegin")
        #expect(delegate.log.contains("shouldChange") && delegate.log.contains("didChange"))
        view.resignFirstResponder()
        #expect(delegate.log.last == "didEnd")
    }

    @Test("X3: a text view scrolls to keep the caret in sight as lines are added")
    func scrollsToTheCaret() {
        let host = WindowTestHost()
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        host.window.addSubview(view)
        view.becomeFirstResponder()
        for _ in 0..<12 {
            host.type(text: "line")
            host.type(TestKey.key(TestKey.returnKey, "\r"))
        }
        host.window.layoutIfNeeded()
        #expect(view.contentSize.height > 200)
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(caret.maxY <= view.contentOffset.y + view.bounds.height + 0.5)
        #expect(caret.minY >= view.contentOffset.y - 0.5)
    }

    @Test("X11: a tap in a text view begins editing and places the caret")
    func tapPlacesTheCaret() {
        let host = WindowTestHost()
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        host.window.addSubview(view)
        view.text = "first line\nsecond line"
        host.window.layoutIfNeeded()
        let target = view.caretRect(for: TextPosition(offset: 18))
        host.tap(0, target.midX, target.midY)
        host.wait(0.5)
        #expect(view.isEditing)
        #expect(view.selectedOffsets == 18..<18)
    }
}
