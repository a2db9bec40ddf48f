import TouchKit
internal import Wayland

/// Shows one pointer's or tablet tool's cursor (SPEC P16, P17, P20, P21): by name through
/// cursor-shape-v1 when the compositor offers it, otherwise as an image of the Xcursor
/// theme on a cursor surface of its own (`wl_pointer.set_cursor`,
/// `zwp_tablet_tool_v2.set_cursor`), animated when the theme's cursor has several images.
///
/// Every request names the serial of the latest `enter` (or the tool's `proximity_in`), as
/// the protocols ask; a cursor is sent only when it differs from the one shown since then.
@MainActor
final class PointerCursor {
    /// What the cursor belongs to.
    enum Device {
        /// A seat's pointer.
        case pointer(WlPointer)
        /// A tablet tool (SPEC P20).
        case tabletTool(ZwpTabletToolV2)
    }

    private let device: Device
    private unowned let connection: WaylandConnection
    private var shapeDevice: WpCursorShapeDeviceV1?
    private var surface: WlSurface?
    /// The serial of the latest `enter`, while the pointer is over one of our surfaces.
    private var serial: UInt32?
    /// What was shown since that `enter`.
    private var shown: Shown?
    /// The theme's cursor being animated on the surface, if it has several images (P21).
    private var animation: CursorAnimation?

    private struct Shown: Equatable {
        var cursor: SystemCursor?
        var scale: Int
    }

    /// A theme cursor with several images, stepped at the cursor surface's frame callbacks.
    private struct CursorAnimation {
        let cursor: CursorTheme.Cursor
        let scale: Int
        var index = 0
        /// The time of the first frame callback, milliseconds: the animation's start.
        var start: UInt32?
        var callback: WlCallback?
    }

    init(pointer: WlPointer, connection: WaylandConnection) {
        self.device = .pointer(pointer)
        self.connection = connection
    }

    init(tabletTool: ZwpTabletToolV2, connection: WaylandConnection) {
        self.device = .tabletTool(tabletTool)
        self.connection = connection
    }

    /// The pointer entered one of the app's surfaces (or the tool came into its proximity)
    /// with `serial`: the next ``show(_:scale:)`` sends its cursor whatever was shown before.
    func entered(serial: UInt32) {
        self.serial = serial
        shown = nil
    }

    /// The pointer left: nothing is sent until it enters again, and an animation stops.
    func left() {
        serial = nil
        shown = nil
        stopAnimation()
    }

    /// Whether a theme cursor with several images is being animated (SPEC P21).
    var isAnimating: Bool { animation != nil }

    /// Shows `cursor` (or hides the pointer, `nil`) for a surface at `scale`.
    func show(_ cursor: SystemCursor?, scale: Int) {
        guard let serial else { return }
        let cursor = connection.options.hidesCursor ? nil : cursor  // TOUCHKIT_HIDE_CURSOR=1
        let next = Shown(cursor: cursor, scale: connection.cursorShapeManager == nil ? max(1, scale) : 1)
        guard next != shown else { return }
        shown = next
        stopAnimation()
        defer { connection.flush() }
        guard let cursor else {
            setCursor(serial: serial, surface: nil, hotspotX: 0, hotspotY: 0)
            return
        }
        if let manager = connection.cursorShapeManager {
            let shapes = shapeDevice ?? makeShapeDevice(manager)
            shapeDevice = shapes
            shapes.setShape(serial: serial, shape: WpCursorShapeDeviceV1.Shape(rawValue: cursor.shapeCode))
            return
        }
        guard let themed = connection.cursorTheme?.cursor(for: cursor, scale: next.scale),
            let compositor = connection.compositor
        else {
            return  // the compositor's cursor stays (P17)
        }
        let surface = self.surface ?? compositor.createSurface()
        self.surface = surface
        if themed.images.count > 1 {
            animation = CursorAnimation(cursor: themed, scale: next.scale)
            requestFrame(on: surface)
        }
        attach(themed.images[0], scale: next.scale, to: surface, serial: serial)
    }

    /// Attaches `image` to the cursor surface, commits it and sets it as the cursor with
    /// its hotspot.
    private func attach(_ image: CursorTheme.Image, scale wanted: Int, to surface: WlSurface, serial: UInt32) {
        // A buffer whose size the scale does not divide is shown at scale 1 (wl_surface's
        // buffer scale must divide it).
        let scale = image.width % wanted == 0 && image.height % wanted == 0 ? wanted : 1
        surface.attach(buffer: image.buffer, x: 0, y: 0)
        surface.setBufferScale(Int32(scale))
        surface.damageBuffer(x: 0, y: 0, width: Int32(image.width), height: Int32(image.height))
        surface.commit()
        setCursor(
            serial: serial, surface: surface, hotspotX: Int32(image.hotspotX / scale),
            hotspotY: Int32(image.hotspotY / scale))
    }

    /// Asks for a frame callback with the cursor surface's next commit (SPEC P21).
    private func requestFrame(on surface: WlSurface) {
        let callback = surface.frame()
        callback.onEvent = { [weak self, weak callback] event in
            guard case .done(let time) = event, let callback else { return }
            self?.frameArrived(time: time, from: callback)
        }
        animation?.callback = callback
    }

    /// A frame callback of the cursor surface: shows the image the time since the first
    /// one falls on (`wl_cursor_frame_and_duration`) and asks for the next (SPEC P21).
    private func frameArrived(time: UInt32, from callback: WlCallback) {
        guard var running = animation, running.callback === callback, let serial, let surface else { return }
        let start = running.start ?? time
        running.start = start
        let index = running.cursor.frame(at: time &- start)
        animation = running
        requestFrame(on: surface)
        if index != running.index, index < running.cursor.images.count {
            animation?.index = index
            attach(running.cursor.images[index], scale: running.scale, to: surface, serial: serial)
        } else {
            surface.commit()
        }
        connection.flush()
    }

    private func stopAnimation() {
        animation = nil  // a callback still pending finds no animation and does nothing
    }

    private func setCursor(serial: UInt32, surface: WlSurface?, hotspotX: Int32, hotspotY: Int32) {
        switch device {
        case .pointer(let pointer):
            pointer.setCursor(serial: serial, surface: surface, hotspotX: hotspotX, hotspotY: hotspotY)
        case .tabletTool(let tool):
            tool.setCursor(serial: serial, surface: surface, hotspotX: hotspotX, hotspotY: hotspotY)
        }
    }

    private func makeShapeDevice(_ manager: WpCursorShapeManagerV1) -> WpCursorShapeDeviceV1 {
        switch device {
        case .pointer(let pointer): manager.getPointer(pointer)
        case .tabletTool(let tool): manager.getTabletToolV2(tabletTool: tool)
        }
    }

    /// Destroys the cursor surface and the shape device.
    func release() {
        stopAnimation()
        shapeDevice?.destroy()
        shapeDevice = nil
        surface?.destroy()
        surface = nil
    }
}

extension SystemCursor {
    /// The cursor's `wp_cursor_shape_device_v1.shape` value: cursor-shape-v1 lists the
    /// shapes in the order of ``SystemCursor``'s cases, from 1.
    var shapeCode: UInt32 {
        UInt32(SystemCursor.allCases.firstIndex(of: self)! + 1)
    }
}
