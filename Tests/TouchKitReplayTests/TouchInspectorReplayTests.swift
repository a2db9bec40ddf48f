import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// TouchInspector under headless Weston: `Recordings/TouchInspector/two-fingers.touches`
/// (two fingers with contact shapes landing together, moving, lifting) replayed at its
/// recorded speed.
@MainActor
@Suite("TouchInspector under headless Weston", .serialized)
struct TouchInspectorReplayTests {
    /// The first two fingers' colours (`InspectorView.palette`) and their cards' fill
    /// (`TouchCard.tint(of:)`).
    static let colors = [0.58, 0.08].map { Color(hue: $0, saturation: 0.75, brightness: 0.85) }
    static func tint(of c: Color) -> Color {
        Color(red: 0.8 + 0.2 * c.red, green: 0.8 + 0.2 * c.green, blue: 0.8 + 0.2 * c.blue)
    }
    /// The log's text colour (`EventLogView.textColor`) and its top edge (640 - 160).
    static let logText = Color(red: 0.55, green: 0.90, blue: 0.60)
    static let logArea = Rect(x: 0, y: 480, width: 1024, height: 160)

    /// The distance from a point to the nearest point of a rectangle.
    static func distance(_ p: Point, _ r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX)
        let dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// How many lines of text the log shows: runs of pixel rows with log text in them.
    static func logLines(in image: ImageSurface) -> Int {
        var lines = 0
        var inLine = false
        for y in Int(logArea.minY)..<Int(logArea.maxY) {
            let row = Rect(x: 0, y: Double(y), width: logArea.width, height: 1)
            let hasText = image.count(of: logText, tolerance: 0.1, in: row) > 0
            if hasText && !inLine { lines += 1 }
            inLine = hasText
        }
        return lines
    }

    @Test("W1, W8, T4: two fingers show two cards at their places, their shapes, and log lines")
    func twoFingers() throws {
        // Fingers at (250, 200) and (700, 380) move 2 points right per 16 ms until 160 ms;
        // the first moves back by 240 ms; both lift at 600 ms.
        let run = try ExampleRun(
            "TouchInspector", replaying: "TouchInspector/two-fingers.touches",
            options: ReplayOptions(captureAt: [100, 400, 800]))

        let trace = run.trace.records(identifier: "inspector")
        #expect(trace.first?.method == .touchesBegan)
        #expect(trace.first?.touches.map(\.id) == ["0", "1"], "both fingers in one call (W1, T4)")
        #expect(
            trace.contains { $0.method == .touchesEnded && $0.touches.map(\.id) == ["0", "1"] }, "both lift together")

        let fingers = [Point(x: 250, y: 200), Point(x: 720, y: 380)]  // at 400 ms
        let image = try run.image(at: 400)
        var cards: [Rect] = []
        for (finger, color) in zip(fingers, Self.colors) {
            let card = try #require(
                image.boundingBox(of: Self.tint(of: color), tolerance: 0.02), "a card for \(finger)")
            #expect(Self.distance(finger, card) < 80, "the card of the finger at \(finger) is beside it: \(card)")
            #expect(card.width > 150 && card.height > 80, "a card, not a speck: \(card)")
            cards.append(card)
            let near = Rect(x: finger.x - 50, y: finger.y - 50, width: 100, height: 100)
            let marker = try #require(image.boundingBox(of: color, tolerance: 0.05, in: near), "a marker at \(finger)")
            #expect(abs(marker.midX - finger.x) <= 3 && abs(marker.midY - finger.y) <= 3, "marker \(marker)")
        }
        #expect(!cards[0].intersects(cards[1]))
        // Finger 0's contact is 24 x 16 with its major axis upright (W8).
        let near0 = Rect(x: 200, y: 150, width: 100, height: 100)
        let ellipse = try #require(image.boundingBox(of: Self.colors[0], tolerance: 0.05, in: near0))
        #expect(ellipse.height > ellipse.width + 4 && ellipse.height < 40, "the contact ellipse: \(ellipse)")

        // The log shows lines, and scrolls: different lines at 100 and 400 ms.
        let early = try run.image(at: 100)
        #expect(Self.logLines(in: early) >= 6, "log lines at 100 ms: \(Self.logLines(in: early))")
        #expect(Self.logLines(in: image) >= 6, "log lines at 400 ms: \(Self.logLines(in: image))")
        #expect(
            early.count(of: Self.logText, tolerance: 0.1, in: Self.logArea)
                != image.count(of: Self.logText, tolerance: 0.1, in: Self.logArea), "the log scrolled")

        // After the lift: no cards, and the same log lines on standard output.
        let lifted = try run.image(at: 800)
        for color in Self.colors {
            #expect(lifted.count(of: Self.tint(of: color), tolerance: 0.02) == 0, "no card after the lift")
        }
        let output = try String(contentsOfFile: run.app.stdoutPath, encoding: .utf8)
        for line in ["#0 began", "#1 began", "#0 ended", "#1 ended", "r 15.0 x 10.0  30°"] {
            #expect(output.contains(line), "standard output has '\(line)'")
        }
    }
}
