import Graphics

extension Application {
    /// Logs one line for each font no installed font can serve (``FontAvailability``),
    /// unless the app installed a reporter of its own: its text is then drawn as
    /// missing-glyph boxes, and the line says why.
    static func reportUnloadableFonts() {
        guard FontAvailability.reporter == nil else { return }
        FontAvailability.reporter = { font in
            TouchKitLog.error(
                "no installed font can draw \"\(font)\": fontconfig found no fonts "
                    + "(check `fc-list` and FONTCONFIG_FILE); its text is drawn as boxes")
        }
    }
}
