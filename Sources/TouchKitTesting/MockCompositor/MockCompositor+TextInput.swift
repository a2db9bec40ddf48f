import CWaylandServer
import Wayland

/// An input method's side of text-input-v3 (`zwp_text_input_v3`): enter, preedit,
/// commit, delete and done, in the protocol's order, for the on-screen keyboard's paths
/// (SPEC X13, X19). Offer `ZwpTextInputManagerV3.interface` at version 1.
extension MockCompositor {
    /// Sends `enter` for the client's `surface`-th window to every text input.
    public func textInputEnter(surface index: Int = 0) {
        perform { server in
            let surfaces = server.windowSurfaces
            guard index < surfaces.count else { return }
            for input in server.liveResources(of: "zwp_text_input_v3") {
                server.post(to: input, opcode: 0, [.object(surfaces[index])])
            }
        }
    }

    /// Sends one input method's update: a preedit with its cursor (byte offsets, -1 to
    /// hide it), a commit, a deletion around the cursor (bytes), then `done` with the
    /// number of `commit` requests the client sent, as the protocol asks.
    public func textInputUpdate(
        preedit: String? = nil, cursorBegin: Int32 = 0, cursorEnd: Int32 = 0, commit: String? = nil,
        deleteBefore: UInt32 = 0, deleteAfter: UInt32 = 0
    ) {
        let serial = UInt32(requests(named: "zwp_text_input_v3.commit").count)
        perform { server in
            for input in server.liveResources(of: "zwp_text_input_v3") {
                if let preedit {
                    preedit.withCString {
                        server.post(to: input, opcode: 2, [.string($0), .int(cursorBegin), .int(cursorEnd)])
                    }
                }
                if let commit { commit.withCString { server.post(to: input, opcode: 3, [.string($0)]) } }
                if deleteBefore != 0 || deleteAfter != 0 {
                    server.post(to: input, opcode: 4, [.uint(deleteBefore), .uint(deleteAfter)])
                }
                server.post(to: input, opcode: 5, [.uint(serial)])
            }
        }
    }
}
