import TouchKit
internal import Wayland

/// Shows one pointer's cursor (SPEC P16, P17): by name through cursor-shape-v1 when the
/// compositor offers it, otherwise as an image of the Xcursor theme on a cursor surface
/// (`wl_pointer.set_cursor`).
///
/// Every request names the serial of the pointer's latest `enter`, as both protocols ask;
/// a cursor is sent only when it differs from the one shown since that `enter`.
@MainActor
final class PointerCursor {
    private let pointer: WlPointer
    private unowned let connection: WaylandConnection
    private var shapeDevice: WpCursorShapeDeviceV1?
    private var surface: WlSurface?
    /// The serial of the latest `enter`, while the pointer is over one of our surfaces.
    private var serial: UInt32?
    /// What was shown since that `enter`.
    private var shown: Shown?

    private struct Shown: Equatable {
        var cursor: SystemCursor?
        var scale: Int
    }

    init(pointer: WlPointer, connection: WaylandConnection) {
        self.pointer = pointer
        self.connection = connection
    }

    /// The pointer entered one of the app's surfaces with `serial`: the next ``show(_:scale:)``
    /// sends its cursor whatever was shown before.
    func entered(serial: UInt32) {
        self.serial = serial
        shown = nil
    }

    /// The pointer left: nothing is sent until it enters again.
    func left() {
        serial = nil
        shown = nil
    }

    /// Shows `cursor` (or hides the pointer, `nil`) for a surface at `scale`.
    func show(_ cursor: SystemCursor?, scale: Int) {
        guard let serial else { return }
        let cursor = connection.options.hidesCursor ? nil : cursor  // TOUCHKIT_HIDE_CURSOR=1
        let next = Shown(cursor: cursor, scale: connection.cursorShapeManager == nil ? max(1, scale) : 1)
        guard next != shown else { return }
        shown = next
        defer { connection.flush() }
        guard let cursor else {
            pointer.setCursor(serial: serial, surface: nil, hotspotX: 0, hotspotY: 0)
            return
        }
        if let manager = connection.cursorShapeManager {
            let device = shapeDevice ?? manager.getPointer(pointer)
            shapeDevice = device
            device.setShape(serial: serial, shape: WpCursorShapeDeviceV1.Shape(rawValue: cursor.shapeCode))
            return
        }
        guard let image = connection.cursorTheme?.image(for: cursor, scale: next.scale) else {
            return  // the compositor's cursor stays (P17)
        }
        // A buffer whose size the scale does not divide is shown at scale 1 (wl_surface's
        // buffer scale must divide it).
        let scale = image.width % next.scale == 0 && image.height % next.scale == 0 ? next.scale : 1
        guard let compositor = connection.compositor else { return }
        let surface = self.surface ?? compositor.createSurface()
        self.surface = surface
        surface.attach(buffer: image.buffer, x: 0, y: 0)
        surface.setBufferScale(Int32(scale))
        surface.damageBuffer(x: 0, y: 0, width: Int32(image.width), height: Int32(image.height))
        surface.commit()
        pointer.setCursor(
            serial: serial, surface: surface, hotspotX: Int32(image.hotspotX / scale),
            hotspotY: Int32(image.hotspotY / scale))
    }

    /// Destroys the cursor surface and the shape device.
    func release() {
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
