import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// GestureLab (`examples/GestureLab`) under a real headless Weston with the replay
/// module. Each test launches the app once and replays several recordings from
/// `Tests/Recordings/GestureLab` into it, one after another; every recording first
/// taps its screen's tab, which opens a fresh screen. Then it checks what reached the
/// views (the dispatch trace, by accessibility identifier) and what was drawn
/// (captures of the window, shapes found by colour and position with tolerances).
///
/// Geometry (window points, the window is 1024x640): screens start below the tabs at
/// y 52; their views are centred on (512, 373) unless said otherwise.
@MainActor
@Suite("GestureLab under headless Weston", .serialized)
struct GestureLabReplayTests {
    // MARK: - What GestureLab draws (colours as in examples/GestureLab)

    /// DoubleTapPad's two colours.
    static let doubleTapBlue = Color(red: 0.30, green: 0.60, blue: 0.85)
    static let doubleTapOrange = Color(red: 0.95, green: 0.55, blue: 0.15)
    /// SwipePad's colours after a swipe right, left, or a gesture that is not a swipe.
    static let swipeRight = Color(red: 0.20, green: 0.70, blue: 0.35)
    static let swipeLeft = Color(red: 0.55, green: 0.35, blue: 0.80)
    static let swipeRejected = Color(red: 0.95, green: 0.70, blue: 0.75)
    /// TapOrDoubleTapPad's colours.
    static let tapNeutral = Color(white: 0.85)
    static let singleTapBlue = Color(red: 0.20, green: 0.45, blue: 0.90)
    static let doubleTapRed = Color(red: 0.90, green: 0.25, blue: 0.25)
    /// DraggableSquare and TransformSquare.
    static let dragOrange = Color(red: 0.95, green: 0.55, blue: 0.15)
    static let transformPurple = Color(red: 0.50, green: 0.30, blue: 0.75)
    /// LastFingerPad's stamps.
    static let stampGreen = Color(red: 0.20, green: 0.70, blue: 0.35)
    /// TileContainer's highlighted tile.
    static let tileYellow = Color(red: 0.98, green: 0.80, blue: 0.20)
    /// The dots of DeliveryScreen's pads A and B.
    static let padARed = Color(red: 0.90, green: 0.30, blue: 0.30)
    static let padBBlue = Color(red: 0.25, green: 0.45, blue: 0.90)

    /// The area below the tabs, where every screen's views are.
    static let screenArea = Rect(x: 0, y: 52, width: 1024, height: 588)
    static let tolerance = 0.04

    // MARK: - Harness

    /// One GestureLab in its own headless Weston, into which recordings are replayed
    /// one after another.
    @MainActor
    final class Lab {
        let session: HeadlessSession
        let app: AppProcess
        let window: Toplevel
        private var recordsSeen = 0
        private var recognizerRecordsSeen = 0

        /// What one replay did: its captures and the trace records it added.
        struct Replay {
            var captures: [ImageSurface]
            var trace: [TraceRecord]
            /// The gesture recognizers' trace lines it added (SPEC G32).
            var recognizerTrace: [RecognizerTraceRecord] = []

            /// The trace records of the view with this accessibility identifier.
            func records(_ identifier: String) -> [TraceRecord] {
                trace.filter { $0.identifier == identifier }
            }

            /// The ids of the touches delivered to the view with this identifier.
            func touchIDs(_ identifier: String) -> Set<String> {
                Set(records(identifier).flatMap(\.touches).map(\.id))
            }
        }

        init(_ name: String, environment: [String: String] = [:]) throws {
            let executable = ToolLocator.packageRoot + "/.build/debug/GestureLab"
            guard FileManager.default.isExecutableFile(atPath: executable) else {
                Issue.record("GestureLab is not built at \(executable): run `swift build` (make test does)")
                throw CancellationError()
            }
            let out = NSTemporaryDirectory() + "touchkit-tests/gesturelab-\(name)-\(getpid())"
            try? FileManager.default.removeItem(atPath: out)
            session = try HeadlessSession(HeadlessSession.Configuration(outputDirectory: out))
            app = try session.launch(executable: executable, environment: environment)
            window = try session.waitForToplevel(of: app, timeout: 10)
        }

        /// Replays `Tests/Recordings/GestureLab/<name>.touches` and returns its
        /// captures (window-only, so pixels are window points) and new trace records.
        ///
        /// - Parameters:
        ///   - name: The recording's file name without extension.
        ///   - pacing: As fast as the app reads (default), or at the recorded times
        ///     (needed when delayed work has to run in between).
        ///   - captureAt: Recording times (ms) to capture at.
        ///   - captureAtEnd: Whether to capture after the last event too.
        func replay(
            _ name: String, pacing: ReplayOptions.Pacing = .fast, captureAt: [Double] = [],
            captureAtEnd: Bool = true
        ) throws -> Replay {
            let path = ToolLocator.packageRoot + "/Tests/Recordings/GestureLab/\(name).touches"
            let options = ReplayOptions(
                pacing: pacing, captureAt: captureAt, captureAtEnd: captureAtEnd, captureToplevelOnly: true)
            let result = try session.replay(contentsOf: path, into: window, options: options)
            try session.dispatch(for: 0.05)
            #expect(app.isRunning, "GestureLab is still running after \(name): \(app.stderrTail())")
            let trace = try DispatchTrace(contentsOf: app.tracePath ?? session.outputDirectory + "/trace.jsonl")
            let new = Array(trace.records.dropFirst(recordsSeen))
            recordsSeen = trace.records.count
            let newRecognizerLines = Array(trace.recognizerRecords.dropFirst(recognizerRecordsSeen))
            recognizerRecordsSeen = trace.recognizerRecords.count
            return Replay(
                captures: try result.captures.map { try $0.image() }, trace: new, recognizerTrace: newRecognizerLines)
        }

        func stop() { session.stop() }
    }

    /// The bounding box of `color` on the screen area (below the tabs), or `nil`.
    static func box(of color: Color, in image: ImageSurface) -> Rect? {
        image.boundingBox(of: color, tolerance: tolerance, in: screenArea)
    }

    /// Whether two rectangles match within `slack` points on every edge.
    static func matches(_ box: Rect?, _ expected: Rect, slack: Double = 3) -> Bool {
        guard let box else { return false }
        return abs(box.minX - expected.minX) <= slack && abs(box.maxX - expected.maxX) <= slack
            && abs(box.minY - expected.minY) <= slack && abs(box.maxY - expected.maxY) <= slack
    }

    /// A rectangle of `size` centred on (x, y).
    static func rect(centeredAt x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x - width / 2, y: y - height / 2, width: width, height: height)
    }

    // MARK: - Tests

    @Test("E3, T6: a double tap on the pad (listing 3-1) turns it orange; a single tap does not")
    func doubleTap() throws {
        let lab = try Lab("double-tap")
        defer { lab.stop() }
        let pad = Self.rect(centeredAt: 512, 373, 260, 260)

        let single = try lab.replay("doubletap-single")
        #expect(single.records("doubleTapPad").map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(single.records("doubleTapPad").last?.touches.map(\.tapCount) == [1])
        let afterSingle = try #require(single.captures.last)
        #expect(Self.matches(Self.box(of: Self.doubleTapBlue, in: afterSingle), pad), "the pad is still blue")
        #expect(Self.box(of: Self.doubleTapOrange, in: afterSingle) == nil)

        let double = try lab.replay("doubletap-double")
        let ends = double.records("doubleTapPad").filter { $0.method == .touchesEnded }
        #expect(ends.flatMap(\.touches).map(\.tapCount) == [1, 2])
        let afterDouble = try #require(double.captures.last)
        let orange = Self.box(of: Self.doubleTapOrange, in: afterDouble)
        #expect(Self.matches(orange, pad), "the whole pad turned orange: \(String(describing: orange))")
        #expect(Self.box(of: Self.doubleTapBlue, in: afterDouble) == nil)
    }

    @Test(
        "E3, T2: a horizontal swipe (listing 3-2: 12 pt along x, 4 pt across at most) is recognised; a drifting one is not"
    )
    func swipe() throws {
        let lab = try Lab("swipe")
        defer { lab.stop() }
        let pad = Self.rect(centeredAt: 512, 373, 800, 220)

        let right = try lab.replay("swipe-right")
        #expect(right.records("swipePad").first?.method == .touchesBegan)
        #expect(right.records("swipePad").last?.method == .touchesEnded)
        #expect(right.records("swipePad").last?.touches.first?.location == Point(x: 500, y: 376))
        let rightImage = try #require(right.captures.last)
        #expect(Self.matches(Self.box(of: Self.swipeRight, in: rightImage), pad), "swiped right: green")

        let left = try lab.replay("swipe-left")
        let leftImage = try #require(left.captures.last)
        #expect(Self.matches(Self.box(of: Self.swipeLeft, in: leftImage), pad), "swiped left: purple")
        #expect(Self.box(of: Self.swipeRight, in: leftImage) == nil)

        let drift = try lab.replay("swipe-drift")
        #expect(drift.records("swipePad").last?.method == .touchesEnded, "the drifting finger reached the pad")
        let driftImage = try #require(drift.captures.last)
        #expect(Self.matches(Self.box(of: Self.swipeRejected, in: driftImage), pad), "10 pt across: not a swipe")
        #expect(Self.box(of: Self.swipeRight, in: driftImage) == nil)
        #expect(Self.box(of: Self.swipeLeft, in: driftImage) == nil)
    }

    @Test(
        "E3, D1, T6: one tap acts after the delay; a second tap cancels the delayed single action and only the double one runs"
    )
    func singleVersusDoubleTap() throws {
        let lab = try Lab("tap-or-double")
        defer { lab.stop() }
        let pad = Self.rect(centeredAt: 512, 373, 260, 260)

        // The tap lifts at 250 ms; the single-tap action waits 0.35 s.
        let single = try lab.replay(
            "tapordouble-single", pacing: .recorded, captureAt: [260, 900], captureAtEnd: false)
        #expect(single.records("tapOrDoubleTapPad").map(\.method) == [.touchesBegan, .touchesEnded])
        let waiting = single.captures[0]
        let done = single.captures[1]
        #expect(
            Self.box(of: Self.singleTapBlue, in: waiting) == nil, "right after the lift the single action has not run")
        let grey = waiting.boundingBox(
            of: Self.tapNeutral, tolerance: Self.tolerance, in: pad.insetBy(dx: -20, dy: -20))
        #expect(Self.matches(grey, pad), "the pad is still grey: \(String(describing: grey))")
        #expect(Self.matches(Self.box(of: Self.singleTapBlue, in: done), pad), "after the delay it has: blue")

        // Taps lift at 250 and 450 ms; by 1000 ms a single action would long have run.
        let double = try lab.replay("tapordouble-double", pacing: .recorded, captureAt: [1000], captureAtEnd: false)
        let begins = double.records("tapOrDoubleTapPad").filter { $0.method == .touchesBegan }
        #expect(begins.flatMap(\.touches).map(\.tapCount) == [1, 2])
        let after = double.captures[0]
        #expect(Self.matches(Self.box(of: Self.doubleTapRed, in: after), pad), "the double action ran: red")
        #expect(Self.box(of: Self.singleTapBlue, in: after) == nil, "the delayed single action was cancelled")
    }

    @Test("E3, T2, D3: dragging (listing 3-3) moves the square by the finger's delta, wherever the finger holds it")
    func drag() throws {
        let lab = try Lab("drag")
        defer { lab.stop() }
        // The finger goes down 20 pt left of and 13 pt above the square's centre
        // (300, 373) and moves by (+300, +60).
        let replay = try lab.replay("drag", captureAt: [150])
        let records = replay.records("dragSquare")
        #expect(records.first?.method == .touchesBegan)
        #expect(records.dropFirst().dropLast().allSatisfy { $0.method == .touchesMoved } && records.count >= 3)
        #expect(records.last?.method == .touchesEnded)
        let before = Self.box(of: Self.dragOrange, in: replay.captures[0])
        let after = Self.box(of: Self.dragOrange, in: replay.captures[1])
        #expect(Self.matches(before, Self.rect(centeredAt: 300, 373, 120, 120)), "\(String(describing: before))")
        #expect(
            Self.matches(after, Self.rect(centeredAt: 600, 433, 120, 120)),
            "moved by (+300, +60): \(String(describing: after))")
    }

    @Test(
        "E3, F1, F2, T7: two fingers scale and rotate the square through a helper fed by Window.sendEvent (listings 3-4, 3-5, 3-8)"
    )
    func twoFingerTransform() throws {
        let lab = try Lab("transform")
        defer { lab.stop() }

        // Fingers 100 pt apart end 150 pt apart, turned 30 degrees about the centre.
        let pinch = try lab.replay("transform-pinch-rotate", captureAt: [150])
        let square = pinch.records("transformSquare")
        #expect(square.first?.method == .touchesBegan)
        #expect(square.first?.touches.map(\.id) == ["0", "1"], "both fingers reach the square in one call (T4, T7)")
        let beforeImage = pinch.captures[0]
        let afterImage = pinch.captures[1]
        let before = try #require(Self.box(of: Self.transformPurple, in: beforeImage))
        let after = try #require(Self.box(of: Self.transformPurple, in: afterImage))
        #expect(Self.matches(before, Self.rect(centeredAt: 512, 373, 180, 180)))
        // 180 pt scaled 1.5 is 270; turned 30 degrees its bounding box is
        // 270 (cos 30 + sin 30) = 369 pt wide and high, and the square fills
        // 270² / 369² = 54 % of it.
        #expect(abs(after.width - 369) <= 6 && abs(after.height - 369) <= 6, "grown and turned: \(after)")
        #expect(abs(after.midX - 512) <= 3 && abs(after.midY - 373) <= 3, "still centred: \(after)")
        let area = Double(afterImage.count(of: Self.transformPurple, tolerance: Self.tolerance, in: Self.screenArea))
        let originalArea = Double(
            beforeImage.count(of: Self.transformPurple, tolerance: Self.tolerance, in: Self.screenArea))
        #expect(abs(area / originalArea - 2.25) <= 0.1, "area 1.5² times as large: \(area / originalArea)")
        #expect(
            abs(area / (after.width * after.height) - 0.536) <= 0.05,
            "turned: it fills \(area / (after.width * after.height)) of its box")

        // One finger (what the mouse can do) only moves it.
        let move = try lab.replay("transform-one-finger")
        let moved = Self.box(of: Self.transformPurple, in: try #require(move.captures.last))
        #expect(
            Self.matches(moved, Self.rect(centeredAt: 612, 423, 180, 180)),
            "moved by (+100, +50): \(String(describing: moved))")
    }

    @Test("T5, T4: 'last finger lifted' (listing 3-7) fires once, when the second of two fingers lifts")
    func lastFingerLifted() throws {
        let lab = try Lab("last-finger")
        defer { lab.stop() }
        // The pad's stamps: 20 pt dots in a row from its bottom-left corner (224, 491).
        let firstStamp = Rect(x: 224, y: 491, width: 20, height: 20)

        // Finger 0 lifts at 400 ms, finger 1 at 600 ms.
        let oneByOne = try lab.replay("lastfinger-one-by-one", captureAt: [500])
        let ends = oneByOne.records("lastFingerPad").filter { $0.method == .touchesEnded }
        #expect(ends.map { $0.touches.map(\.id) } == [["0"], ["1"]], "one touchesEnded per lift")
        #expect(Self.box(of: Self.stampGreen, in: oneByOne.captures[0]) == nil, "one finger still down: no stamp")
        let stamp = Self.box(of: Self.stampGreen, in: oneByOne.captures[1])
        #expect(Self.matches(stamp, firstStamp, slack: 2), "exactly one stamp: \(String(describing: stamp))")

        // Both fingers lift in the same frame: one call, one stamp.
        let together = try lab.replay("lastfinger-together")
        let endsTogether = together.records("lastFingerPad").filter { $0.method == .touchesEnded }
        #expect(endsTogether.map { $0.touches.map(\.id) } == [["0", "1"]])
        let stampTogether = Self.box(of: Self.stampGreen, in: try #require(together.captures.last))
        #expect(
            Self.matches(stampTogether, firstStamp, slack: 2), "exactly one stamp: \(String(describing: stampTogether))"
        )
    }

    @Test("H3, H1: a container overriding hitTest receives the touches aimed at its tiles")
    func hitTestContainer() throws {
        let lab = try Lab("hit-test")
        defer { lab.stop() }
        let tiles = ["tile1", "tile2", "tile3"]

        let tap = try lab.replay("hittest-tap")
        #expect(tap.records("tileContainer").map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(tiles.allSatisfy { tap.records($0).isEmpty }, "no tile is ever the touch's view")
        let lit = Self.box(of: Self.tileYellow, in: try #require(tap.captures.last))
        #expect(Self.matches(lit, Self.rect(centeredAt: 512, 373, 200, 160)), "tile 2 lit: \(String(describing: lit))")

        let slide = try lab.replay("hittest-slide")
        let methods = slide.records("tileContainer").map(\.method)
        #expect(methods.first == .touchesBegan && methods.last == .touchesEnded && methods.contains(.touchesMoved))
        #expect(tiles.allSatisfy { slide.records($0).isEmpty })
        let litAfterSlide = Self.box(of: Self.tileYellow, in: try #require(slide.captures.last))
        #expect(
            Self.matches(litAfterSlide, Self.rect(centeredAt: 742, 373, 200, 160)),
            "tile 3 lit: \(String(describing: litAfterSlide))")
    }

    @Test("T7: with isMultipleTouchEnabled off (the default) pad A receives only the first finger; switched on, both")
    func multipleTouchSwitch() throws {
        let lab = try Lab("multiple-touch")
        defer { lab.stop() }

        // Finger 0 at (150, 400), finger 1 at (350, 480), both on pad A.
        let off = try lab.replay("delivery-multiple-off", captureAt: [400])
        #expect(off.touchIDs("padA") == ["0"])
        #expect(
            !off.trace.contains { $0.touches.contains { $0.id == "1" } }, "the second finger is delivered to no one")
        let oneDot = Self.box(of: Self.padARed, in: off.captures[0])
        #expect(
            Self.matches(oneDot, Self.rect(centeredAt: 150, 400, 48, 48), slack: 2),
            "one dot: \(String(describing: oneDot))")

        let on = try lab.replay("delivery-multiple-on", captureAt: [500])
        #expect(on.records("multipleTouchSwitch").map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(on.touchIDs("padA") == ["0", "1"])
        let twoDots = Self.box(of: Self.padARed, in: on.captures[0])
        #expect(
            Self.matches(twoDots, Rect(x: 126, y: 376, width: 248, height: 128), slack: 2),
            "two dots: \(String(describing: twoDots))")
    }

    @Test(
        "T8: while exclusive pad A tracks a finger, a second finger on pad B is not delivered; without exclusive touch it is"
    )
    func exclusiveTouchSwitch() throws {
        let lab = try Lab("exclusive-touch")
        defer { lab.stop() }

        // Finger 0 on pad A at (250, 400), then finger 1 on pad B at (760, 400).
        let on = try lab.replay("delivery-exclusive-on", captureAt: [500])
        #expect(on.records("exclusiveTouchSwitch").map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(on.touchIDs("padA") == ["0"])
        #expect(on.records("padB").isEmpty, "pad B receives nothing while A tracks")
        #expect(Self.box(of: Self.padBBlue, in: on.captures[0]) == nil)

        let off = try lab.replay("delivery-exclusive-off", captureAt: [500])
        #expect(off.touchIDs("padA") == ["0"])
        #expect(off.touchIDs("padB") == ["1"])
        let dot = Self.box(of: Self.padBBlue, in: off.captures[0])
        #expect(
            Self.matches(dot, Self.rect(centeredAt: 760, 400, 48, 48), slack: 2), "B's dot: \(String(describing: dot))")
    }
}
