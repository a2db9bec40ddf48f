import TouchKit
internal import Wayland

/// A seat's tablets and tools (`zwp_tablet_seat_v2`, tablet-v2): each tool the
/// compositor announces becomes a ``TabletTool`` that feeds the seat's frame builder, so
/// a pen in contact is a touch of type `.pencil` (SPEC P40).
///
/// Tablets and pads are kept only to be destroyed when the compositor removes them:
/// TouchKit reads the tools, not the pads' buttons, rings and strips.
@MainActor
final class TabletSeat {
    private let tabletSeat: ZwpTabletSeatV2
    private unowned let seat: WaylandSeat
    private var tools: [TabletTool] = []
    private var tablets: [ZwpTabletV2] = []
    private var pads: [ZwpTabletPadV2] = []
    /// The number the next tool's touches carry (`pencil-N`).
    private var nextToolNumber: Int32 = 1

    init(manager: ZwpTabletManagerV2, seat: WaylandSeat) {
        self.seat = seat
        tabletSeat = manager.getTabletSeat(seat.seat)
        tabletSeat.onEvent = { [weak self] event in self?.tabletSeatEvent(event) }
    }

    private func tabletSeatEvent(_ event: ZwpTabletSeatV2.Event) {
        switch event {
        case .tabletAdded(let tablet):
            tablets.append(tablet)
            tablet.onEvent = { [weak self, weak tablet] event in
                guard case .removed = event, let self, let tablet else { return }
                self.tablets.removeAll { $0 === tablet }
                tablet.destroy()
            }
        case .toolAdded(let proxy):
            let tool = TabletTool(tool: proxy, number: nextToolNumber, seat: seat, owner: self)
            nextToolNumber &+= 1
            tools.append(tool)
        case .padAdded(let pad):
            pads.append(pad)
            pad.onEvent = { [weak self, weak pad] event in
                guard case .removed = event, let self, let pad else { return }
                self.pads.removeAll { $0 === pad }
                pad.destroy()
            }
        }
    }

    /// A tool said `removed` and destroyed itself.
    func forget(_ tool: TabletTool) {
        tools.removeAll { $0 === tool }
    }

    /// Destroys the tablet seat and everything on it (the seat went away).
    func release() {
        for tool in tools { tool.release() }
        tools.removeAll()
        for tablet in tablets { tablet.destroy() }
        tablets.removeAll()
        for pad in pads { pad.destroy() }
        pads.removeAll()
        tabletSeat.destroy()
    }
}
