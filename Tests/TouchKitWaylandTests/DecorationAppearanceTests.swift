import Testing
import TouchKit

@testable import TouchKitWayland

/// The client-side title bar follows the window into dark mode (SPEC M1): painted in
/// the window's appearance, its bar dark and its title light.
@MainActor
@Suite("Client-side decorations in light and dark")
struct DecorationAppearanceTests {
    /// The colour in the middle of the title bar's left part, away from the title and buttons.
    func barColour(_ appearance: Appearance) throws -> Color {
        let layout = DecorationLayout(contentSize: Size(width: 400, height: 300))
        let frame = layout.surfaceFrame
        let surface = try ImageSurface(width: Int(frame.width), height: Int(frame.height))
        let context = try GraphicsContext(surface: surface)
        DecorationPainter.paint(layout: layout, title: "", appearance: appearance, into: context)
        surface.flush()
        let bar = layout.titleBar
        return surface.color(x: Int(bar.minX + 20 - frame.minX), y: Int(bar.midY - frame.minY))
    }

    @Test("P19: a button under the pointer is painted with a stronger round background; the others stay at rest")
    func p19HoveredButton() throws {
        let layout = DecorationLayout(contentSize: Size(width: 400, height: 300))
        let frame = layout.surfaceFrame
        func shade(of part: DecorationLayout.Part, hovered: DecorationLayout.Part?) throws -> Double {
            let surface = try ImageSurface(width: Int(frame.width), height: Int(frame.height))
            let context = try GraphicsContext(surface: surface)
            DecorationPainter.paint(layout: layout, title: "", hovered: hovered, into: context)
            surface.flush()
            // Inside the button's circle, above its glyph.
            let button = layout.button(part)
            return surface.color(x: Int(button.midX - frame.minX), y: Int(button.minY + 3 - frame.minY)).red
        }
        let rest = try shade(of: .close, hovered: nil)
        #expect(try shade(of: .close, hovered: .close) < rest - 0.08)
        #expect(abs(try shade(of: .minimize, hovered: .close) - rest) < 0.01, "the others stay at rest")
    }

    @Test("M1: the title bar is light in a light window and dark in a dark one")
    func m1TitleBarFollowsTheAppearance() throws {
        let light = try barColour(.light)
        let dark = try barColour(.dark)
        #expect(abs(light.red - 0.86) < 0.01, "\(light)")
        #expect(abs(dark.red - 0.20) < 0.01, "\(dark)")
    }
}
