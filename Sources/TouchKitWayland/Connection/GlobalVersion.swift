internal import Wayland

/// The versions TouchKit binds a Wayland global at: the oldest it can use and the
/// newest it knows.
///
/// A global is bound at `min(offered, newest)`. One offered older than ``oldest`` is
/// refused with ``BackendError/globalTooOld(interface:offered:minimum:)``: the backend
/// would otherwise send requests the compositor does not know (a protocol error that
/// ends the app far from the cause). For a global the backend cannot do without
/// (``isRequired``) that error ends the connection; any other is logged and the global
/// ignored.
struct GlobalVersion: Sendable, Equatable {
    /// The interface name, as the registry announces it (`wl_seat`).
    let interface: String
    /// The oldest version TouchKit can use, and why.
    let oldest: UInt32
    /// The newest version TouchKit knows.
    let newest: UInt32
    /// Whether the backend cannot run without it.
    let isRequired: Bool

    /// The version to bind a global offered at `offered`.
    /// - Throws: ``BackendError/globalTooOld(interface:offered:minimum:)`` when `offered` is too old.
    func version(offered: UInt32) throws(BackendError) -> UInt32 {
        guard offered >= oldest else {
            throw .globalTooOld(interface: interface, offered: offered, minimum: oldest)
        }
        return min(offered, newest)
    }
}

extension GlobalVersion {
    /// `wl_compositor`: 4 for `wl_surface.damage_buffer`; 5 known.
    static let compositor = GlobalVersion(interface: WlCompositor.interfaceName, oldest: 4, newest: 5, isRequired: true)
    /// `wl_shm`: version 1.
    static let shm = GlobalVersion(interface: WlShm.interfaceName, oldest: 1, newest: 1, isRequired: true)
    /// `xdg_wm_base`: 1; 4 for `configure_bounds`.
    static let wmBase = GlobalVersion(interface: XdgWmBase.interfaceName, oldest: 1, newest: 4, isRequired: true)
    /// `wl_seat`: 5 for the `release` requests of the seat and its devices; 8 known
    /// (`wl_pointer.axis_value120`).
    static let seat = GlobalVersion(interface: WlSeat.interfaceName, oldest: 5, newest: 8, isRequired: false)
    /// `wl_output`: 2 for `scale` and `done`; 4 known.
    static let output = GlobalVersion(interface: WlOutput.interfaceName, oldest: 2, newest: 4, isRequired: false)
    /// `wp_viewporter`, version 1.
    static let viewporter = GlobalVersion(
        interface: WpViewporter.interfaceName, oldest: 1, newest: 1, isRequired: false)
    /// `wp_fractional_scale_manager_v1`, version 1.
    static let fractionalScale = GlobalVersion(
        interface: WpFractionalScaleManagerV1.interfaceName, oldest: 1, newest: 1, isRequired: false)
    /// `zwp_input_timestamps_manager_v1`, version 1.
    static let inputTimestamps = GlobalVersion(
        interface: ZwpInputTimestampsManagerV1.interfaceName, oldest: 1, newest: 1, isRequired: false)
    /// `zxdg_decoration_manager_v1`, version 1.
    static let decorationManager = GlobalVersion(
        interface: ZxdgDecorationManagerV1.interfaceName, oldest: 1, newest: 1, isRequired: false)
    /// `wl_subcompositor`, version 1.
    static let subcompositor = GlobalVersion(
        interface: WlSubcompositor.interfaceName, oldest: 1, newest: 1, isRequired: false)

    /// `wp_presentation`, version 1: presentation feedback for each content commit
    /// (SPEC D10); optional (KWin 5.27 offers none).
    static let presentation = GlobalVersion(
        interface: WpPresentation.interfaceName, oldest: 1, newest: 1, isRequired: false)

    /// `zwp_tablet_manager_v2`, version 1: pens (SPEC P40).
    static let tabletManager = GlobalVersion(
        interface: ZwpTabletManagerV2.interfaceName, oldest: 1, newest: 1, isRequired: false)

    /// `zwp_pointer_gestures_v1`: 1 for swipe and pinch; 3 known (hold, SPEC P51).
    static let pointerGestures = GlobalVersion(
        interface: ZwpPointerGesturesV1.interfaceName, oldest: 1, newest: 3, isRequired: false)

    /// `wp_cursor_shape_manager_v1`, version 1: cursors by name (SPEC P16).
    static let cursorShapeManager = GlobalVersion(
        interface: WpCursorShapeManagerV1.interfaceName, oldest: 1, newest: 1, isRequired: false)

    /// `wl_data_device_manager`: the clipboard (SPEC X12); 3 known.
    static let dataDeviceManager = GlobalVersion(
        interface: WlDataDeviceManager.interfaceName, oldest: 1, newest: 3, isRequired: false)

    /// `zwp_text_input_manager_v3`: the on-screen keyboard (SPEC X13), version 1.
    static let textInputManager = GlobalVersion(
        interface: ZwpTextInputManagerV3.interfaceName, oldest: 1, newest: 1, isRequired: false)

    /// Every global the backend binds.
    static let all: [GlobalVersion] = [
        .compositor, .shm, .wmBase, .seat, .output, .viewporter, .fractionalScale, .inputTimestamps,
        .decorationManager, .subcompositor, .presentation, .tabletManager, .pointerGestures,
        .dataDeviceManager, .textInputManager, .cursorShapeManager,
    ]
}
