import TouchKit

/// Starting a ``ReplaySession`` by compositor.
public enum ReplaySessions {
    /// Starts a private headless session of `compositor`.
    /// - Parameters:
    ///   - compositor: Weston (a ``HeadlessSession``), KWin or Mutter (a ``DesktopSession``).
    ///   - width: Output width in points.
    ///   - height: Output height in points.
    ///   - scale: Output scale (Weston: whole numbers; KWin: fractional too; Mutter: 1).
    ///   - outputDirectory: Where logs, traces and captures go, or `nil`.
    /// - Throws: ``SessionError`` in one line when the compositor cannot start.
    @MainActor
    public static func start(
        _ compositor: Compositor, width: Int = 1024, height: Int = 640, scale: Double = 1,
        outputDirectory: String? = nil
    ) throws(SessionError) -> any ReplaySession {
        switch compositor {
        case .weston:
            guard scale == scale.rounded(), scale >= 1 else {
                throw .unsupported(
                    compositor: "weston", what: "run at the fractional scale \(scale) (whole numbers only)")
            }
            return try HeadlessSession(
                HeadlessSession.Configuration(
                    width: width, height: height, outputDirectory: outputDirectory, scale: Int(scale)))
        case .kwin, .mutter:
            return try DesktopSession(
                DesktopSession.Configuration(
                    compositor: compositor, width: width, height: height, scale: scale, outputDirectory: outputDirectory
                ))
        }
    }
}
