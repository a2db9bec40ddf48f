import TouchKit
import TouchKitRecording
internal import Wayland

/// A seat's `wl_touch`: passes each event, untouched, to the seat's frame builder.
///
/// Surfaces are mapped to windows here, times come from `zwp_input_timestamps_v1`
/// in nanoseconds when the compositor offers it (SPEC W7), and every event is
/// written to the `TOUCHKIT_RECORD` recording when one is being made.
@MainActor
final class TouchDevice {
    private let touch: WlTouch
    private var timestamps: ZwpInputTimestampsV1?
    private unowned let seat: WaylandSeat
    /// Touches on client-side decorations, never shown to the views: their decoration and
    /// the offset from the surface they went down on to content coordinates.
    private var decorationTouches: [Int32: (decoration: ClientDecoration, offset: Point)] = [:]

    init(touch: WlTouch, seat: WaylandSeat) {
        self.touch = touch
        self.seat = seat
        touch.onEvent = { [weak self] event in self?.touchEvent(event) }
        if let manager = seat.connection.inputTimestamps {
            let timestamps = manager.getTouchTimestamps(touch: touch)
            timestamps.onEvent = { [weak self] event in
                if case .timestamp(let hi, let lo, let ns) = event {
                    let seconds = UInt64(hi) << 32 | UInt64(lo)
                    self?.seat.builder.setPreciseTimestamp(nanoseconds: seconds * 1_000_000_000 + UInt64(ns))
                }
            }
            self.timestamps = timestamps
        }
    }

    /// `wl_touch` events, in the order the compositor sent them.
    private func touchEvent(_ event: WlTouch.Event) {
        switch event {
        case .down(let serial, let time, let surface, let id, let x, let y):
            seat.inputSerial = serial
            if let (decoration, point) = seat.connection.decoration(for: surface, at: Point(x: x, y: y)) {
                let action = decoration.touchDown(id: id, at: point, serial: serial, seat: seat.seat)
                if decoration.owns(touch: id) {
                    decorationTouches[id] = (decoration, Point(x: point.x - x, y: point.y - y))
                    if let action { decoration.perform(action, seat.seat) }
                    return
                }
            }
            seat.connection.noteInput(on: seat.seat, serial: serial)
            guard let window = seat.connection.window(for: surface)?.window ?? seat.connection.popup(for: surface)
            else { return }
            if let recorder = seat.recorder, recorder.windowSize == nil {
                recorder.windowSize = window.bounds.size  // the header's `# window`
            }
            record(.down(id: id, x: x, y: y), time)
            seat.builder.down(id: id, window: window.windowID, location: Point(x: x, y: y), time: time)
        case .motion(let time, let id, let x, let y):
            if let (decoration, offset) = decorationTouches[id] {
                if let action = decoration.touchMoved(id: id, to: Point(x: x + offset.x, y: y + offset.y)) {
                    decoration.perform(action, seat.seat)
                }
                return
            }
            record(.motion(id: id, x: x, y: y), time)
            seat.builder.motion(id: id, location: Point(x: x, y: y), time: time)
        case .up(_, let time, let id):
            if let (decoration, _) = decorationTouches.removeValue(forKey: id) {
                if let action = decoration.touchUp(id: id) { decoration.perform(action, seat.seat) }
                return
            }
            record(.up(id: id), time)
            seat.builder.up(id: id, time: time)
        case .shape(let id, let major, let minor):
            record(.shape(id: id, major: major, minor: minor), nil)
            seat.builder.shape(id: id, major: major, minor: minor)
        case .orientation(let id, let degrees):
            record(.orientation(id: id, degrees: degrees), nil)
            seat.builder.orientation(id: id, degrees: degrees)
        case .frame:
            record(.frame, nil)
            seat.collect(seat.builder.frame())
        case .cancel:
            for (decoration, _) in decorationTouches.values { decoration.touchesCancelled() }
            decorationTouches.removeAll()
            record(.cancel, nil)
            seat.collect(seat.builder.cancel())
        }
    }

    private var lastTime: UInt32 = 0

    private func record(_ kind: TouchRecording.Event.Kind, _ time: UInt32?) {
        guard let recorder = seat.recorder else { return }
        if let time { lastTime = time }
        recorder.record(kind, compositorTime: lastTime)
    }

    func release() {
        timestamps?.destroy()
        touch.destroy()
    }
}
