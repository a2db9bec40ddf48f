import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// MoveMe (SPEC E1) under headless Weston: its recordings in `Recordings/MoveMe/`
/// (written by `Recordings/make-example-recordings.py`) replayed at their recorded
/// speed, since the placard's animations run on the app's clock.
@MainActor
@Suite("MoveMe under headless Weston", .serialized)
struct MoveMeReplayTests {
    /// The placard's fill (`PlacardView.fillColor`) and text colour (`textColor`).
    static let placardFill = Color(red: 0.99, green: 0.82, blue: 0.30)
    static let placardText = Color(red: 0.20, green: 0.11, blue: 0.02)
    /// Where the placard rests: the centre of the 1024x640 window.
    static let home = Point(x: 512, y: 320)

    /// The placard's fill on screen, found by its colour.
    static func placard(in image: ImageSurface) throws -> Rect {
        try #require(image.boundingBox(of: placardFill, tolerance: 0.04), "the placard is on screen")
    }

    static func isNear(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("E1, D4, F3: the placard follows the finger, bounces back to the centre, and takes no touch meanwhile")
    func dragAndBounce() throws {
        // The finger reaches (780, 470) at 400 ms and lifts at 800 ms; the bounce lasts 1 s.
        let run = try ExampleRun(
            "MoveMe", replaying: "MoveMe/drag-and-bounce.touches", options: ReplayOptions(captureAt: [700, 1950]),
            eventClock: true)

        let dragged = try Self.placard(in: run.image(at: 700))
        #expect(Self.isNear(dragged.center, Point(x: 780, y: 470), 4), "under the finger mid-drag: \(dragged)")
        let back = try Self.placard(in: run.image(at: 1950))
        #expect(Self.isNear(back.center, Self.home, 3), "back at the centre after the bounce: \(back)")
        #expect(abs(dragged.width / back.width - 1.1) < 0.03, "scaled 1.1 while dragged, 1 at rest")

        // The placard passes its touches on to the stage (R2); the tap during the bounce
        // (finger 1) reaches neither, since the stage has interaction off (F3); the tap
        // after it (finger 2) reaches both.
        let placard = run.trace.records(identifier: "placard")
        let stage = run.trace.records(identifier: "stage")
        #expect(placard.map(\.method) == stage.map(\.method))
        #expect(placard.first?.method == .touchesBegan && placard.contains { $0.method == .touchesMoved })
        let ids = Set(stage.flatMap(\.touches).map(\.id))
        #expect(ids == ["0", "2"], "finger 1 touched during the bounce and reached no view")
        #expect(run.trace.records.contains { $0.responder == "Window" && $0.touches.first?.id == "1" })
    }

    @Test("E1, T6: a double tap outside the placard switches the greeting to the next language")
    func doubleTapOutside() throws {
        // Double taps at 20-200 ms and 600-780 ms; captures before, between and after.
        let run = try ExampleRun(
            "MoveMe", replaying: "MoveMe/double-tap-outside.touches",
            options: ReplayOptions(captureAt: [10, 500, 1000]),
            eventClock: true)
        let began = run.trace.records(identifier: "stage").filter { $0.method == .touchesBegan }
        #expect(began.flatMap(\.touches).map(\.tapCount) == [1, 2, 1, 2, 1])
        #expect(run.trace.records(identifier: "placard").isEmpty)

        // The greeting's ink, found by the text colour inside the placard.
        var texts: [(box: Rect, pixels: Int)] = []
        for time in [10.0, 500, 1000] {
            let image = try run.image(at: time)
            let placard = try Self.placard(in: image)
            #expect(Self.isNear(placard.center, Self.home, 3), "the placard stays put: \(placard)")
            let box = try #require(image.boundingBox(of: Self.placardText, tolerance: 0.08, in: placard))
            #expect(box.height > 15 && box.width > 40, "a readable line of text at \(time) ms: \(box)")
            texts.append((box, image.count(of: Self.placardText, tolerance: 0.08, in: placard)))
        }
        // "Welcome", "Bienvenue", "Willkommen": three different words on screen.
        for (a, b) in [(0, 1), (1, 2), (0, 2)] {
            let widths = (texts[a].box.width, texts[b].box.width)
            let pixels = (Double(texts[a].pixels), Double(texts[b].pixels))
            #expect(
                abs(widths.0 - widths.1) > 8 || abs(pixels.0 - pixels.1) > 0.05 * max(pixels.0, pixels.1),
                "the greeting changed between captures \(a) and \(b): \(texts)")
        }
    }

    @Test("E1, W3, F4: a cancelled drag puts the placard back at the centre at once")
    func cancelPutsItBack() throws {
        // The finger drags the placard to (300, 200) by 300 ms; the compositor cancels at 700 ms.
        let run = try ExampleRun(
            "MoveMe", replaying: "MoveMe/cancel.touches", options: ReplayOptions(captureAt: [650, 701]),
            eventClock: true)
        let stage = run.trace.records(identifier: "stage")
        #expect(stage.map(\.method).prefix(1) == [.touchesBegan])
        #expect(stage.last(where: { $0.touches.first?.id == "0" })?.method == .touchesCancelled)

        let held = try Self.placard(in: run.image(at: 650))
        #expect(Self.isNear(held.center, Point(x: 300, y: 200), 4), "held under the finger: \(held)")
        // About 50 ms after the cancel: the 1 s bounce would still be more than 100 px away.
        let after = try Self.placard(in: run.image(at: 701))
        #expect(Self.isNear(after.center, Self.home, 3), "back at the centre: \(after)")
        #expect(abs(held.width / after.width - 1.1) < 0.03, "and no longer scaled")
    }

    @Test("E1, T6: double taps cycle on to Arabic, Hebrew and Hindi, each drawn centred in the placard")
    func cycleToNewLanguages() throws {
        // Double taps start at 20, 520, 1020, 1520 and 2020 ms: after the third the
        // greeting is Arabic, after the fourth Hebrew, after the fifth Hindi.
        let run = try ExampleRun(
            "MoveMe", replaying: "MoveMe/cycle-languages.touches",
            options: ReplayOptions(captureAt: [900, 1400, 1900, 2400]),
            eventClock: true)
        let began = run.trace.records(identifier: "stage").filter { $0.method == .touchesBegan }
        #expect(began.flatMap(\.touches).map(\.tapCount) == [1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1])

        var texts: [(box: Rect, pixels: Int)] = []
        for time in [900.0, 1400, 1900, 2400] {
            let image = try run.image(at: time)
            let placard = try Self.placard(in: image)
            let box = try #require(image.boundingBox(of: Self.placardText, tolerance: 0.08, in: placard))
            #expect(box.height > 15 && box.width > 60, "a readable line of text at \(time) ms: \(box)")
            #expect(abs(box.midX - placard.midX) < 8, "centred in the placard at \(time) ms: \(box) in \(placard)")
            texts.append((box, image.count(of: Self.placardText, tolerance: 0.08, in: placard)))
        }
        // German, Arabic, Hebrew, Hindi: four different words on screen.
        for a in 0..<texts.count {
            for b in (a + 1)..<texts.count {
                let widths = (texts[a].box.width, texts[b].box.width)
                let pixels = (Double(texts[a].pixels), Double(texts[b].pixels))
                #expect(
                    abs(widths.0 - widths.1) > 8 || abs(pixels.0 - pixels.1) > 0.05 * max(pixels.0, pixels.1),
                    "the greeting changed between captures \(a) and \(b): \(texts)")
            }
        }
    }
}
