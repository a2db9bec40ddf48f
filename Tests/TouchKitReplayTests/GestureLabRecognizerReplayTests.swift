import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// GestureLab's Recognizers tab (`examples/GestureLab/Recognizers`) under a real
/// headless Weston: one test per sub-screen, each replaying recordings made by
/// `Tests/Recordings/make-example-recordings.py` (each opens the tab, then its
/// segment). They check the recognizers' lines in the dispatch trace (transitions and
/// actions, SPEC G32), what reached the views, and what was drawn, by colour.
///
/// Geometry (window points): a sub-screen's stage is x 24-676, y 202-584, centred on
/// (350, 393); the inspector column is right of it and is not searched for colours.
@MainActor
@Suite("GestureLab's recognizer screens under headless Weston", .serialized)
struct GestureLabRecognizerReplayTests {
    typealias Lab = GestureLabReplayTests.Lab

    /// Where the sub-screens' views are (the stage, and the drawer at the window's left).
    static let stageArea = Rect(x: 0, y: 92, width: 690, height: 548)
    static let tolerance = 0.04
    static let idleGrey = Color(white: 0.80)
    static let green = Color(red: 0.20, green: 0.70, blue: 0.35)
    static let orange = Color(red: 0.95, green: 0.55, blue: 0.15)
    static let blue = Color(red: 0.20, green: 0.45, blue: 0.90)
    static let red = Color(red: 0.90, green: 0.25, blue: 0.25)
    static let purple = Color(red: 0.50, green: 0.30, blue: 0.75)
    static let swipePurple = Color(red: 0.55, green: 0.35, blue: 0.80)
    static let teal = Color(red: 0.15, green: 0.65, blue: 0.55)
    static let drawer = Color(red: 0.25, green: 0.30, blue: 0.40)
    static let lightBlue = Color(red: 0.65, green: 0.78, blue: 0.97)
    static let tileRed = Color(red: 0.90, green: 0.30, blue: 0.30)
    static let tileBlue = Color(red: 0.20, green: 0.60, blue: 0.85)

    static func box(of color: Color, in image: ImageSurface) -> Rect? {
        image.boundingBox(of: color, tolerance: tolerance, in: stageArea)
    }

    static func count(of color: Color, in image: ImageSurface) -> Double {
        Double(image.count(of: color, tolerance: tolerance, in: stageArea))
    }

    static func matches(_ box: Rect?, _ expected: Rect, slack: Double = 3) -> Bool {
        GestureLabReplayTests.matches(box, expected, slack: slack)
    }

    static func square(_ x: Double, _ y: Double, _ side: Double) -> Rect {
        GestureLabReplayTests.rect(centeredAt: x, y, side, side)
    }

    static let pad = square(350, 393, 260)

    /// The bounding box of the idle grey near the pad: the screen's text is
    /// anti-aliased through greys too, so the search stays around the pad.
    static func greyPad(in image: ImageSurface) -> Rect? {
        image.boundingBox(of: idleGrey, tolerance: tolerance, in: pad.insetBy(dx: -20, dy: -20))
    }

    @Test("G23, G6: a tap on the pad recognizes once at the lift (green); a finger sliding 100 points fails the tap")
    func g23Tap() throws {
        let lab = try Lab("recognizer-tap")
        defer { lab.stop() }
        let replay = try lab.replay("recognizer-tap", pacing: .recorded, captureAt: [600])
        #expect(replay.transitions("tap") == ["possible->ended", "possible->failed"])
        #expect(replay.actions("tap") == [.ended], "one action, for the tap; none for the failure (G6)")
        #expect(Self.matches(Self.box(of: Self.green, in: replay.captures[0]), Self.pad), "tapped: green")
        #expect(
            Self.matches(Self.box(of: Self.green, in: replay.captures[1]), Self.pad),
            "the slide did not tap: still green")
    }

    @Test("G24, G30: a press held still begins on its timer (orange) and ends at the lift; a short press fails")
    func g24LongPress() throws {
        let lab = try Lab("recognizer-longpress")
        defer { lab.stop() }
        // Down at 400 ms, begins at 900 ms, lifted at 1200 ms; a 200 ms press at 1500 ms.
        let replay = try lab.replay("recognizer-longpress", pacing: .recorded, captureAt: [700, 1100])
        #expect(replay.transitions("longPress") == ["possible->began", "began->ended", "possible->failed"])
        #expect(replay.actions("longPress") == [.began, .ended])
        #expect(Self.matches(Self.greyPad(in: replay.captures[0]), Self.pad), "at 700 ms: not yet")
        #expect(
            Self.matches(Self.box(of: Self.orange, in: replay.captures[1]), Self.pad), "at 1100 ms: pressed, orange")
        #expect(Self.box(of: Self.orange, in: replay.captures[2]) == nil, "after the lift: grey again")
    }

    @Test("G25: the square follows the pan's translation, the total movement since the finger landed")
    func g25Pan() throws {
        let lab = try Lab("recognizer-pan")
        defer { lab.stop() }
        let replay = try lab.replay("recognizer-pan")
        let transitions = replay.transitions("pan")
        // Frames the app reads together are coalesced (T3): under load the pan may see one
        // move, so it can end from began as well as from changed.
        #expect(transitions.first == "possible->began" && transitions.last?.hasSuffix("->ended") == true)
        #expect(transitions.dropFirst().dropLast().allSatisfy { $0.hasSuffix("->changed") })
        let moved = Self.box(of: Self.blue, in: try #require(replay.captures.last))
        #expect(Self.matches(moved, Self.square(384, 453, 120)), "moved by (+200, +60): \(String(describing: moved))")
    }

    @Test("G26: two fingers spreading from 100 to 150 points scale the square 1.5 times")
    func g26Pinch() throws {
        let lab = try Lab("recognizer-pinch")
        defer { lab.stop() }
        let replay = try lab.replay("recognizer-pinch")
        #expect(replay.transitions("pinch").first == "possible->began")
        #expect(replay.transitions("pinch").last?.hasSuffix("->ended") == true)
        let box = Self.box(of: Self.teal, in: try #require(replay.captures.last))
        #expect(Self.matches(box, Self.square(350, 393, 240)), "160 pt scaled 1.5: \(String(describing: box))")
    }

    @Test("G27: two fingers turning 30 degrees turn the square 30 degrees")
    func g27Rotation() throws {
        let lab = try Lab("recognizer-rotation")
        defer { lab.stop() }
        let replay = try lab.replay("recognizer-rotation")
        #expect(replay.transitions("rotation").first == "possible->began")
        #expect(replay.transitions("rotation").last?.hasSuffix("->ended") == true)
        let image = try #require(replay.captures.last)
        let box = try #require(Self.box(of: Self.purple, in: image))
        // 160 (cos 30° + sin 30°) = 218.6 wide and high; the square fills 160² of it.
        #expect(Self.matches(box, Self.square(350, 393, 218.6)), "turned 30°: \(box)")
        #expect(abs(Self.count(of: Self.purple, in: image) / (160 * 160) - 1) <= 0.05, "same area")
    }

    @Test("G28: a swipe right turns the pad green, a swipe left purple; a 45-degree drag fails both")
    func g28Swipe() throws {
        let lab = try Lab("recognizer-swipe")
        defer { lab.stop() }
        let replay = try lab.replay(
            "recognizer-swipe", pacing: .recorded, captureAt: [400, 800, 1350], captureAtEnd: false)
        #expect(replay.actions("swipeRight") == [.ended])
        #expect(replay.actions("swipeLeft") == [.ended])
        #expect(replay.transitions("swipeRight") == ["possible->ended", "possible->failed", "possible->failed"])
        #expect(replay.transitions("swipeLeft") == ["possible->failed", "possible->ended", "possible->failed"])
        let pad = GestureLabReplayTests.rect(centeredAt: 350, 393, 560, 220)
        #expect(Self.matches(Self.box(of: Self.green, in: replay.captures[0]), pad), "swiped right: green")
        #expect(Self.matches(Self.box(of: Self.swipePurple, in: replay.captures[1]), pad), "swiped left: purple")
        #expect(
            Self.matches(Self.box(of: Self.swipePurple, in: replay.captures[2]), pad), "the slanted drag: still purple")
    }

    @Test("G29: a drag from the window's left edge pulls the drawer open; one starting 100 points in fails")
    func g29EdgePan() throws {
        let lab = try Lab("recognizer-edgepan")
        defer { lab.stop() }
        let edge = try lab.replay("recognizer-edgepan", pacing: .recorded)
        #expect(edge.transitions("edgePan").first == "possible->began")
        #expect(edge.transitions("edgePan").last.map(DispatchTrace.isRecognizedEnding) == true)
        let open = Self.box(of: Self.drawer, in: try #require(edge.captures.last))
        #expect(Self.matches(open, Rect(x: 0, y: 202, width: 260, height: 382)), "open: \(String(describing: open))")

        let inside = try lab.replay("recognizer-edgepan-inside", pacing: .recorded)
        #expect(inside.transitions("edgePan") == ["possible->failed"])
        #expect(Self.box(of: Self.drawer, in: try #require(inside.captures.last)) == nil, "the drawer stays closed")
    }

    @Test("G16, G23: the single tap waits for the double tap to fail (blue 0.35 s later); a double tap wins (red)")
    func g16SingleVersusDoubleTap() throws {
        let lab = try Lab("recognizer-tapordouble")
        defer { lab.stop() }
        // The tap lifts at 440 ms; the double tap's interval ends 0.35 s later.
        let single = try lab.replay(
            "recognizer-tapordouble-single", pacing: .recorded, captureAt: [600, 1100], captureAtEnd: false)
        #expect(single.actions("singleTap") == [.ended])
        #expect(single.actions("doubleTap") == [])
        #expect(single.transitions("doubleTap") == ["possible->failed"])
        #expect(Self.matches(Self.greyPad(in: single.captures[0]), Self.pad), "at 600 ms it still waits")
        #expect(Self.matches(Self.box(of: Self.blue, in: single.captures[1]), Self.pad), "then the single tap: blue")

        let double = try lab.replay(
            "recognizer-tapordouble-double", pacing: .recorded, captureAt: [1100], captureAtEnd: false)
        #expect(double.actions("doubleTap") == [.ended])
        #expect(double.actions("singleTap") == [], "the single tap failed without its action")
        #expect(Self.matches(Self.box(of: Self.red, in: double.captures[0]), Self.pad), "double: red")
        #expect(Self.box(of: Self.blue, in: double.captures[0]) == nil)
    }

    @Test("G15, G14: pinch and rotation recognize together when the delegate allows it; otherwise only one wins")
    func g15PinchAndRotateTogether() throws {
        let lab = try Lab("recognizer-pinchrotate")
        defer { lab.stop() }
        let together = try lab.replay("recognizer-pinchrotate")
        #expect(together.transitions("pinch").first == "possible->began")
        #expect(together.transitions("rotation").first == "possible->began")
        let image = try #require(together.captures.last)
        let box = try #require(Self.box(of: Self.purple, in: image))
        // 240 pt turned 30°: 240 (cos 30° + sin 30°) = 328 wide and high.
        #expect(Self.matches(box, Self.square(350, 393, 327.8)), "scaled 1.5 and turned 30°: \(box)")
        #expect(abs(Self.count(of: Self.purple, in: image) / (240 * 240) - 1) <= 0.05, "area 1.5² times")

        let apart = try lab.replay("recognizer-pinchrotate-off")
        let began = ["pinch", "rotation"].filter { apart.transitions($0).first == "possible->began" }
        #expect(began.count == 1, "exactly one recognizer wins: \(began)")
        let loser = began.first == "pinch" ? "rotation" : "pinch"
        #expect(apart.transitions(loser) == ["possible->failed"], "the other fails (G14)")
        let area = Self.count(of: Self.purple, in: try #require(apart.captures.last))
        #expect(began != ["rotation"] || abs(area / (160 * 160) - 1) <= 0.05, "only turned, not scaled")
    }

    @Test(
        "G18: a button in a view with a tap recognizer fires; the view's recognizer fails; a recognizer on the button itself wins"
    )
    func g18ButtonInTapView() throws {
        let lab = try Lab("recognizer-button")
        defer { lab.stop() }
        let replay = try lab.replay("recognizer-button", pacing: .recorded, captureAt: [1400], captureAtEnd: false)
        #expect(
            replay.records("fireButton").map(\.method) == [.touchesBegan, .touchesEnded], "the button kept its touch")
        #expect(replay.actions("panelTap") == [.ended], "only the tap on the panel itself")
        #expect(replay.actions("buttonTap") == [.ended])
        #expect(replay.records("ownTapButton").map(\.method) == [.touchesBegan, .touchesCancelled], "G8: cancelled")
        let image = replay.captures[0]
        #expect(
            Self.matches(Self.box(of: Self.green, in: image), Rect(x: 350, y: 313, width: 40, height: 40)), "Fire fired"
        )
        #expect(
            Self.matches(Self.box(of: Self.orange, in: image), Rect(x: 350, y: 433, width: 40, height: 40)),
            "its own recognizer won")
        #expect(
            Self.matches(Self.box(of: Self.lightBlue, in: image), Rect(x: 130, y: 243, width: 440, height: 300)),
            "the panel's tap")
    }

    @Test("G24, G22: a long press lifts a tile and then drags it; a drag without the hold fails and leaves its tile")
    func g24PressThenDrag() throws {
        let lab = try Lab("recognizer-pressdrag")
        defer { lab.stop() }
        let replay = try lab.replay(
            "recognizer-pressdrag", pacing: .recorded, captureAt: [1300, 2400], captureAtEnd: false)
        #expect(replay.transitions("press0").first == "possible->began")
        #expect(replay.transitions("press0").last.map(DispatchTrace.isRecognizedEnding) == true)
        #expect(replay.transitions("press2") == ["possible->failed"])
        let lifted = try #require(Self.box(of: Self.tileRed, in: replay.captures[0]))
        #expect(abs(lifted.width - 110 * 1.15) <= 3, "lifted: 1.15 times as large while held: \(lifted)")
        let dropped = Self.box(of: Self.tileRed, in: replay.captures[1])
        #expect(
            Self.matches(dropped, Self.square(444, 523, 110)),
            "dropped where the finger left it: \(String(describing: dropped))")
        #expect(
            Self.matches(Self.box(of: Self.tileBlue, in: replay.captures[1]), Self.square(544, 393, 110)),
            "tile 2 stayed")
    }
}

extension GestureLabReplayTests.Lab.Replay {
    /// The transitions of the recognizer named `name` in this replay.
    func transitions(_ name: String) -> [String] {
        recognizerTrace.filter { $0.name == name }.compactMap(\.transition)
    }

    /// The states the actions of the recognizer named `name` saw in this replay.
    func actions(_ name: String) -> [GestureRecognizer.State] {
        recognizerTrace.filter { $0.name == name }.compactMap(\.action)
    }
}
