import Foundation
import Testing
import TouchKit

/// `Image(systemName:)`: SF Symbols names drawn from the installed icon theme (SPEC M4).
@MainActor
@Suite("Symbol images (SPEC M4)")
struct SymbolImageTests {
    /// Whether two colours are the same to within `tolerance` per component.
    func close(_ a: Color, _ b: Color, tolerance: Double = 2.0 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
            && abs(a.alpha - b.alpha) <= tolerance
    }

    /// How many pixels of `surface` are `color`.
    func count(_ color: Color, in surface: ImageSurface) -> Int {
        var found = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width where close(surface.color(x: x, y: y), color) { found += 1 }
        }
        return found
    }

    /// A white window holding an image view of `image` at the origin, `size` points square.
    func window(showing image: Image?, size: Double = 16) -> (Window, ImageView) {
        let window = Window(
            frame: Rect(x: 0, y: 0, width: size, height: size), application: Application(clock: ManualClock()))
        window.backgroundColor = .white
        let view = ImageView(image: image)
        view.frame = Rect(x: 0, y: 0, width: size, height: size)
        window.addSubview(view)
        return (window, view)
    }

    @Test("M4: a known name is a 16-point template symbol image; an unknown name gives nil, as UIKit's")
    func knownAndUnknownNames() throws {
        let trash = try #require(Image(systemName: "trash"))
        #expect(trash.isSymbolImage && trash.symbolName == "trash")
        #expect(trash.size == Image.symbolSize && trash.size == Size(width: 16, height: 16))
        #expect(trash.resolvedRenderingMode == .alwaysTemplate)
        #expect(trash.vectorDocument?.path.hasSuffix("/user-trash-symbolic.svg") == true)
        #expect(Image(systemName: "no.such.symbol") == nil)
        #expect(Image(systemName: "") == nil)
        #expect(Image(systemName: "user-trash") == nil, "freedesktop names are not SF Symbols names")
        #expect(trash.withRenderingMode(.alwaysOriginal).resolvedRenderingMode == .alwaysOriginal)
    }

    @Test("M4: every name of the mapping table has its symbolic icon in the installed theme")
    func everyMappedNameIsInstalled() {
        #expect(Image.systemSymbolNames.count >= 60)
        for (symbol, icon) in Image.systemSymbolNames.sorted(by: { $0.key < $1.key }) {
            #expect(Image.symbolicIconPath(for: icon) != nil, "\(symbol) -> \(icon)-symbolic.svg is missing")
            #expect(Image(systemName: symbol) != nil, "\(symbol)")
        }
    }

    @Test(
        "M4, M2: an image view paints a symbol in its tintColor, the tint's dark variant in dark mode; withTintColor wins"
    )
    func tintedByTheView() throws {
        let (window, view) = window(showing: Image(systemName: "minus"))
        view.tintColor = .systemRed
        let light = try window.snapshot()
        #expect(count(Color.systemRed.resolved(for: .light), in: light) >= 10, "the bar is painted systemRed")
        #expect(
            count(Color(red: 0x2e / 255, green: 0x34 / 255, blue: 0x36 / 255), in: light) == 0, "not the icon's grey")
        view.overrideUserInterfaceStyle = .dark
        window.backgroundColor = .white
        let dark = try window.snapshot()
        #expect(count(Color.systemRed.resolved(for: .dark), in: dark) >= 10, "systemRed's dark variant")
        view.image = Image(systemName: "minus")?.withTintColor(.systemGreen)
        let green = try window.snapshot()
        #expect(count(Color.systemGreen.resolved(for: .dark), in: green) >= 10)
        #expect(count(Color.systemRed.resolved(for: .dark), in: green) == 0)
    }

    @Test(
        "M4: crisp at scale 2: the window at scale 2 is the icon rendered at 32 pixels, not the 16-pixel one enlarged")
    func crispAtEveryScale() throws {
        let image = try #require(Image(systemName: "star"))
        let document = try #require(image.vectorDocument)
        let (window, view) = window(showing: image)
        view.tintColor = .black
        let shot = try window.snapshot(scale: 2)
        #expect(shot.width == 32 && shot.height == 32)

        func reference(pixels: Int) throws -> ImageSurface {
            let surface = try ImageSurface(width: pixels, height: pixels)
            let context = try GraphicsContext(surface: surface)
            context.fillColor = .white
            context.fill(Rect(x: 0, y: 0, width: Double(pixels), height: Double(pixels)))
            context.draw(
                document, in: Rect(x: 0, y: 0, width: Double(pixels), height: Double(pixels)), tintedWith: .black)
            surface.flush()
            return surface
        }
        let sharp = try reference(pixels: 32)
        let blurred = try reference(pixels: 16)
        var differentFromSharp = 0
        var differentFromEnlarged = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let pixel = shot.color(x: x, y: y)
                if !close(pixel, sharp.color(x: x, y: y)) { differentFromSharp += 1 }
                if !close(pixel, blurred.color(x: x / 2, y: y / 2), tolerance: 8.0 / 255) { differentFromEnlarged += 1 }
            }
        }
        #expect(differentFromSharp == 0, "drawn as vectors at 32 pixels")
        #expect(differentFromEnlarged > 20, "not the 16-pixel rendering enlarged")
    }

    @Test("M4: docs/PORTING.md's mapping table is Image.systemSymbolNames, entry for entry")
    func portingTableMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let text = try String(contentsOfFile: root + "/docs/PORTING.md", encoding: .utf8)
        var documented: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("  | `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            for pair in stride(from: 0, to: cells.count - 1, by: 2) where cells[pair].hasPrefix("`") {
                documented[cells[pair].trimmingCharacters(in: ["`"])] = cells[pair + 1].trimmingCharacters(in: ["`"])
            }
        }
        #expect(documented == Image.systemSymbolNames)
    }
}
