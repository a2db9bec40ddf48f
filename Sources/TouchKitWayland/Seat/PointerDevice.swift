import TouchKit
import TouchKitRecording
internal import Wayland

/// A seat's `wl_pointer`: its buttons act as one finger (SPEC W10, P8), its axis
/// events scroll (P1) and its motion with no button down hovers (P10).
///
/// Every button (BTN_LEFT is button 1, BTN_RIGHT 2, ...) is passed to the frame
/// builder, which turns them into a touch of type ``TouchType/pointer`` with its
/// `buttonMask` unless `TOUCHKIT_POINTER_AS_TOUCH=0`. The axis events of a frame are
/// collected by a ``ScrollInputBuilder`` into one scroll for
/// `Application.handleScroll(_:)`; motion with no button down goes to
/// `Application.handleHover(_:)`. When `TOUCHKIT_RECORD` is set, the finger the
/// primary button makes is recorded as `down`, `motion`, `up` (and `cancel` when the
/// pointer leaves while pressed) marked `pointer`; moves with the button up are not.
@MainActor
final class PointerDevice {
    private static let leftButton: UInt32 = 0x110  // BTN_LEFT
    private let pointer: WlPointer
    unowned let seat: WaylandSeat
    /// Where the pointer is and whether it is over a TouchKit window, for the recorder.
    var location = Point.zero
    private var overWindow = false
    /// The window under the pointer (SPEC P1, P10).
    var windowID: WindowID?
    /// Collects a frame's axis events into one scroll (SPEC P1, P11).
    var scroll = ScrollInputBuilder()
    /// Whether this frame moved the pointer with no button down, or pressed one (P10).
    var hoverPending = false
    /// The time of the latest pointer event, milliseconds.
    var latestTime: UInt32 = 0
    /// Whether a pressed primary button is being recorded as the pointer's finger.
    private var recordingPress = false
    private var recordedSinceFrame = false
    /// Client-side decorations under the pointer; their events never reach the views.
    private var decoration: ClientDecoration?
    /// Shows the cursor of the view or decoration under the pointer (SPEC P13-P18).
    let cursor: PointerCursor
    /// The integer scale of the surface under the pointer, for the cursor's image.
    var cursorScale = 1

    init(pointer: WlPointer, seat: WaylandSeat) {
        self.pointer = pointer
        self.seat = seat
        cursor = PointerCursor(pointer: pointer, connection: seat.connection)
        scroll.faultHandler = { fault in TouchKitLog.error("\(fault)") }
        pointer.onEvent = { [weak self] event in self?.pointerEvent(event) }
    }

    private func pointerEvent(_ event: WlPointer.Event) {
        switch event {
        case .enter(let serial, let surface, let x, let y):
            cursor.entered(serial: serial)
            cursorScale = scale(of: surface)
            if let (decoration, point) = seat.connection.decoration(for: surface, at: Point(x: x, y: y)),
                seat.connection.window(for: surface) == nil
            {
                self.decoration = decoration
                if let action = decoration.pointerMoved(to: point) { decoration.perform(action, seat.seat) }
                cursor.show(decoration.layout.part(at: point)?.cursor ?? .default, scale: cursorScale)  // P18
                return
            }
            // A window, or a popup (a context menu) over one (SPEC P60).
            guard let window = seat.connection.window(for: surface)?.window ?? seat.connection.popup(for: surface)
            else { return }
            location = Point(x: x, y: y)
            overWindow = true
            windowID = window.windowID
            hoverPending = true
            seat.connection.announcement.pointerEntered(window.title)
            if let recorder = seat.recorder, recorder.windowSize == nil {
                recorder.windowSize = window.bounds.size  // the header's `# window`
            }
            seat.builder.pointerEnter(window: window.windowID, location: Point(x: x, y: y))
        case .leave where decoration != nil:
            cursor.left()
            decoration?.pointerLeft()
            decoration = nil
        case .leave:
            cursor.left()
            overWindow = false
            leaveWindow()
            if recordingPress {
                recordingPress = false
                record(.cancel, time: nil)
            }
            seat.collect(seat.builder.pointerLeave())
        case .motion(_, let x, let y) where decoration != nil:
            if let decoration {
                let origin = decoration.layout.surfaceFrame.origin
                let point = Point(x: x + origin.x, y: y + origin.y)
                if let action = decoration.pointerMoved(to: point) { decoration.perform(action, seat.seat) }
                cursor.show(decoration.layout.part(at: point)?.cursor ?? .default, scale: cursorScale)  // P18
            }
        case .motion(let time, let x, let y):
            location = Point(x: x, y: y)
            latestTime = time
            if recordingPress { record(.motion(id: 0, x: x, y: y), time: time) }
            seat.builder.pointerMotion(location: Point(x: x, y: y), time: time)
            if seat.builder.pointerButtons.isEmpty {
                hoverPending = true
                if overWindow { seat.recorder?.recordPointer(.hover(x: x, y: y), compositorTime: time) }
            }
        case .button(let serial, _, let button, let state) where decoration != nil:
            if let decoration,
                let action = decoration.pointerButton(
                    button, pressed: state == .pressed, serial: serial, seat: seat.seat)
            {
                decoration.perform(action, seat.seat)
            }
        case .button(let serial, let time, let button, let state):
            guard let mask = Self.buttonMask(button) else { return }
            latestTime = time
            let pressed = state == .pressed
            // A popup opened by this press grabs with its serial (SPEC P60).
            if pressed { seat.connection.noteInput(on: seat.seat, serial: serial) }
            if button == Self.leftButton {
                if pressed, !recordingPress, overWindow, seat.builder.pointerActsAsTouch,
                    seat.builder.pointerButtons.isEmpty
                {
                    recordingPress = true
                    record(.down(id: 0, x: location.x, y: location.y), time: time)
                } else if !pressed, recordingPress {
                    recordingPress = false
                    record(.up(id: 0), time: time)
                }
            }
            if button != Self.leftButton, overWindow {
                seat.recorder?.recordPointer(.button(code: button, pressed: pressed), compositorTime: time)
            }
            if pressed, seat.builder.pointerButtons.isEmpty { hoverPending = true }  // the hover ends (P10)
            seat.builder.pointerButton(mask, pressed: pressed, time: time)
            if !pressed, seat.builder.pointerButtons.isEmpty { hoverPending = true }
        case .frame:
            if recordedSinceFrame {
                recordedSinceFrame = false
                seat.recorder?.record(.frame)
            }
            seat.collect(seat.builder.pointerFrame())
            deliverScroll(flushing: false)
            deliverHover()
        default:
            axisEvent(event)
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

    /// The integer scale the cursor's image is drawn at over `surface`: its window's scale
    /// rounded up, or the largest output scale for another surface.
    private func scale(of surface: WlSurface?) -> Int {
        if let host = seat.connection.window(for: surface) { return max(1, Int(host.scale.rounded(.up))) }
        return Int(seat.connection.outputs.values.map(\.scale).max() ?? 1)
    }

    func release() {
        cursor.release()
        pointer.destroy()
    }
}
