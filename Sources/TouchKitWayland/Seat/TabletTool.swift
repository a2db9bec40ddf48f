import TouchKit
import TouchKitRecording
internal import Wayland

/// One tablet tool (`zwp_tablet_tool_v2`): passes its events, as they come, to the seat's
/// frame builder, which turns a tool in contact into a touch of type `.pencil` (SPEC
/// P40-P47).
///
/// Surfaces are mapped to windows here; a tool over a surface that is not a TouchKit
/// window (a decoration) is not near any window. The tool's type and capabilities,
/// sent before its `done`, say whether it is an eraser (P44) and what it measures (P43).
@MainActor
final class TabletTool {
    private let tool: ZwpTabletToolV2
    /// The tool's number within the seat: its touches' identifier (`pencil-N`).
    let number: Int32
    private unowned let seat: WaylandSeat
    private weak var owner: TabletSeat?
    private var isEraser = false
    private var measures: TouchProperties = [.location]
    private var released = false
    /// What the recorder writes at the tool's next frame (SPEC P73).
    private var pending = TouchRecording.PenFrame(tool: 0, phase: .hover, x: 0, y: 0)
    private var near = false
    private var touching = false
    /// The changes of contact and proximity within the current frame, in order: a tool
    /// that touches and lifts within one frame is recorded `down` then `up` (SPEC P73).
    private var frameChanges: [TouchRecording.PenFrame.Phase] = []
    private var latestTime: UInt32 = 0
    /// The tool's cursor over the app's windows (SPEC P20), made at its first `proximity_in`.
    private var cursor: PointerCursor?
    /// The window the tool is near, where it is in it, and the window's scale rounded up.
    private var windowID: WindowID?
    private var location = Point.zero
    private var cursorScale = 1

    /// tablet-v2's tool types: `pen` (0x140) to `lens` (0x147).
    private static let knownTypes: ClosedRange<UInt32> = 0x140...0x147

    init(tool: ZwpTabletToolV2, number: Int32, seat: WaylandSeat, owner: TabletSeat) {
        self.tool = tool
        self.number = number
        self.seat = seat
        self.owner = owner
        tool.onEvent = { [weak self] event in self?.toolEvent(event) }
    }

    private func toolEvent(_ event: ZwpTabletToolV2.Event) {
        switch event {
        case .type(let type):
            if !Self.knownTypes.contains(type.rawValue) { seat.builder.pencilUnknownToolType(type.rawValue) }
            isEraser = type == .eraser
        case .capability(let capability):
            switch capability {
            case .pressure: measures.insert(.force)
            case .tilt: measures.formUnion([.altitude, .azimuth])
            case .rotation: measures.insert(.roll)
            default: break
            }
        case .done:
            seat.builder.pencilToolAdded(number, isEraser: isEraser, measures: measures)
        case .removed:
            seat.collect(seat.builder.pencilToolRemoved(number))
            deliverHover()
            owner?.forget(self)
            release()
        case .proximityIn(let serial, _, let surface):
            guard let host = seat.connection.window(for: surface) else { return }
            near = true
            windowID = host.window.windowID
            cursorScale = max(1, Int(host.scale.rounded(.up)))
            let cursor = self.cursor ?? PointerCursor(tabletTool: tool, connection: seat.connection)
            self.cursor = cursor
            cursor.entered(serial: serial)  // the serial set_cursor must name (SPEC P20)
            seat.builder.pencilProximityIn(number, window: host.window.windowID)
        case .proximityOut:
            if near { frameChanges.append(.leave) }
            near = false
            touching = false
            windowID = nil
            cursor?.left()
            seat.collect(seat.builder.pencilProximityOut(number))
        case .down(let serial):
            seat.connection.noteInput(on: seat.seat, serial: serial)  // a menu's grab (SPEC P69)
            if near, !touching { frameChanges.append(.down) }
            touching = near
            seat.builder.pencilDown(number)
        case .up:
            if touching { frameChanges.append(.up) }
            touching = false
            seat.builder.pencilUp(number)
        case .motion(let x, let y):
            pending.x = x
            pending.y = y
            location = Point(x: x, y: y)
            seat.builder.pencilMotion(number, location: Point(x: x, y: y))
        case .pressure(let pressure):
            pending.pressure = Double(min(pressure, 65535)) / 65535
            seat.builder.pencilPressure(number, pressure)
        case .tilt(let x, let y):
            pending.tiltX = x.isFinite ? min(max(x, -90), 90) : 0
            pending.tiltY = y.isFinite ? min(max(y, -90), 90) : 0
            seat.builder.pencilTilt(number, x: x, y: y)
        case .button(_, let button, let state):
            seat.recorder?.recordPointer(
                .penButton(tool: number, code: button, pressed: state == .pressed), compositorTime: latestTime)
            seat.builder.pencilButton(number, code: button, pressed: state == .pressed)
        case .distance(let distance):
            pending.distance = Double(min(distance, 65535)) / 65535
            seat.builder.pencilDistance(number, distance)
        case .rotation(let degrees):
            seat.builder.pencilRotation(number, degrees: degrees)
        case .frame(let time):
            latestTime = time
            record(time: time)
            seat.collect(seat.builder.pencilFrame(number, time: time))
            deliverHover()
            showCursor()
        default:
            break
        }
    }

    /// Writes the frame to the `TOUCHKIT_RECORD` recording, if any (SPEC P73): each change
    /// of contact or proximity in it, in order, or else the tool touching or near a window.
    private func record(time: UInt32) {
        let changes = frameChanges
        frameChanges.removeAll()
        guard let recorder = seat.recorder else { return }
        let ongoing: [TouchRecording.PenFrame.Phase] = touching ? [.move] : near ? [.hover] : []
        for phase in changes.isEmpty ? ongoing : changes {
            pending.tool = number
            pending.phase = phase
            pending.isEraser = isEraser
            recorder.recordPointer(.pen(pending), compositorTime: time)
        }
    }

    /// Hands the application the hover the tool's latest frame makes, after the touch
    /// frames before it (SPEC P71).
    private func deliverHover() {
        guard let hover = seat.builder.pencilHover(number), let application = seat.connection.application else {
            return
        }
        seat.deliverCollectedFrames()
        application.handleHover(hover)
    }

    /// Shows the cursor the views choose where the tool hovers, as the pointer's (SPEC P20,
    /// P13-P17); while it touches, the cursor stays.
    private func showCursor() {
        guard near, !touching, let windowID, let cursor, let application = seat.connection.application else { return }
        cursor.show(application.cursor(in: windowID, at: location), scale: cursorScale)
    }

    /// Destroys the tool's object and its cursor (once).
    func release() {
        guard !released else { return }
        released = true
        cursor?.release()
        cursor = nil
        tool.destroy()
    }
}
