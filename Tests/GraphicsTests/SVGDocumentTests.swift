import Foundation
import Testing

@testable import Graphics

/// SVG documents through librsvg, loaded on first use rather than linked (issue 32, P1b).
@Suite("SVGDocument and librsvg loaded on first use")
struct SVGDocumentTests {
    @Test("a document is read with its size and drawn through Cairo, crisp at scale 2")
    func readsAndDraws() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
              <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
            </svg>
            """
        let (directory, path) = try temporaryFile(svg, named: "half.svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = try SVGDocument(contentsOfFile: path)
        #expect(document.intrinsicSize == Size(width: 20, height: 10))
        #expect(document.path == path)
        let (surface, context) = try makeCanvas(width: 40, height: 20, scale: 2)
        context.draw(document, in: Rect(x: 0, y: 0, width: 20, height: 10))
        surface.flush()
        #expect(pixelsMatch(surface.pixel(x: 5, y: 10), 0xFFFF_0000), "the left half is red")
        #expect(pixelsMatch(surface.pixel(x: 19, y: 10), 0xFFFF_0000), "to its edge at scale 2")
        #expect(surface.pixel(x: 20, y: 10) == 0, "the right half is left transparent")
    }

    @Test("a document with only a viewBox takes its size from it")
    func viewBoxSize() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 12"><circle cx="8" cy="6" r="4"/></svg>"#
        let (directory, path) = try temporaryFile(svg, named: "viewbox.svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try SVGDocument(contentsOfFile: path).intrinsicSize == Size(width: 16, height: 12))
    }

    @Test("a missing file, a file that is not SVG, or one with no size fails with the file and why")
    func failuresNameTheFile() throws {
        let missing = "/nonexistent/SVGDocumentTests/none.svg"
        #expect {
            try SVGDocument(contentsOfFile: missing)
        } throws: { error in
            guard case GraphicsError.svgReadFailed(let path, let reason) = error else { return false }
            return path == missing && !reason.isEmpty
        }
        let (directory, text) = try temporaryFile("not an svg", named: "text.svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: GraphicsError.self) { try SVGDocument(contentsOfFile: text) }
        let sizeless = directory.appendingPathComponent("sizeless.svg").path
        try #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>"#
            .write(toFile: sizeless, atomically: true, encoding: .utf8)
        #expect {
            try SVGDocument(contentsOfFile: sizeless)
        } throws: { error in
            guard case GraphicsError.svgReadFailed(_, let reason) = error else { return false }
            return reason.contains("no width and height")
        }
    }

    @Test("librsvg missing, or a library without its calls, is a clear failure, never a crash")
    func loadFailures() {
        guard case .failure(let missing) = RsvgLibrary.load("librsvg-not-installed.so.9") else {
            Issue.record("a library that is not there loaded")
            return
        }
        #expect(missing.reason.contains("librsvg-not-installed.so.9") && missing.reason.contains("librsvg2-2"))
        guard case .failure(let other) = RsvgLibrary.load("libz.so.1") else {
            Issue.record("zlib passed for librsvg")
            return
        }
        #expect(other.reason == "libz.so.1 lacks the calls of librsvg 2.52 or later")
        guard case .success = RsvgLibrary.load(RsvgLibrary.sharedObject) else {
            Issue.record("librsvg-2.so.2 did not load")
            return
        }
    }
}
