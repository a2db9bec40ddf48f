import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `touchkit script`'s `hover` and `scroll` lines (SPEC P12).
@Suite("Script hover and scroll (SPEC P12)")
struct RecordingScriptPointerTests {
    @Test("P12: 'scroll' turns a wheel by steps, or scrolls a touchpad and lifts; 'hover' moves the pointer")
    func verbs() throws {
        let script = try RecordingScript(
            describedBy: """
                window 400x300
                hover 10,10 to 50,10 duration 32
                scroll 200,150 down steps 2
                scroll 200,150 left touchpad distance 90 duration 48
                """, fileName: "pointer.script")
        let kinds = script.recording.pointerEvents.map(\.kind)
        #expect(kinds.first == .hover(x: 10, y: 10))
        #expect(kinds.contains(.hover(x: 50, y: 10)))
        let wheel = kinds.filter {
            if case .axis(.wheel, _, _) = $0 { return true }
            return false
        }
        #expect(
            wheel
                == Array(
                    repeating: .axis(source: .wheel, delta: Point(x: 0, y: 10), steps: Point(x: 0, y: 1)), count: 2))
        let fingers = kinds.compactMap { kind -> Double? in
            if case .axis(.finger, let delta, nil) = kind { return delta.x }
            return nil
        }
        #expect(fingers.count == 3 && fingers.reduce(0, +) == -90)
        #expect(kinds.last == .axisStop(source: .finger))
        let text = script.recording.text
        #expect(try TouchRecording(parsing: text, fileName: "again").pointerEvents == script.recording.pointerEvents)
    }

    @Test("P12: a scroll or hover outside the window names its line")
    func outside() {
        #expect(throws: RecordingError.self) {
            _ = try RecordingScript(describedBy: "window 100x100\nscroll 200,10 down\n", fileName: "s")
        }
        do {
            _ = try RecordingScript(describedBy: "window 100x100\nwait 5\nhover 5,500\n", fileName: "s")
            Issue.record("a hover outside the window was accepted")
        } catch {
            #expect(error.description.hasPrefix("s:3: "), "\(error)")
        }
    }
}
