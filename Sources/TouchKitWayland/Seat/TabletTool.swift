import TouchKit
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
            owner?.forget(self)
            release()
        case .proximityIn(_, _, let surface):
            guard let host = seat.connection.window(for: surface) else { return }
            seat.builder.pencilProximityIn(number, window: host.window.windowID)
        case .proximityOut:
            seat.collect(seat.builder.pencilProximityOut(number))
        case .down(let serial):
            seat.connection.noteInput(on: seat.seat, serial: serial)  // a menu's grab (SPEC P69)
            seat.builder.pencilDown(number)
        case .up:
            seat.builder.pencilUp(number)
        case .motion(let x, let y):
            seat.builder.pencilMotion(number, location: Point(x: x, y: y))
        case .pressure(let pressure):
            seat.builder.pencilPressure(number, pressure)
        case .tilt(let x, let y):
            seat.builder.pencilTilt(number, x: x, y: y)
        case .rotation(let degrees):
            seat.builder.pencilRotation(number, degrees: degrees)
        case .frame(let time):
            seat.collect(seat.builder.pencilFrame(number, time: time))
        default:
            break
        }
    }

    /// Destroys the tool's object (once).
    func release() {
        guard !released else { return }
        released = true
        tool.destroy()
    }
}
