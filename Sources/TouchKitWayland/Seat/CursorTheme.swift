internal import CWaylandCursor
import Glibc
import TouchKit
internal import Wayland

/// The Xcursor theme, loaded through libwayland-cursor at each scale a pointer needs
/// (SPEC P17): the cursors a compositor without cursor-shape-v1 is shown.
///
/// The theme is `XCURSOR_THEME` at `XCURSOR_SIZE` times the scale; one that is not found
/// in the search path is logged once and the default theme loaded instead. Each cursor
/// is looked up by its CSS name and then by the older X11 names themes also use
/// (`left_ptr`, `xterm`, `top_side`...).
@MainActor
final class CursorTheme {
    /// One image of a cursor: its buffer (the theme's) and its size and hotspot, pixels.
    struct Image {
        let buffer: WlBuffer
        let width: Int
        let height: Int
        let hotspotX: Int
        let hotspotY: Int
    }

    private let shm: WlShm
    private let name: String?
    private let size: Int
    /// The loaded themes by pixel size; freed with the object.
    nonisolated(unsafe) private var themes: [Int: OpaquePointer] = [:]
    /// The buffers handed out, by `wl_cursor_image` address, so each is wrapped once.
    private var buffers: [UnsafeMutableRawPointer: WlBuffer] = [:]

    /// Prepares the theme `options` name; nothing loads before the first image.
    init(shm: WlShm, options: WaylandLaunchOptions) {
        self.shm = shm
        size = options.cursorSize
        if let theme = options.cursorTheme,
            !options.cursorSearchPath.contains(where: { Self.isDirectory("\($0)/\(theme)") })
        {
            TouchKitLog.errorOnce(
                "cursor theme \"\(theme)\" (XCURSOR_THEME) not found in \(options.cursorSearchPath.joined(separator: ":")): "
                    + "the default theme instead")
            name = nil
        } else {
            name = options.cursorTheme
        }
    }

    deinit {
        for theme in themes.values { wl_cursor_theme_destroy(theme) }
    }

    /// A cursor of the theme: its images, one or several (an animated cursor, SPEC P21).
    struct Cursor {
        fileprivate let raw: UnsafeMutablePointer<wl_cursor>
        /// Its images, in order.
        let images: [Image]

        /// The index of the image to show `elapsed` milliseconds after the first
        /// (`wl_cursor_frame_and_duration`, which loops over the images' delays).
        func frame(at elapsed: UInt32) -> Int {
            Int(max(0, wl_cursor_frame_and_duration(raw, elapsed, nil)))
        }
    }

    /// The first image of `cursor` at `scale` (or of a cursor standing in for it), or
    /// `nil` when the theme has none of its names.
    func image(for cursor: SystemCursor, scale: Int) -> Image? {
        self.cursor(for: cursor, scale: scale)?.images.first
    }

    /// `cursor` at `scale` (or a cursor standing in for it) with all its images, or `nil`
    /// when the theme has none of its names.
    func cursor(for cursor: SystemCursor, scale: Int) -> Cursor? {
        guard let theme = theme(pixelSize: size * max(1, scale)) else { return nil }
        for candidate in Self.names(for: cursor) {
            guard let found = wl_cursor_theme_get_cursor(theme, candidate), found.pointee.image_count > 0 else {
                continue
            }
            var images: [Image] = []
            for index in 0..<Int(found.pointee.image_count) {
                guard let image = found.pointee.images[index], let wrapped = self.image(image) else { break }
                images.append(wrapped)
            }
            if !images.isEmpty { return Cursor(raw: found, images: images) }
        }
        return nil
    }

    /// One image of a theme cursor, its buffer wrapped once.
    private func image(_ image: UnsafeMutablePointer<wl_cursor_image>) -> Image? {
        let key = UnsafeMutableRawPointer(image)
        let buffer: WlBuffer
        if let known = buffers[key] {
            buffer = known
        } else {
            guard let raw = wl_cursor_image_get_buffer(image) else { return nil }
            buffer = WlBuffer(borrowingForeign: raw)
            buffers[key] = buffer
        }
        return Image(
            buffer: buffer, width: Int(image.pointee.width), height: Int(image.pointee.height),
            hotspotX: Int(image.pointee.hotspot_x), hotspotY: Int(image.pointee.hotspot_y))
    }

    private func theme(pixelSize: Int) -> OpaquePointer? {
        if let loaded = themes[pixelSize] { return loaded }
        guard let shmProxy = shm.rawProxy, let loaded = wl_cursor_theme_load(name, Int32(pixelSize), shmProxy) else {
            TouchKitLog.errorOnce("cannot load the cursor theme at \(pixelSize) pixels")
            return nil
        }
        themes[pixelSize] = loaded
        return loaded
    }

    /// The names `cursor` is looked up by, best first: the CSS name, the X11 names of
    /// older themes, and at last the default arrow's.
    static func names(for cursor: SystemCursor) -> [String] {
        let older: [String] =
            switch cursor {
            case .default, .contextMenu: ["left_ptr"]
            case .help: ["question_arrow", "left_ptr_help"]
            case .pointer: ["hand2", "hand1"]
            case .progress: ["left_ptr_watch"]
            case .wait: ["watch"]
            case .cell: ["plus"]
            case .crosshair: ["cross"]
            case .text: ["xterm"]
            case .verticalText: ["xterm"]
            case .alias: ["link", "dnd-link"]
            case .copy: ["dnd-copy"]
            case .move, .allScroll: ["fleur"]
            case .noDrop: ["dnd-no-drop", "crossed_circle"]
            case .notAllowed: ["crossed_circle"]
            case .grab: ["openhand", "hand1"]
            case .grabbing: ["closedhand", "fleur"]
            case .eResize: ["right_side"]
            case .nResize: ["top_side"]
            case .neResize: ["top_right_corner"]
            case .nwResize: ["top_left_corner"]
            case .sResize: ["bottom_side"]
            case .seResize: ["bottom_right_corner"]
            case .swResize: ["bottom_left_corner"]
            case .wResize: ["left_side"]
            case .ewResize, .colResize: ["sb_h_double_arrow", "h_double_arrow"]
            case .nsResize, .rowResize: ["sb_v_double_arrow", "v_double_arrow"]
            case .neswResize: ["fd_double_arrow"]
            case .nwseResize: ["bd_double_arrow"]
            case .zoomIn: ["zoom-in"]
            case .zoomOut: ["zoom-out"]
            }
        var result = [cursor.name]
        for name in older + ["default", "left_ptr"] where !result.contains(name) { result.append(name) }
        return result
    }

    private static func isDirectory(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        closedir(directory)
        return true
    }
}
