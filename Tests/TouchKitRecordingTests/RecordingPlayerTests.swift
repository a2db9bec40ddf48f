import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Playing recordings into the event model through `TouchFrameBuilder`.
@Suite("Recording playback into TouchFrameBuilder")
struct RecordingPlayerTests {
    let window = WindowID(rawValue: 3)

    /// The ids of the points in `frames` with `phase`, in order.
    func ids(_ frames: [TouchFrame], _ phase: TouchPhase) -> [Int32] {
        frames.flatMap { $0.points.filter { $0.phase == phase }.map(\.id.number) }
    }

    @Test(
        "every down becomes one began and every up one ended; one frame per frame line",
        arguments: RecordingFixtures.expected)
    func realRecordingPlays(_ expected: RecordingFixtures.Expected) throws {
        let recording = try TouchRecording(contentsOf: expected.path)
        var player = RecordingPlayer(window: window)
        let timed = player.play(recording)
        let frames = timed.map(\.frame)

        #expect(player.builder.faultCount == 0)
        #expect(frames.count == expected.frames)
        let downs = recording.events.compactMap { if case .down(let id, _, _) = $0.kind { id } else { nil } }
        let ups = recording.events.compactMap { if case .up(let id) = $0.kind { id } else { nil } }
        #expect(ids(frames, .began) == downs)
        #expect(ids(frames, .ended) == ups)
        #expect(ids(frames, .cancelled).isEmpty)
        #expect(frames.map(\.points.count).max() == expected.maxFingers)
        #expect(frames.allSatisfy { $0.hasChanges && $0.seat == .default })
        #expect(frames.allSatisfy { $0.points.allSatisfy { $0.window == window } })
        #expect(player.builder.activeTouchCount == 0, "no finger is left down")

        // Each frame comes at the time of its frame line. Its timestamp is that of the
        // latest timed event (shape carries no time), with the decimals kept.
        var frameTimes: [Double] = []
        var stamps: [Double] = []
        var latestTimed = 0.0
        for event in recording.events {
            switch event.kind {
            case .down, .motion, .up: latestTimed = event.time
            case .frame:
                frameTimes.append(event.time)
                stamps.append(latestTimed / 1000)
            default: break
            }
        }
        #expect(timed.map(\.time) == frameTimes)
        #expect(zip(timed, stamps).allSatisfy { abs($0.frame.timestamp - $1) < 1e-9 })
    }

    @Test("SPEC W2: the four-finger drag has frames where unchanged fingers are stationary")
    func w2StationaryFingersInFourFingerDrag() throws {
        let recording = try TouchRecording(
            contentsOf: "\(RecordingFixtures.directory)/real-atmel-four-finger-drag.touches")
        let frames = recording.frames(window: window)
        let mixed = frames.filter { frame in
            frame.points.contains { $0.phase == .stationary } && frame.points.contains { $0.phase == .moved }
        }
        #expect(!mixed.isEmpty)
        // The frame where finger 3 joins while only 0, 1 and 2 move lists all four.
        #expect(frames.contains { $0.points.count == 4 && $0.points.contains { $0.phase == .began } })
        // Three fingers lift in one frame.
        #expect(frames.contains { $0.points.filter { $0.phase == .ended }.count == 3 })
    }

    @Test("SPEC W2: in the two-finger scroll an up and a motion share a frame")
    func w2UpAndMotionShareAFrame() throws {
        let recording = try TouchRecording(
            contentsOf: "\(RecordingFixtures.directory)/real-ep0430-two-finger-scroll.touches")
        let frames = recording.frames(window: window)
        #expect(
            frames.contains { frame in
                frame.points.contains { $0.phase == .ended } && frame.points.contains { $0.phase == .moved }
            })
    }

    @Test("SPEC W8: shape changes reach the points as radii")
    func w8ShapeReachesPoints() throws {
        var script = RecordingScript()
        script.down(0, at: Point(x: 1, y: 2))
        script.shape(0, major: 10, minor: 6)
        script.orientation(0, degrees: 45)
        script.frame()
        let point = try #require(script.recording.frames(window: window).first?.points.first)
        #expect(point.majorRadius == 5)
        #expect(point.minorRadius == 3)
        #expect(point.orientation == 45)
    }

    @Test("SPEC W10: events marked 'pointer' replay as the pointer's finger, of type pointer")
    func pointerEventsReplayAsPointer() throws {
        let recording = try TouchRecording(
            parsing: """
                touchkit-recording 1
                0 down 0 10 20 pointer
                0 frame
                16 motion 0 12 22 pointer
                16 frame
                30 up 0 pointer
                30 frame
                40 down 0 1 2
                40 frame
                50 down 0 5 5 pointer
                50 frame
                60 cancel pointer
                """, fileName: "pointer.touches")
        var player = RecordingPlayer(window: window)
        let frames = player.play(recording).map(\.frame)
        let points = frames.flatMap(\.points)
        #expect(points.map(\.id.type) == [.pointer, .pointer, .pointer, .direct, .direct, .pointer, .direct, .pointer])
        #expect(points.map(\.phase) == [.began, .moved, .ended, .began, .stationary, .began, .stationary, .cancelled])
        #expect(points[1].location == Point(x: 12, y: 22))
        #expect(player.builder.faultCount == 0)
    }

    @Test("SPEC W4: a recording without a final frame is flushed at the end")
    func w4FlushAtEnd() {
        var script = RecordingScript()
        script.down(0, at: Point(x: 1, y: 2))
        script.frame()
        script.wait(40.25)
        script.up(0)
        let timed = script.recording.timedFrames(window: window)
        #expect(timed.count == 2)
        #expect(timed.last?.time == 40.25)
        #expect(timed.last?.frame.points.map(\.phase) == [.ended])
        #expect(timed.last?.frame.timestamp == 0.04025)
    }

    @Test("flush .whenTimeAdvances delivers a frameless up before later events")
    func flushWhenTimeAdvances() {
        var script = RecordingScript()
        script.down(0, at: Point(x: 1, y: 2))
        script.frame()
        script.wait(10)
        script.up(0)
        script.wait(10)
        script.down(1, at: Point(x: 5, y: 5))
        script.frame()
        let atEnd = script.recording.timedFrames(window: window)
        #expect(atEnd.map(\.time) == [0, 20])
        #expect(atEnd.last?.frame.points.map(\.phase) == [.ended, .began])

        let eager = script.recording.timedFrames(window: window, flush: .whenTimeAdvances)
        #expect(eager.map(\.time) == [0, 10, 20])
        #expect(eager.map { $0.frame.points.map(\.phase) } == [[.began], [.ended], [.began]])
    }

    @Test("SPEC W3: cancel yields a cancelled frame at its time")
    func w3Cancel() {
        var script = RecordingScript()
        script.down(0, at: Point(x: 1, y: 2))
        script.down(1, at: Point(x: 3, y: 4))
        script.frame()
        script.wait(7)
        script.cancel()
        let timed = script.recording.timedFrames(window: window)
        #expect(timed.count == 2)
        #expect(timed[1].time == 7)
        #expect(timed[1].frame.points.map(\.phase) == [.cancelled, .cancelled])
    }

    @Test("SPEC W5: a down and up in one frame give began then ended")
    func w5TapInOneFrame() {
        var script = RecordingScript()
        script.down(0, at: Point(x: 1, y: 2))
        script.wait(3)
        script.up(0)
        script.frame()
        #expect(script.recording.frames(window: window).map { $0.points.map(\.phase) } == [[.began], [.ended]])
    }

    @Test("startTime and seat shape the frames' timestamps and seat")
    func startTimeAndSeat() {
        var script = RecordingScript()
        script.wait(1.5)
        script.down(0, at: Point(x: 1, y: 2))
        script.frame()
        let frame = script.recording.frames(window: window, seat: SeatID("seat9"), startTime: 100).first
        #expect(frame?.seat == SeatID("seat9"))
        #expect(frame?.timestamp == 100.0015)
    }

    @Test("SPEC W6: faults in a recording are survived and counted")
    func w6FaultsCounted() {
        var script = RecordingScript()
        script.move(4, to: Point(x: 1, y: 1))
        script.up(4)
        script.frame()
        var player = RecordingPlayer(window: window)
        #expect(player.play(script.recording).isEmpty)
        #expect(player.builder.faultCount == 2)
    }
}
