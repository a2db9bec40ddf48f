import Glibc
import TouchKit
import TouchKitRecording
internal import Wayland

/// One `wl_seat`: tracks its capabilities and owns its touch, pointer and keyboard.
///
/// Devices appear and disappear with the seat's capabilities; a touch device that
/// goes away while fingers are down cancels them (SPEC F4). All of the seat's touch
/// and pointer events go through one ``TouchFrameBuilder``, the pure converter that
/// applies SPEC W1-W10, and the frames it returns go to the application.
///
/// Frames are collected while the events of one socket read are dispatched and handed
/// to `Application.handle(_:)` together when the run loop has dispatched them all
/// (``flushPendingTouches()``). So when a busy app falls behind, the motion frames that
/// piled up in the socket reach views as one `touchesMoved`, with the intermediate
/// samples in `coalescedTouches(for:)` (SPEC T3), instead of one call per frame.
@MainActor
final class WaylandSeat {
    let seat: WlSeat
    let globalName: UInt32
    unowned let connection: WaylandConnection
    /// The seat's frame builder. The devices feed it directly (`seat.builder.motion(...)`)
    /// and hand the frames its `frame()`, `cancel()` and the like return to ``collect(_:)``.
    var builder: TouchFrameBuilder
    private(set) var touch: TouchDevice?
    private(set) var pointer: PointerDevice?
    private(set) var keyboard: KeyboardDevice?
    /// The seat's tablets and tools, once the compositor's tablet manager is known (SPEC P40).
    private(set) var tablets: TabletSeat?
    /// The pointer's touchpad gestures, when the compositor offers them (SPEC P48).
    private(set) var gestures: PointerGestures?
    let recorder: TouchRecorder?
    /// The serial of the seat's latest key or touch down, for setting the clipboard's
    /// selection (SPEC X12).
    var inputSerial: UInt32?
    /// Frames built from the events dispatched so far in this turn of the run loop.
    private var collectedFrames: [TouchFrame] = []

    init(seat: WlSeat, globalName: UInt32, connection: WaylandConnection) {
        self.seat = seat
        self.globalName = globalName
        self.connection = connection
        builder = TouchFrameBuilder(
            seat: SeatID("seat\(globalName)"), pointerActsAsTouch: connection.options.pointerActsAsTouch)
        builder.faultHandler = { fault in TouchKitLog.error("\(fault)") }
        recorder = connection.recorder
        seat.onEvent = { [weak self] event in self?.seatEvent(event) }
    }

    /// `wl_seat.capabilities` and `wl_seat.name`.
    private func seatEvent(_ event: WlSeat.Event) {
        switch event {
        case .capabilities(let caps):
            if caps.contains(.touch), touch == nil {
                touch = TouchDevice(touch: seat.getTouch(), seat: self)
            } else if !caps.contains(.touch), let device = touch {
                touch = nil
                collect(builder.cancelAll(of: .direct))
                device.release()
            }
            if caps.contains(.pointer), pointer == nil {
                let proxy = seat.getPointer()
                pointer = PointerDevice(pointer: proxy, seat: self)
                if let manager = connection.pointerGestures {
                    gestures = PointerGestures(manager: manager, pointer: proxy, seat: self)
                }
            } else if !caps.contains(.pointer), let device = pointer {
                gestures?.release()
                gestures = nil
                pointer = nil
                collect(builder.cancelAll(of: .pointer))
                device.release()
            }
            if caps.contains(.keyboard), keyboard == nil {
                keyboard = KeyboardDevice(keyboard: seat.getKeyboard(), seat: self)
            } else if !caps.contains(.keyboard), let device = keyboard {
                keyboard = nil
                device.release()
            }
        case .name(let name):
            // Compositors name the seat right after binding; never drop fingers already down.
            guard builder.activeTouchCount == 0, !builder.hasPendingChanges else { return }
            builder = builder.renamed(to: SeatID(name))
        }
    }

    /// Binds the seat's tablets (`zwp_tablet_manager_v2.get_tablet_seat`), once.
    func attachTablets(_ manager: ZwpTabletManagerV2) {
        guard tablets == nil else { return }
        tablets = TabletSeat(manager: manager, seat: self)
    }

    /// Collects frames the builder completed, for ``flushPendingTouches()``.
    func collect(_ frames: [TouchFrame]) {
        collectedFrames += frames
    }

    /// Whether frames are waiting for ``flushPendingTouches()``.
    var hasCollectedFrames: Bool { !collectedFrames.isEmpty }

    /// Hands the collected frames to the application in one call, which coalesces runs
    /// of motion-only frames (SPEC T3). Called before anything else reaches the app
    /// (a key, a closed window) so that events keep their order.
    func deliverCollectedFrames() {
        guard !collectedFrames.isEmpty else { return }
        let frames = collectedFrames
        collectedFrames.removeAll()
        deliver(frames)
    }

    func deliver(_ frames: [TouchFrame]) {
        guard !frames.isEmpty, let application = connection.application else { return }
        application.handle(frames)
    }

    /// Delivers the frames collected from the events just dispatched, then changes
    /// whose `frame` never came (SPEC W4), and writes out what the recorder holds (the
    /// `up` no `frame` follows); called after each read.
    func flushPendingTouches() {
        if builder.hasPendingChanges { collect(builder.flush()) }
        pointer?.deliverScroll(flushing: true)  // axis events with no frame (SPEC P11)
        deliverCollectedFrames()
        recorder?.flush()
    }

    /// Cancels the fingers on a window that closed.
    func forget(_ window: Window) {
        deliverCollectedFrames()
        deliver(builder.forgetWindow(window.windowID))
    }

    /// The seat was removed: its fingers are cancelled and its devices released.
    func removed() {
        deliverCollectedFrames()
        deliver(builder.cancelAll())
        touch?.release()
        pointer?.release()
        keyboard?.release()
        tablets?.release()
        gestures?.release()
        seat.release()
    }
}
