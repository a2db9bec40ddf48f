import TouchKit
import TouchKitRecording
internal import Wayland

/// A seat's `wl_pointer`: the primary button acts as one finger (SPEC W10).
///
/// The left button (BTN_LEFT) is passed to the frame builder, which turns it into a
/// touch of type ``TouchType/pointer`` unless `TOUCHKIT_POINTER_AS_TOUCH=0`. Other
/// buttons and scrolling are dropped: TouchKit has no scroll or secondary-click
/// events yet. When `TOUCHKIT_RECORD` is set, the finger the button makes is recorded
/// as `down`, `motion`, `up` (and `cancel` when the pointer leaves while pressed)
/// marked `pointer`; moves with the button up are not.
@MainActor
final class PointerDevice {
    private static let leftButton: UInt32 = 0x110  // BTN_LEFT
    private let pointer: WlPointer
    private unowned let seat: WaylandSeat
    /// Where the pointer is and whether it is over a TouchKit window, for the recorder.
    private var location = Point.zero
    private var overWindow = false
    /// Whether a pressed primary button is being recorded as the pointer's finger.
    private var recordingPress = false
    private var recordedSinceFrame = false
    /// Client-side decorations under the pointer; their events never reach the views.
    private var decoration: ClientDecoration?

    init(pointer: WlPointer, seat: WaylandSeat) {
        self.pointer = pointer
        self.seat = seat
        pointer.onEvent = { [weak self] event in self?.pointerEvent(event) }
    }

    private func pointerEvent(_ event: WlPointer.Event) {
        switch event {
        case .enter(_, let surface, let x, let y):
            if let (decoration, point) = seat.connection.decoration(for: surface, at: Point(x: x, y: y)),
                seat.connection.window(for: surface) == nil
            {
                self.decoration = decoration
                decoration.pointerMoved(to: point)
                return
            }
            guard let host = seat.connection.window(for: surface) else { return }
            location = Point(x: x, y: y)
            overWindow = true
            seat.connection.announcement.pointerEntered(host.window.title)
            if let recorder = seat.recorder, recorder.windowSize == nil {
                recorder.windowSize = host.window.bounds.size  // the header's `# window`
            }
            seat.builder.pointerEnter(window: host.window.windowID, location: Point(x: x, y: y))
        case .leave where decoration != nil:
            decoration?.pointerLeft()
            decoration = nil
        case .leave:
            overWindow = false
            if recordingPress {
                recordingPress = false
                record(.cancel, time: nil)
            }
            seat.collect(seat.builder.pointerLeave())
        case .motion(_, let x, let y) where decoration != nil:
            if let decoration {
                let origin = decoration.layout.surfaceFrame.origin
                decoration.pointerMoved(to: Point(x: x + origin.x, y: y + origin.y))
            }
        case .motion(let time, let x, let y):
            location = Point(x: x, y: y)
            if recordingPress { record(.motion(id: 0, x: x, y: y), time: time) }
            seat.builder.pointerMotion(location: Point(x: x, y: y), time: time)
        case .button(let serial, _, let button, let state) where decoration != nil:
            decoration?.pointerButton(button, pressed: state == .pressed, serial: serial, seat: seat.seat)
        case .button(_, let time, let button, let state):
            guard button == Self.leftButton else { return }
            if state == .pressed, !recordingPress, overWindow, seat.builder.pointerActsAsTouch {
                recordingPress = true
                record(.down(id: 0, x: location.x, y: location.y), time: time)
            } else if state != .pressed, recordingPress {
                recordingPress = false
                record(.up(id: 0), time: time)
            }
            seat.builder.pointerPrimaryButton(pressed: state == .pressed, time: time)
        case .frame:
            if recordedSinceFrame {
                recordedSinceFrame = false
                seat.recorder?.record(.frame)
            }
            seat.collect(seat.builder.pointerFrame())
        default:
            break
        }
    }

    /// Records an event of the pointer's finger, marked `pointer`.
    private func record(_ kind: TouchRecording.Event.Kind, time: UInt32?) {
        guard let recorder = seat.recorder else { return }
        if let time {
            recorder.record(kind, compositorTime: time, touchType: .pointer)
        } else {
            recorder.record(kind, touchType: .pointer)
        }
        recordedSinceFrame = kind != .cancel
    }

    func release() {
        pointer.destroy()
    }
}
