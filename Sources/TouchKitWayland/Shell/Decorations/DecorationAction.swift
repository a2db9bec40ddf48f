import TouchKit

/// What the decorations ask of their window's host: the decorations decide, from the
/// input they are handed, and return one of these; the host performs it with the seat
/// that delivered the input (as smithay-client-toolkit's frames return a `FrameAction`
/// for the client to carry out). Keeping the requests out of the decorations keeps
/// their input logic free of `xdg_toplevel` and testable on its own.
enum DecorationAction: Equatable {
    /// An interactive move (`xdg_toplevel.move`), with the serial of the press or touch
    /// down that started it.
    case move(serial: UInt32)
    /// An interactive resize from `edges` (`xdg_toplevel.resize`; the protocol's edge bits).
    case resize(serial: UInt32, edges: UInt32)
    /// The compositor's window menu (`xdg_toplevel.show_window_menu`) at `point`, in the
    /// window's content coordinates.
    case showMenu(serial: UInt32, at: Point)
    /// The close button: the window closes.
    case close
    /// The maximize button or a double press on the title bar.
    case toggleMaximize
    /// The minimize button.
    case minimize
}
