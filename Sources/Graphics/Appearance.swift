/// Light or dark: the appearance a ``GraphicsContext`` resolves adaptive colours for.
///
/// TouchKit's renderer sets the context's ``GraphicsContext/appearance`` from each
/// view's trait collection, so a colour made with ``Color/init(light:dark:)`` (such as
/// TouchKit's system colours) paints the right variant without the drawing code knowing.
public enum Appearance: Hashable, Sendable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}
