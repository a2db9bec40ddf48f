import CWaylandServer
import Wayland

/// The clipboard: selections another client offers (`wl_data_device.data_offer`,
/// `wl_data_offer.offer`, `wl_data_device.selection`), for the paste paths no headless
/// compositor can make misbehave: a huge text, a type not taken, a source that goes
/// away mid-read (SPEC X12, X18). Offer `WlDataDeviceManager.interface` at version 3.
extension MockCompositor {
    /// Makes a new selection offering `mimeTypes` to every data device. The client's
    /// `receive` hands a pipe over: take it with ``takeReceiveDescriptors()`` and write.
    public func offerSelection(mimeTypes: [String]) {
        perform { server in
            for device in server.liveResources(of: "wl_data_device") {
                guard let offer = server.makeObject(WlDataOffer.interface, for: device) else { continue }
                server.post(to: device, opcode: 0, [.object(offer)])
                for type in mimeTypes {
                    type.withCString { server.post(to: offer, opcode: 0, [.string($0)]) }
                }
                server.post(to: device, opcode: 5, [.object(offer)])
            }
        }
    }

    /// The selection goes away (`wl_data_device.selection` with no offer), as when the
    /// client that offered it exits.
    public func clearSelection() {
        perform { server in
            for device in server.liveResources(of: "wl_data_device") {
                server.post(to: device, opcode: 5, [.optionalObject(nil)])
            }
        }
    }
}
