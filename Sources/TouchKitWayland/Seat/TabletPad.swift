import TouchKit
internal import Wayland

/// One tablet pad (`zwp_tablet_pad_v2`): the buttons, rings and strips on a tablet's
/// frame, in groups with modes (SPEC P74, P75).
///
/// Each button press or release, and each ring or strip `frame`, becomes a
/// `TabletPadInput` for `Application.handleTabletPad(_:)` while the pad is focused on a
/// TouchKit window (`enter` to `leave`). Rings and strips are numbered across the pad in
/// the order its groups announce them. After each group's `mode_switch` (which also
/// follows every `enter`) the title of the action each of the group's buttons, rings and
/// strips runs in the new mode is sent as its feedback, with that event's serial.
@MainActor
final class TabletPad {
    private let pad: ZwpTabletPadV2
    private unowned let seat: WaylandSeat
    private weak var owner: TabletSeat?
    private var groups: [Group] = []
    private var rings = 0
    private var strips = 0
    /// The window the pad is focused on.
    private var window: WindowID?
    private var released = false

    /// A group of the pad's buttons, rings and strips, sharing a mode.
    private final class Group {
        let proxy: ZwpTabletPadGroupV2
        var buttons: [Int] = []
        var rings: [Axis<ZwpTabletPadRingV2>] = []
        var strips: [Axis<ZwpTabletPadStripV2>] = []
        var mode = 0
        init(proxy: ZwpTabletPadGroupV2) { self.proxy = proxy }
    }

    /// A ring or strip and what its current frame carries.
    private final class Axis<Part> {
        let proxy: Part
        let index: Int
        var value: Double?
        var stopped = false
        var isFinger = false
        init(proxy: Part, index: Int) {
            self.proxy = proxy
            self.index = index
        }
    }

    init(pad: ZwpTabletPadV2, seat: WaylandSeat, owner: TabletSeat) {
        self.pad = pad
        self.seat = seat
        self.owner = owner
        pad.onEvent = { [weak self] event in self?.padEvent(event) }
    }

    private func padEvent(_ event: ZwpTabletPadV2.Event) {
        switch event {
        case .group(let proxy):
            let group = Group(proxy: proxy)
            groups.append(group)
            proxy.onEvent = { [weak self, weak group] event in
                guard let self, let group else { return }
                self.groupEvent(event, group: group)
            }
        case .button(let time, let button, let state):
            let mode = groups.first { $0.buttons.contains(Int(button)) }?.mode ?? 0
            deliver(.button(index: Int(button), pressed: state == .pressed), mode: mode, isFinger: false, time: time)
        case .enter(_, _, let surface):
            window = seat.connection.window(for: surface)?.window.windowID
        case .leave:
            window = nil
        case .removed:
            owner?.forget(self)
            release()
        default:
            break  // path, buttons, done: the groups say what there is
        }
    }

    private func groupEvent(_ event: ZwpTabletPadGroupV2.Event, group: Group) {
        switch event {
        case .buttons(let bytes):
            group.buttons = bytes.withUnsafeBytes { raw in  // a wl_array of uint32, host order
                stride(from: 0, to: raw.count - 3, by: 4).map {
                    Int(raw.loadUnaligned(fromByteOffset: $0, as: UInt32.self))
                }
            }
        case .ring(let proxy):
            let ring = Axis(proxy: proxy, index: rings)
            rings += 1
            group.rings.append(ring)
            proxy.onEvent = { [weak self, weak group, weak ring] event in
                guard let self, let group, let ring else { return }
                switch event {
                case .source(let source): ring.isFinger = source == .finger
                case .angle(let degrees): ring.value = degrees
                case .stop: ring.stopped = true
                case .frame(let time): self.axisFrame(ring, group: group, time: time) { .ring(index: $0, angle: $1) }
                }
            }
        case .strip(let proxy):
            let strip = Axis(proxy: proxy, index: strips)
            strips += 1
            group.strips.append(strip)
            proxy.onEvent = { [weak self, weak group, weak strip] event in
                guard let self, let group, let strip else { return }
                switch event {
                case .source(let source): strip.isFinger = source == .finger
                case .position(let position): strip.value = Double(min(position, 65535)) / 65535
                case .stop: strip.stopped = true
                case .frame(let time):
                    self.axisFrame(strip, group: group, time: time) { .strip(index: $0, position: $1) }
                }
            }
        case .modeSwitch(_, let serial, let mode):
            group.mode = Int(mode)
            sendFeedback(group, serial: serial)
        default:
            break  // modes, done
        }
    }

    /// A ring's or strip's `frame`: its value, then its `stop`, each as one input.
    private func axisFrame<Part>(
        _ axis: Axis<Part>, group: Group, time: UInt32, kind: (Int, Double?) -> TabletPadInput.Kind
    ) {
        if let value = axis.value {
            deliver(kind(axis.index, value), mode: group.mode, isFinger: axis.isFinger, time: time)
        }
        if axis.stopped { deliver(kind(axis.index, nil), mode: group.mode, isFinger: axis.isFinger, time: time) }
        axis.value = nil
        axis.stopped = false
        axis.isFinger = false
    }

    private func deliver(_ kind: TabletPadInput.Kind, mode: Int, isFinger: Bool, time: UInt32) {
        guard let window, let application = seat.connection.application else { return }
        seat.deliverCollectedFrames()
        application.handleTabletPad(
            TabletPadInput(
                seat: seat.builder.seat, window: window, kind: kind, mode: mode, isFinger: isFinger,
                timestamp: Double(time) / 1000))
    }

    /// Sends the title of each of the group's mapped elements in its mode (SPEC P75).
    private func sendFeedback(_ group: Group, serial: UInt32) {
        guard let window, let application = seat.connection.application else { return }
        func title(_ element: TabletPadElement) -> String? {
            application.tabletPadAction(for: element, in: window, mode: group.mode)?.title
        }
        for button in group.buttons {
            if let title = title(.button(button)) {
                pad.setFeedback(button: UInt32(button), description: title, serial: serial)
            }
        }
        for ring in group.rings {
            if let title = title(.ring(ring.index)) { ring.proxy.setFeedback(description: title, serial: serial) }
        }
        for strip in group.strips {
            if let title = title(.strip(strip.index)) { strip.proxy.setFeedback(description: title, serial: serial) }
        }
        seat.connection.flush()
    }

    /// Destroys the pad and its groups, rings and strips (once).
    func release() {
        guard !released else { return }
        released = true
        for group in groups {
            for ring in group.rings { ring.proxy.destroy() }
            for strip in group.strips { strip.proxy.destroy() }
            group.proxy.destroy()
        }
        groups.removeAll()
        pad.destroy()
    }
}
