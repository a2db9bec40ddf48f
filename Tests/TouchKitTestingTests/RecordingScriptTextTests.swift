import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// The gesture description `touchkit script` reads, and the gestures it writes.
@Suite("RecordingScript: text descriptions and gestures")
struct RecordingScriptTextTests {
    @Test func aTapIsDownFrameUpFrame() throws {
        let script = try RecordingScript(describedBy: "tap 10,20 duration 80\n", fileName: "t")
        #expect(script.recording.windowSize == RecordingScript.defaultWindowSize)
        #expect(script.recording.events.map(\.description) == ["0 down 0 10 20", "0 frame", "80 up 0", "80 frame"])
    }

    @Test func twoFingerTapsStandInARowAroundThePoint() throws {
        let script = try RecordingScript(describedBy: "tap 100,50 fingers 2", fileName: "t")
        let downs = script.recording.events.compactMap { event -> Double? in
            if case .down(_, let x, _) = event.kind { x } else { nil }
        }
        #expect(downs == [100 - RecordingScript.fingerSpacing / 2, 100 + RecordingScript.fingerSpacing / 2])
    }

    @Test func dragsMoveEverySixteenMilliseconds() throws {
        let script = try RecordingScript(describedBy: "drag 0,0 to 160,0 duration 160", fileName: "t")
        let motions = script.recording.events.filter { $0.kind.verb == "motion" }
        #expect(motions.count == 10)
        #expect(motions.last?.kind == .motion(id: 0, x: 160, y: 0))
        #expect(motions.first?.time == 16)
    }

    @Test func swipesStartAtTheCentreAndPinchesSpreadTwoFingers() throws {
        let swipe = try RecordingScript(describedBy: "window 400x300\nswipe up distance 100", fileName: "t")
        #expect(swipe.recording.events.first?.kind == .down(id: 0, x: 200, y: 150))
        #expect(swipe.recording.events.last { $0.kind.verb == "motion" }?.kind == .motion(id: 0, x: 200, y: 50))
        let pinch = try RecordingScript(describedBy: "pinch 200,100 from 20 to 100 duration 32", fileName: "t")
        let last = pinch.recording.events.filter { $0.kind.verb == "motion" }.suffix(2).map(\.kind)
        #expect(last == [.motion(id: 0, x: 150, y: 100), .motion(id: 1, x: 250, y: 100)])
    }

    @Test(
        "errors name the line",
        arguments: [
            ("tap 1,2\nhop 3,4", 2, "unknown command 'hop'"),
            ("tap 1", 1, "expected 'tap <x>,<y>"),
            ("tap 1,2 fingers 11", 1, "fingers takes a whole number"),
            ("window 100x100\ndrag 10,10 to 500,10", 2, "fall outside the 100x100 window"),
            ("tap 1,2\nwindow 100x100", 2, "'window' must come before"),
            ("wait -5", 1, "expected 'wait <ms>'"),
        ])
    func errorsNameTheLine(_ text: String, _ line: Int, _ message: String) {
        #expect(throws: RecordingError.self) { try RecordingScript(describedBy: text, fileName: "g.txt") }
        do {
            _ = try RecordingScript(describedBy: text, fileName: "g.txt")
        } catch {
            #expect(error.line == line)
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func fittingScalesPositionsAndCountsOutside() {
        var script = RecordingScript(windowSize: Size(width: 200, height: 100))
        script.tap(0, at: Point(x: 150, y: 80))
        let recording = script.recording
        #expect(recording.positions(outside: Size(width: 100, height: 100)) == (outside: 1, total: 1))
        let fitted = recording.fitted(to: Size(width: 100, height: 50))
        #expect(fitted.windowSize == Size(width: 100, height: 50))
        #expect(fitted.events.first?.kind == .down(id: 0, x: 75, y: 40))
        #expect(fitted.positions(outside: Size(width: 100, height: 50)).outside == 0)
    }

    @Test func pointerEventsBecomeTouches() {
        let recording = TouchRecording(events: [
            TouchRecording.Event(time: 0, kind: .down(id: 0, x: 1, y: 2), touchType: .pointer),
            TouchRecording.Event(time: 0, kind: .frame),
        ])
        #expect(recording.pointerEventCount == 1)
        #expect(recording.pointerAsTouch.pointerEventCount == 0)
        #expect(recording.pointerAsTouch.events.first?.kind == .down(id: 0, x: 1, y: 2))
    }
}
