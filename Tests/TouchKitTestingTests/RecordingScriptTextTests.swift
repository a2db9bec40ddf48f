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

    @Test("a trailing wait is kept: the recording ends that much later, in its text and after parsing it back")
    func aTrailingWaitIsKept() throws {
        let script = try RecordingScript(describedBy: "tap 10,20 duration 80\nwait 500\n", fileName: "t")
        #expect(script.recording.events.last?.time == 80)
        #expect(script.recording.endTime == 580)
        #expect(script.recording.duration == 580)
        #expect(script.recording.text.contains("# end 580\n"), "\(script.recording.text)")
        let parsed = try TouchRecording(parsing: script.recording.text, fileName: "t")
        #expect(parsed.endTime == 580 && parsed == script.recording)
        let noWait = try RecordingScript(describedBy: "wait 100\ntap 10,20\n", fileName: "t")
        #expect(noWait.recording.endTime == nil, "a wait before a gesture does not set the end")
        #expect(!noWait.recording.text.contains("# end"))
    }

    @Test(
        "an end before the last event, twice or malformed, is refused with its line",
        arguments: [
            (
                "touchkit-recording 1\n# end 10\n20 down 0 1 1\n20 frame\n", 2,
                "comes before the event at 20 ms on line 4"
            ),
            ("touchkit-recording 1\n# end 10\n# end 20\n", 3, "given twice (first on line 2)"),
            ("touchkit-recording 1\n# end soon\n", 2, "expected '# end <ms>'"),
            ("touchkit-recording 1\n# end -3\n", 2, "expected '# end <ms>'"),
        ])
    func badEndTimes(_ text: String, _ line: Int, _ message: String) {
        do {
            _ = try TouchRecording(parsing: text, fileName: "r.touches")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @MainActor
    @Test("hold rests still and lifts; long-press rests 800 ms, then drags to its 'to' point")
    func holdAndLongPress() throws {
        let hold = try RecordingScript(describedBy: "hold 10,20 duration 700", fileName: "t")
        #expect(hold.recording.events.map(\.description) == ["0 down 0 10 20", "0 frame", "700 up 0", "700 frame"])
        let press = try RecordingScript(describedBy: "long-press 100,100 to 200,100", fileName: "t")
        let motions = press.recording.events.filter { $0.kind.verb == "motion" }
        let firstMotion = try #require(motions.first?.time)
        #expect(firstMotion > RecordingScript.longPressDuration, "it rests before it moves")
        #expect(firstMotion <= RecordingScript.longPressDuration + RecordingScript.frameInterval)
        #expect(motions.last?.kind == .motion(id: 0, x: 200, y: 100))
        #expect(
            RecordingScript.longPressDuration / 1000
                > LongPressGestureRecognizer(target: nil, action: nil).minimumPressDuration)
        let still = try RecordingScript(describedBy: "long-press 100,100 fingers 2", fileName: "t")
        #expect(still.recording.events.allSatisfy { $0.kind.verb != "motion" })
        #expect(still.recording.events.last?.time == RecordingScript.longPressDuration)
    }

    @Test("rotate turns two fingers on a circle, clockwise on the screen for a positive angle")
    func rotateTurnsTwoFingers() throws {
        let script = try RecordingScript(describedBy: "rotate 200,200 by 90 radius 50 duration 32", fileName: "t")
        let downs = script.recording.events.filter { $0.kind.verb == "down" }.map(\.kind)
        #expect(downs == [.down(id: 0, x: 150, y: 200), .down(id: 1, x: 250, y: 200)])
        let last = script.recording.events.filter { $0.kind.verb == "motion" }.suffix(2).map(\.kind)
        guard case .motion(1, let x, let y) = last.last else {
            Issue.record("no motion of finger 1: \(last)")
            return
        }
        // A quarter turn clockwise (y grows downwards) takes the right finger below the centre.
        #expect(abs(x - 200) < 1e-9 && abs(y - 250) < 1e-9)
        #expect(throws: RecordingError.self) { try RecordingScript(describedBy: "rotate 1,1 by", fileName: "t") }
        let back = try RecordingScript(describedBy: "rotate 200,200 by -45", fileName: "t")
        #expect(back.recording.events.count { $0.kind.verb == "motion" } == 2 * 25)
    }

    @Test(
        "a touch sequence starts outside only where its first finger goes down outside; later fingers and moves do not count"
    )
    func sequenceStartsOutside() throws {
        let text = """
            touchkit-recording 1
            0 down 0 10 10
            0 down 1 500 10
            0 frame
            16 motion 0 600 10
            16 frame
            32 up 0
            32 up 1
            32 frame
            48 down 0 700 10
            48 frame
            64 up 0
            64 frame
            80 down 3 20 20
            80 frame
            96 cancel
            """
        let recording = try TouchRecording(parsing: text, fileName: "r.touches")
        let starts = recording.sequenceStarts(outside: Size(width: 100, height: 100))
        #expect(starts.map(\.line) == [10])
        #expect(recording.sequenceStarts(outside: Size(width: 1000, height: 100)).isEmpty)
    }
}
