import CWaylandServer
import Glibc

/// A keyboard: a US keymap, keyboard focus on a window and key presses, as
/// `wl_keyboard` sends them (SPEC R3, R5, X10). Announce the keyboard first
/// (``announceSeatCapabilities(_:)`` with 2).
extension MockCompositor {
    /// The keymap ``keyboardEnter(surface:)`` sends: evdev codes and a US layout, taken
    /// from the system's XKB data by the client's xkbcommon.
    public static let usKeymap = """
        xkb_keymap {
            xkb_keycodes { include "evdev+aliases(qwerty)" };
            xkb_types { include "complete" };
            xkb_compat { include "complete" };
            xkb_symbols { include "pc+us+inet(evdev)" };
        };
        """

    /// Sends every keyboard ``usKeymap`` (`keymap`), then `enter` for the client's
    /// `surface`-th window with no key held.
    public func keyboardEnter(surface index: Int = 0) {
        var path = Array("/tmp/touchkit-mock-keymap-XXXXXX".utf8CString)
        let file = mkstemp(&path)
        guard file >= 0 else { return }
        path.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let bytes = Array(Self.usKeymap.utf8) + [0]
        let written = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        defer { close(file) }
        guard written == bytes.count else { return }
        let size = UInt32(bytes.count)
        perform { server in
            let surfaces = server.windowSurfaces
            server.nextSerial &+= 1
            let array = UnsafeMutablePointer<CWaylandServer.wl_array>.allocate(capacity: 1)
            CWaylandServer.wl_array_init(array)
            for keyboard in server.liveResources(of: "wl_keyboard") {
                // libwayland duplicates the descriptor as it sends it.
                server.post(to: keyboard, opcode: 0, [.uint(1), .fd(file), .uint(size)])
                if index < surfaces.count {
                    server.post(
                        to: keyboard, opcode: 1, [.uint(server.nextSerial), .object(surfaces[index]), .array(array)])
                }
            }
            CWaylandServer.wl_array_release(array)
            array.deallocate()
        }
    }

    /// Sends `wl_keyboard.key` for the evdev `code` (30 is A), pressed then released,
    /// each with a fresh serial.
    public func keyTap(_ code: UInt32, time: UInt32 = 300) {
        perform { server in
            for keyboard in server.liveResources(of: "wl_keyboard") {
                server.nextSerial &+= 1
                server.post(to: keyboard, opcode: 3, [.uint(server.nextSerial), .uint(time), .uint(code), .uint(1)])
                server.nextSerial &+= 1
                server.post(
                    to: keyboard, opcode: 3, [.uint(server.nextSerial), .uint(time + 20), .uint(code), .uint(0)])
            }
        }
    }
}
