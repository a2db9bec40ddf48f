import Glibc

/// Symbol images: UIKit's `UIImage(systemName:)` for the common SF Symbols names,
/// drawn from the desktop's icon theme.
///
/// SF Symbols are Apple's and do not ship on Linux; each name in ``systemSymbolNames``
/// maps to an icon of the freedesktop icon naming specification in the Adwaita theme's
/// symbolic (single-colour, SVG) set, read with librsvg. A symbol image is a template
/// (``RenderingMode/alwaysTemplate``): an ``ImageView`` paints its shapes in its
/// ``View/tintColor``, which follows dark mode, and draws them as vectors, so they are
/// crisp at every scale. Names with no equivalent, and names whose icon the installed
/// theme lacks, give `nil`, as UIKit does for an unknown name.
extension Image {
    /// How an image's colours are used (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Sendable, Hashable {
        /// The image's default: template for symbol images, original for others.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image's shapes, painted in the tint colour (an ``ImageView``'s
        /// ``View/tintColor``, or the colour of ``withTintColor(_:)``).
        case alwaysTemplate
    }

    /// The icon theme symbol images come from.
    public static let symbolTheme = "Adwaita"

    /// The size of a symbol image in points: the symbolic icons' 16-point design grid
    /// **(choice)**; an ``ImageView`` scales it by its ``ImageView/contentMode``.
    public static let symbolSize = Size(width: 16, height: 16)

    /// The SF Symbols names `Image(systemName:)` knows, each with the freedesktop icon
    /// name it draws (the `-symbolic` variant of that name in ``symbolTheme``).
    public static let systemSymbolNames: [String: String] = [
        // Actions.
        "plus": "list-add", "minus": "list-remove", "xmark": "window-close", "checkmark": "object-select",
        "trash": "user-trash", "pencil": "document-edit", "square.and.pencil": "document-edit",
        "magnifyingglass": "system-search", "plus.magnifyingglass": "zoom-in", "minus.magnifyingglass": "zoom-out",
        "arrow.clockwise": "view-refresh", "arrow.uturn.backward": "edit-undo", "arrow.uturn.forward": "edit-redo",
        "doc.on.doc": "edit-copy", "scissors": "edit-cut", "doc.on.clipboard": "edit-paste",
        "square.and.arrow.up": "emblem-shared", "square.and.arrow.down": "document-save",
        "folder": "folder", "doc": "text-x-generic", "photo": "image-x-generic", "paperclip": "mail-attachment",
        "link": "insert-link", "printer": "printer", "paperplane": "mail-send", "envelope": "mail-unread",
        // Navigation.
        "chevron.left": "go-previous", "chevron.right": "go-next", "chevron.up": "go-up",
        "chevron.down": "go-down", "house": "go-home", "ellipsis": "view-more", "ellipsis.circle": "view-more",
        "line.3.horizontal": "open-menu", "list.bullet": "view-list", "square.grid.2x2": "view-grid",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen", "eye": "view-reveal", "eye.slash": "view-conceal",
        // Status.
        "info.circle": "dialog-information", "exclamationmark.triangle": "dialog-warning",
        "xmark.octagon": "dialog-error", "questionmark.circle": "dialog-question",
        "exclamationmark.circle": "emblem-important", "checkmark.circle": "emblem-ok", "gear": "emblem-system",
        "gearshape": "emblem-system", "star": "non-starred", "star.fill": "starred", "heart": "emblem-favorite",
        "lock": "changes-prevent", "lock.open": "changes-allow", "bell": "preferences-system-notifications",
        "bookmark": "user-bookmarks", "calendar": "x-office-calendar", "alarm": "alarm", "globe": "web-browser",
        "location": "find-location", "person": "avatar-default", "sun.max": "display-brightness",
        "moon": "weather-clear-night",
        // Devices and media.
        "wifi": "network-wireless", "battery.100": "battery-full", "keyboard": "input-keyboard",
        "mic": "audio-input-microphone", "camera": "camera-photo", "speaker.wave.2": "audio-volume-high",
        "speaker.slash": "audio-volume-muted", "play.fill": "media-playback-start",
        "pause.fill": "media-playback-pause", "stop.fill": "media-playback-stop",
        "forward.fill": "media-seek-forward", "backward.fill": "media-seek-backward",
    ]

    /// The directories the icon theme is looked for in: `$XDG_DATA_HOME` (or
    /// `~/.local/share`), then each of `$XDG_DATA_DIRS` (or `/usr/local/share:/usr/share`),
    /// each followed by `icons/<theme>/scalable`.
    static var symbolThemeDirectories: [String] {
        func variable(_ name: String) -> String? {
            guard let value = getenv(name) else { return nil }
            let text = String(cString: value)
            return text.isEmpty ? nil : text
        }
        var bases: [String] = []
        if let home = variable("XDG_DATA_HOME") {
            bases.append(home)
        } else if let home = variable("HOME") {
            bases.append(home + "/.local/share")
        }
        bases += (variable("XDG_DATA_DIRS") ?? "/usr/local/share:/usr/share").split(separator: ":").map(String.init)
        return bases.map { "\($0)/icons/\(symbolTheme)/scalable" }
    }

    /// The icon theme's context directories a symbolic icon may be in.
    static let symbolContexts = [
        "actions", "status", "places", "devices", "apps", "categories", "emblems", "mimetypes", "ui", "legacy",
    ]

    /// The SVG file of a freedesktop icon name's symbolic variant in the installed theme.
    /// - Parameter iconName: A freedesktop icon name, such as `list-add`.
    /// - Returns: Its path, or `nil` when the theme has no such icon.
    public static func symbolicIconPath(for iconName: String) -> String? {
        for directory in symbolThemeDirectories {
            for context in symbolContexts {
                let path = "\(directory)/\(context)/\(iconName)-symbolic.svg"
                if PosixFile.kind(atPath: path) == .file { return path }
            }
        }
        return nil
    }

    /// A symbol image (UIKit's `init(systemName:)`): the icon ``systemSymbolNames``
    /// maps `name` to, from the installed icon theme, as a template image of
    /// ``symbolSize``; `nil` for a name with no equivalent or whose icon is missing.
    ///
    /// - Parameter name: An SF Symbols name, such as `"trash"` or `"chevron.right"`.
    public convenience init?(systemName name: String) {
        guard let iconName = Image.systemSymbolNames[name], let path = Image.symbolicIconPath(for: iconName),
            let document = try? SVGDocument(contentsOfFile: path),
            let surface = try? ImageSurface(logicalSize: Image.symbolSize, scale: 1),
            let context = try? GraphicsContext(surface: surface)
        else { return nil }
        context.draw(document, in: Rect(origin: .zero, size: Image.symbolSize))
        surface.flush()
        self.init(surface: surface)
        vectorDocument = document
        symbolName = name
    }

    /// Whether the image is a symbol image (made by ``init(systemName:)``).
    public var isSymbolImage: Bool { symbolName != nil }

    /// How the image is drawn: ``renderingMode`` with ``RenderingMode/automatic``
    /// resolved (template for a symbol image).
    public var resolvedRenderingMode: RenderingMode {
        switch renderingMode {
        case .automatic: isSymbolImage ? .alwaysTemplate : .alwaysOriginal
        case let mode: mode
        }
    }

    /// The same image with another rendering mode (UIKit's `withRenderingMode(_:)`).
    /// - Parameter mode: How its colours are used.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        let copy = copied()
        copy.renderingMode = mode
        return copy
    }

    /// The same image drawn in `color` (UIKit's `withTintColor(_:)`): its shapes are
    /// painted in that colour wherever it is drawn, whatever the view's tint.
    /// - Parameter color: The colour; adaptive colours follow dark mode.
    public func withTintColor(_ color: Color) -> Image {
        let copy = copied()
        copy.renderingMode = .alwaysTemplate
        copy.tintColor = color
        return copy
    }

    private func copied() -> Image {
        let copy = Image(surface: surface)
        copy.vectorDocument = vectorDocument
        copy.symbolName = symbolName
        copy.renderingMode = renderingMode
        copy.tintColor = tintColor
        return copy
    }

    /// Draws the image into `context` stretched to `rect`: a vector image as vectors
    /// (crisp at the context's scale), in `tint` when it is a template, else its pixels.
    /// - Parameters:
    ///   - context: Where to draw.
    ///   - rect: Where the image goes.
    ///   - tint: The colour of a template image without its own ``tintColor``.
    ///   - alpha: The opacity, 0...1.
    func draw(into context: GraphicsContext, in rect: Rect, tint: Color?, alpha: Double = 1) {
        guard let vectorDocument else {
            context.draw(surface, in: rect, alpha: alpha)
            return
        }
        let colour: Color? =
            resolvedRenderingMode == .alwaysTemplate ? (tintColor ?? tint ?? .label) : nil
        context.draw(vectorDocument, in: rect, tintedWith: colour, alpha: alpha)
    }
}
