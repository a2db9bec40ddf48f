import Testing
import TouchKit

/// SPEC W1-W10 on the pure frame builder: synthetic wl_touch sequences in, frames out.
@Suite("Frame builder (SPEC W)")
struct FrameBuilderTests {
    let window = WindowID(rawValue: 7)

    func phases(_ frame: TouchFrame) -> [Int32: TouchPhase] {
        Dictionary(uniqueKeysWithValues: frame.points.map { ($0.id.number, $0.phase) })
    }

    @Test("W1: changes are collected until frame and become one frame")
    func w1OneFramePerWlTouchFrame() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: Point(x: 1, y: 2), time: 10)
        b.down(id: 1, window: window, location: Point(x: 3, y: 4), time: 10)
        #expect(b.hasPendingChanges)
        let frames = b.frame()
        #expect(frames.count == 1)
        #expect(phases(frames[0]) == [0: .began, 1: .began])
        b.motion(id: 0, location: Point(x: 5, y: 6), time: 20)
        b.motion(id: 0, location: Point(x: 7, y: 8), time: 21)
        let moved = b.frame()
        #expect(moved.count == 1)
        #expect(moved[0].points.first { $0.id.number == 0 }?.location == Point(x: 7, y: 8))
        #expect(b.frame().isEmpty, "a frame with no changes produces nothing")
    }

    @Test("W2: a finger that did not change is in the frame as stationary")
    func w2Stationary() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: .zero, time: 1)
        b.down(id: 1, window: window, location: .zero, time: 1)
        _ = b.frame()
        b.motion(id: 1, location: Point(x: 9, y: 9), time: 2)
        let frame = b.frame()[0]
        #expect(phases(frame) == [0: .stationary, 1: .moved])
    }

    @Test("W3: cancel cancels every active touch of the seat")
    func w3Cancel() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: .zero, time: 1)
        b.down(id: 1, window: window, location: .zero, time: 1)
        _ = b.frame()
        b.down(id: 2, window: window, location: .zero, time: 2)  // never delivered
        let frames = b.cancel()
        #expect(frames.count == 1)
        #expect(phases(frames[0]) == [0: .cancelled, 1: .cancelled])
        #expect(b.activeTouchCount == 0)
        #expect(b.frame().isEmpty)
    }

    @Test("W4: flush delivers an up whose frame never comes")
    func w4MissingFrameAfterLastUp() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: .zero, time: 1)
        _ = b.frame()
        b.up(id: 0, time: 50)  // Weston sends no frame after the last up
        let frames = b.flush()
        #expect(frames.count == 1)
        #expect(phases(frames[0]) == [0: .ended])
        #expect(b.activeTouchCount == 0)
    }

    @Test("W5: down and up of one id in one frame give began, then ended")
    func w5QuickTap() {
        var b = TouchFrameBuilder()
        b.down(id: 3, window: window, location: Point(x: 1, y: 1), time: 1)
        b.up(id: 3, time: 2)
        let frames = b.frame()
        #expect(frames.map(phases) == [[3: .began], [3: .ended]])
        // The same id reused within a frame: the old one ends first.
        b.down(id: 4, window: window, location: .zero, time: 3)
        _ = b.frame()
        b.up(id: 4, time: 4)
        b.down(id: 4, window: window, location: Point(x: 2, y: 2), time: 4)
        let reuse = b.frame()
        #expect(reuse.map(phases) == [[4: .ended], [4: .began]])
    }

    @Test("W6: compositor faults are reported once per kind and survived")
    func w6Faults() {
        final class Box: @unchecked Sendable { var faults: [TouchFrameBuilder.Fault] = [] }
        let box = Box()
        var b = TouchFrameBuilder()
        b.faultHandler = { box.faults.append($0) }
        b.motion(id: 9, location: .zero, time: 1)
        b.motion(id: 8, location: .zero, time: 1)
        b.up(id: 9, time: 1)
        b.shape(id: 9, major: 2, minor: 1)
        #expect(b.frame().isEmpty)
        b.down(id: 0, window: window, location: .zero, time: 2)
        _ = b.frame()
        b.down(id: 0, window: window, location: Point(x: 5, y: 5), time: 3)  // already down
        let frames = b.frame()
        #expect(frames.map(phases) == [[0: .cancelled], [0: .began]], "old touch closed, new one not lost")
        #expect(b.faultCount == 5)
        #expect(
            box.faults.map(\.kind) == [
                "motion-for-unknown-touch", "up-for-unknown-touch", "property-for-unknown-touch",
                "down-for-active-touch",
            ])
        b.up(id: 0, time: 4)
        #expect(b.frame().map(phases) == [[0: .ended]])
        #expect(b.activeTouchCount == 0)
    }

    @Test("W7: surface-local coordinates and compositor times in seconds, nanoseconds when offered")
    func w7CoordinatesAndTimes() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: Point(x: 10.25, y: 20.5), time: 1500)
        let began = b.frame()[0]
        #expect(began.points[0].location == Point(x: 10.25, y: 20.5))
        #expect(began.timestamp == 1.5)
        b.setPreciseTimestamp(nanoseconds: 1_500_123_456)
        b.motion(id: 0, location: Point(x: 11, y: 21), time: 1500)
        let moved = b.frame()[0]
        #expect(abs(moved.points[0].timestamp - 1.500123456) < 1e-12)
    }

    @Test("W8: shape and orientation are kept on the touch")
    func w8ShapeAndOrientation() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: .zero, time: 1)
        b.shape(id: 0, major: 30, minor: 20)
        b.orientation(id: 0, degrees: 45)
        let p = b.frame()[0].points[0]
        #expect(p.majorRadius == 15 && p.minorRadius == 10 && p.orientation == 45)
        b.shape(id: 0, major: 40, minor: 40)  // a frame that only changes the shape
        let q = b.frame()[0].points[0]
        #expect(q.phase == .moved && q.majorRadius == 20)
    }

    @Test("W9: each seat has its own builder; frames name their seat and window")
    func w9SeatsAndWindows() {
        var a = TouchFrameBuilder(seat: SeatID("seat0"))
        var b = TouchFrameBuilder(seat: SeatID("seat1"))
        a.down(id: 0, window: WindowID(rawValue: 1), location: .zero, time: 1)
        b.down(id: 0, window: WindowID(rawValue: 2), location: .zero, time: 1)
        let fa = a.frame()[0]
        let fb = b.frame()[0]
        #expect(fa.seat == SeatID("seat0") && fa.points[0].window == WindowID(rawValue: 1))
        #expect(fb.seat == SeatID("seat1") && fb.points[0].window == WindowID(rawValue: 2))
    }

    @Test("W10: the primary pointer button acts as one finger, and can be switched off")
    func w10PointerAsTouch() {
        var b = TouchFrameBuilder()
        b.pointerEnter(window: window, location: Point(x: 5, y: 5))
        b.pointerMotion(location: Point(x: 6, y: 6), time: 1)
        #expect(b.pointerFrame().isEmpty, "moving without a button is not a touch")
        b.pointerPrimaryButton(pressed: true, time: 2)
        let down = b.pointerFrame()[0].points[0]
        #expect(down.phase == .began && down.type == .pointer && down.location == Point(x: 6, y: 6))
        b.pointerMotion(location: Point(x: 8, y: 9), time: 3)
        #expect(b.pointerFrame()[0].points[0].phase == .moved)
        b.pointerPrimaryButton(pressed: false, time: 4)
        #expect(b.pointerFrame()[0].points[0].phase == .ended)

        var off = TouchFrameBuilder(pointerActsAsTouch: false)
        off.pointerEnter(window: window, location: .zero)
        off.pointerPrimaryButton(pressed: true, time: 1)
        #expect(off.pointerFrame().isEmpty)
    }

    @Test("F4: a window that goes away has its fingers cancelled")
    func f4ForgetWindow() {
        var b = TouchFrameBuilder()
        b.down(id: 0, window: window, location: .zero, time: 1)
        b.down(id: 1, window: WindowID(rawValue: 99), location: .zero, time: 1)
        _ = b.frame()
        let frames = b.forgetWindow(window)
        #expect(phases(frames[0]) == [0: .cancelled, 1: .stationary])
        #expect(b.activeTouchCount == 1)
    }
}
