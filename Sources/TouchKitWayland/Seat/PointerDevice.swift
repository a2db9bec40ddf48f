import TouchKit
internal import Wayland

/// A seat's `wl_pointer`: the primary button acts as one finger (SPEC W10).
///
/// The left button (BTN_LEFT) is passed to the frame builder, which turns it into a
/// touch of type ``TouchType/pointer`` unless `TOUCHKIT_POINTER_AS_TOUCH=0`. Other
/// buttons and scrolling are dropped: TouchKit has no scroll or secondary-click
/// events yet.
@MainActor
final class PointerDevice {
    private static let leftButton: UInt32 = 0x110  // BTN_LEFT
    private let pointer: WlPointer
    private unowned let seat: WaylandSeat

    init(pointer: WlPointer, seat: WaylandSeat) {
        self.pointer = pointer
        self.seat = seat
        pointer.onEvent = { [weak self] event in self?.pointerEvent(event) }
    }

    private func pointerEvent(_ event: WlPointer.Event) {
        switch event {
        case .enter(_, let surface, let x, let y):
            guard let host = seat.connection.window(for: surface) else { return }
            seat.update { $0.pointerEnter(window: host.window.windowID, location: Point(x: x, y: y)) }
        case .leave:
            seat.withBuilder { $0.pointerLeave() }
        case .motion(let time, let x, let y):
            seat.update { $0.pointerMotion(location: Point(x: x, y: y), time: time) }
        case .button(_, let time, let button, let state):
            guard button == Self.leftButton else { return }
            seat.update { $0.pointerPrimaryButton(pressed: state == .pressed, time: time) }
        case .frame:
            seat.withBuilder { $0.pointerFrame() }
        default:
            break
        }
    }

    func release() {
        pointer.destroy()
    }
}
