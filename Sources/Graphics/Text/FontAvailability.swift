internal import CPango
import Synchronization

/// Whether an installed font can serve a ``Font``, and who hears when none can.
///
/// fontconfig matches any family name to some installed face, so a `Font` only fails
/// to load when no font can be found at all: a system with no fonts installed, or a
/// `FONTCONFIG_FILE` that lists no font directories. Pango then lays text out with
/// missing-glyph boxes and says nothing. ``TextLayout`` checks each font description
/// once per process when it is first applied, and hands the first one that cannot be
/// loaded to ``reporter`` (TouchKit's `Application` logs one line), so the app carries
/// on and the reason is on record. Only the first: since fontconfig serves every family
/// from any installed font, when one font cannot be loaded none can.
public enum FontAvailability {
    private struct State {
        var checked: Set<String> = []
        var reported = false
        var reporter: (@Sendable (Font) -> Void)?
    }

    private static let state = Mutex(State())

    /// Called with the first font description that no installed font can serve, on the
    /// thread that laid the text out; `nil` (the default) reports nothing.
    public static var reporter: (@Sendable (Font) -> Void)? {
        get { state.withLock { $0.reporter } }
        set { state.withLock { $0.reporter = newValue } }
    }

    /// Whether an installed font can serve `font` through Pango's default font map.
    /// - Parameter font: The font to look for.
    public static func canLoad(_ font: Font) -> Bool {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return canLoad(font, in: context)
    }

    /// Checks `font` in `context` the first time its description is seen, and reports it
    /// when it cannot be loaded and nothing was reported before.
    static func check(_ font: Font, in context: OpaquePointer) {
        let key = font.description
        let first = state.withLock { $0.reported ? false : $0.checked.insert(key).inserted }
        guard first, !canLoad(font, in: context) else { return }
        let report: (@Sendable (Font) -> Void)? = state.withLock { state in
            guard !state.reported else { return nil }
            state.reported = true
            return state.reporter
        }
        report?(font)
    }

    private static func canLoad(_ font: Font, in context: OpaquePointer) -> Bool {
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(context, description) else { return false }
        g_object_unref(UnsafeMutableRawPointer(loaded))
        return true
    }

}
