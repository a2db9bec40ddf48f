import TouchKit
internal import Wayland

/// A seat's tablets and tools (`zwp_tablet_seat_v2`, tablet-v2): each tool the
/// compositor announces becomes a ``TabletTool`` that feeds the seat's frame builder, so
/// a pen in contact is a touch of type `.pencil` (SPEC P40).
///
/// Each pad becomes a ``TabletPad``, whose buttons, rings and strips reach the app's
/// `TabletPadInteraction`s (SPEC P74). Tablets are kept only to be destroyed when the
/// compositor removes them.
@MainActor
final class TabletSeat {
    private let tabletSeat: ZwpTabletSeatV2
    private unowned let seat: WaylandSeat
    private var tools: [TabletTool] = []
    private var tablets: [ZwpTabletV2] = []
    private var pads: [TabletPad] = []
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
        case .padAdded(let proxy):
            pads.append(TabletPad(pad: proxy, seat: seat, owner: self))
        }
    }

    /// A tool said `removed` and destroyed itself.
    func forget(_ tool: TabletTool) {
        tools.removeAll { $0 === tool }
    }

    /// A pad said `removed` and destroyed itself.
    func forget(_ pad: TabletPad) {
        pads.removeAll { $0 === pad }
    }

    /// Destroys the tablet seat and everything on it (the seat went away).
    func release() {
        for tool in tools { tool.release() }
        tools.removeAll()
        for tablet in tablets { tablet.destroy() }
        tablets.removeAll()
        for pad in pads { pad.release() }
        pads.removeAll()
        tabletSeat.destroy()
    }
}
