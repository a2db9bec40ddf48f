import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// PhotoBoard (`examples/PhotoBoard`) under headless Weston: its recordings in
/// `Recordings/PhotoBoard/` (written by `Recordings/make-example-recordings.py`)
/// replayed at their recorded speed, since the long press, the double tap's interval
/// and the animations run on the app's clock. The app runs on the event clock, so a
/// capture shows the app as it is at that time of the recording, however late a busy
/// machine takes it (SPEC D4).
///
/// The cards are found by the colours of their pictures: each sky and each sun is
/// a colour of its own (`Photo.all`). A card's sun is centred 69 points left of and 55
/// points above the card's centre, 34 points across.
@MainActor
@Suite("PhotoBoard under headless Weston", .serialized)
struct PhotoBoardReplayTests {
    static let harbourSky = Color(red: 0.55, green: 0.75, blue: 0.95)
    static let dunesSky = Color(red: 0.98, green: 0.68, blue: 0.42)
    static let lavenderSky = Color(red: 0.74, green: 0.62, blue: 0.92)
    static let lavenderSun = Color(red: 0.98, green: 0.96, blue: 0.85)
    static let panel = Color(red: 0.16, green: 0.18, blue: 0.23)
    static let tolerance = 0.04

    static func count(_ color: Color, in image: ImageSurface) -> Double {
        Double(image.count(of: color, tolerance: tolerance))
    }

    /// The lavender card's sun, searched for within 50 points of `point` (the prints'
    /// anti-aliased edges over the board come close to its colour elsewhere).
    static func sun(in image: ImageSurface, near point: Point) -> Rect? {
        image.boundingBox(
            of: lavenderSun, tolerance: tolerance, in: Rect(x: point.x - 50, y: point.y - 50, width: 100, height: 100))
    }

    static func isNear(_ a: Point, _ b: Point, _ slack: Double) -> Bool {
        abs(a.x - b.x) <= slack && abs(a.y - b.y) <= slack
    }

    /// The transitions of the recognizer `name` on the view `view`.
    static func transitions(_ trace: DispatchTrace, _ name: String, on view: String) -> [String] {
        trace.recognizerRecords.filter { $0.name == name && $0.view == view }.compactMap(\.transition)
    }

    /// The states the actions of the recognizer `name` on `view` saw.
    static func actions(_ trace: DispatchTrace, _ name: String, on view: String) -> [GestureRecognizer.State] {
        trace.recognizerRecords.filter { $0.name == name && $0.view == view }.compactMap(\.action)
    }

    @Test("G15, G23, D4: two fingers pan, pinch and rotate a card at once; a double tap sends it home, animated")
    func g15TransformTogetherThenG23Reset() throws {
        // Fingers 100 -> 140 points apart, turned 20 degrees, centre (790, 300) -> (680, 340),
        // lifted at 560 ms; the double tap lifts at 1090 ms and the card glides home in 0.3 s.
        let run = try ExampleRun(
            "PhotoBoard", replaying: "PhotoBoard/transform-and-reset.touches",
            options: ReplayOptions(captureAt: [50, 700, 1550], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        for name in ["pan", "pinch", "rotation"] {
            let transitions = Self.transitions(run.trace, name, on: "card2")
            #expect(
                transitions.first == "possible->began", "\(name) began alongside the others: \(transitions.prefix(3))")
            #expect(transitions.contains(where: DispatchTrace.isRecognizedEnding), "\(name) ended")
        }
        #expect(Self.actions(run.trace, "doubleTap", on: "card2") == [.ended])

        let before = try run.image(at: 50)
        let moved = try run.image(at: 700)
        let home = try run.image(at: 1550)
        let skyRatio = Self.count(Self.lavenderSky, in: moved) / Self.count(Self.lavenderSky, in: before)
        #expect(abs(skyRatio - 1.96) <= 0.08, "scaled 1.4 times: the sky's area 1.96 times: \(skyRatio)")
        // The sun's offset (-69, -55), scaled 1.4 and turned 20° clockwise, from (680, 340).
        let sun = try #require(Self.sun(in: moved, near: Point(x: 615.6, y: 234.6)))
        #expect(Self.isNear(sun.center, Point(x: 615.6, y: 234.6), 3), "moved, scaled and turned: \(sun)")
        #expect(abs(sun.width - 34 * 1.4) <= 3, "the sun 1.4 times as large: \(sun)")

        let sunHome = try #require(Self.sun(in: home, near: Point(x: 721, y: 245)))
        #expect(Self.isNear(sunHome.center, Point(x: 721, y: 245), 2), "home again: \(sunHome)")
        #expect(abs(sunHome.width - 34) <= 2)
        let homeRatio = Self.count(Self.lavenderSky, in: home) / Self.count(Self.lavenderSky, in: before)
        #expect(abs(homeRatio - 1) <= 0.02, "its own size again: \(homeRatio)")
    }

    @Test("G24, D4: a long press lifts the first card to the front, above the second, and puts it down at the lift")
    func g24LongPressLiftsToFront() throws {
        // Down at 100 ms on the first card; the press begins at 600 ms; lifted at 1000 ms.
        let run = try ExampleRun(
            "PhotoBoard", replaying: "PhotoBoard/long-press-lift.touches",
            options: ReplayOptions(captureAt: [500, 850, 1350], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        #expect(Self.transitions(run.trace, "longPress", on: "card0") == ["possible->began", "began->ended"])
        #expect(Self.actions(run.trace, "longPress", on: "card0") == [.began, .ended])
        #expect(Self.transitions(run.trace, "pan", on: "card0") == ["possible->failed"], "the finger never moved")

        let before = try run.image(at: 500)
        let lifted = try run.image(at: 850)
        let down = try run.image(at: 1350)
        let harbour = (Self.count(Self.harbourSky, in: before), Self.count(Self.harbourSky, in: lifted))
        let dunes = (Self.count(Self.dunesSky, in: before), Self.count(Self.dunesSky, in: lifted))
        #expect(harbour.1 > harbour.0 * 1.15, "in front and 1.08 times as large: more of its sky shows \(harbour)")
        #expect(dunes.1 < dunes.0 - 3000, "the second card's sky is covered where they overlap: \(dunes)")
        let afterDrop = (Self.count(Self.harbourSky, in: down), Self.count(Self.dunesSky, in: down))
        #expect(afterDrop.0 > harbour.0 + 1000 && afterDrop.0 < harbour.1, "put down, still in front: \(afterDrop.0)")
        #expect(afterDrop.1 < dunes.0 - 3000, "the second card stays covered: \(afterDrop.1)")
    }

    @Test("G29, G13: a drag from the window's left edge opens the side panel; a tap on the board closes it")
    func g29EdgePanelAndG13BoardTap() throws {
        // The drag lifts at 356 ms, the panel slides for 0.25 s; the tap lifts at 1040 ms.
        let run = try ExampleRun(
            "PhotoBoard", replaying: "PhotoBoard/edge-panel.touches",
            options: ReplayOptions(captureAt: [900, 1450], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let edge = Self.transitions(run.trace, "edgePan", on: "board")
        #expect(
            edge.first == "possible->began" && edge.contains(where: DispatchTrace.isRecognizedEnding))
        #expect(Self.actions(run.trace, "boardTap", on: "board") == [.ended], "the tap may begin: the panel is open")

        let open = try #require(run.image(at: 900).boundingBox(of: Self.panel, tolerance: Self.tolerance))
        #expect(abs(open.minX) <= 1 && abs(open.width - 300) <= 2 && open.height >= 630, "open: \(open)")
        #expect(try run.image(at: 1450).boundingBox(of: Self.panel, tolerance: Self.tolerance) == nil, "closed again")
        #expect(
            Self.actions(run.trace, "boardTap", on: "board") == [.ended], "the last tap, panel closed, does not begin")
    }
}
