import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// ScrollingList (`examples/ScrollingList`) under headless Weston: its recordings in
/// `Recordings/ScrollingList/` (written by `Recordings/make-example-recordings.py`)
/// replayed at their recorded speed. The app runs on the event clock, so the
/// content-touch delay, the glide and the springs follow the events' and captures'
/// times, not the wall clock: a busy machine cannot move a capture (SPEC D4).
///
/// Outcomes are read from the dispatch trace (which view got which touch; the scroll
/// views' pans, named `listPan`, `carouselPan` and `picturePan`, and the picture's
/// `zoom`) and from the captures by colour: the carousel's pages, a button that is on
/// and the picture's sun are each a colour of their own.
@MainActor
@Suite("ScrollingList under headless Weston", .serialized)
struct ScrollingListReplayTests {
    /// The carousel's card colours, pages 1 to 3 (`CarouselPage.colors`).
    static let page1 = Color(red: 0.93, green: 0.36, blue: 0.31)
    static let page2 = Color(red: 0.96, green: 0.65, blue: 0.14)
    static let page3 = Color(red: 0.30, green: 0.69, blue: 0.93)
    /// A button that is on (`ToggleButton.onColor`).
    static let on = Color(red: 0.10, green: 0.62, blue: 0.32)
    /// The picture's sun (`PictureView.sun`), 80 across, centred on (512, 328).
    static let sun = Color(red: 1.0, green: 0.84, blue: 0.20)
    static let tolerance = 0.04

    static func box(_ color: Color, in image: ImageSurface) -> Rect? {
        image.boundingBox(of: color, tolerance: tolerance)
    }

    static func count(_ color: Color, in image: ImageSurface) -> Int {
        image.count(of: color, tolerance: tolerance)
    }

    /// The transitions of the recognizer `name`.
    static func transitions(_ trace: DispatchTrace, _ name: String) -> [String] {
        trace.recognizerRecords.filter { $0.name == name }.compactMap(\.transition)
    }

    /// The touch methods delivered to views whose identifier starts with `prefix`.
    static func deliveries(_ trace: DispatchTrace, toViewsStartingWith prefix: String) -> [TraceRecord] {
        trace.records.filter { $0.identifier?.hasPrefix(prefix) == true }
    }

    static func pixelsDiffering(_ a: ImageSurface, _ b: ImageSurface) -> Int {
        ImageComparison(a, reference: b, channelTolerance: 2).differingPixels
    }

    static func isNear(_ a: Double, _ b: Double, _ slack: Double) -> Bool { abs(a - b) <= slack }

    @Test("S9, S10, S3: a flick glides on far past the drag, slowing down, and comes to rest; it presses nothing")
    func s9S10FlingGlidesAndRests() throws {
        // The flick lifts at 296 ms, about 3,000 pt/s: ~1,500 points of glide, ~4 s.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/fling.touches",
            options: ReplayOptions(
                captureAt: [100, 1300, 2300, 5300, 5800], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let pan = Self.transitions(run.trace, "listPan")
        #expect(
            pan.first == "possible->began" && pan.last.map(DispatchTrace.isRecognizedEnding) == true,
            "the list's pan: \(pan)")
        #expect(Self.deliveries(run.trace, toViewsStartingWith: "button").isEmpty, "no button was touched")

        let start = try run.image(at: 100)
        let gliding = try run.image(at: 1300)
        let later = try run.image(at: 2300)
        let rest = try run.image(at: 5300)
        let stillRest = try run.image(at: 5800)
        let card = try #require(Self.box(Self.page1, in: start), "the carousel shows at first")
        #expect(Self.isNear(card.minY, 192, 2) && Self.isNear(card.maxY, 400, 2), "the carousel's card: \(card)")
        #expect(Self.count(Self.page1, in: gliding) == 0, "a second after the lift the list is far past the carousel")
        #expect(Self.pixelsDiffering(gliding, later) > 10_000, "still gliding a second later")
        #expect(Self.pixelsDiffering(later, rest) > 10_000, "and on, slowing down")
        #expect(Self.pixelsDiffering(rest, stillRest) == 0, "at rest 5 s after the lift")
        #expect(Self.count(Self.on, in: stillRest) == 0, "no button is on")
    }

    @Test("S8: a touch during the glide stops the list where it is and reaches no row or button")
    func s8TouchStopsTheGlide() throws {
        // The flick lifts at 296 ms; the tap lands at 600 ms on a button's place and lifts at 640 ms.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/touch-stops-fling.touches",
            options: ReplayOptions(captureAt: [500, 590, 700, 1800], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let tap = run.trace.records.filter { $0.touches.contains { $0.id == "1" } }
        #expect(!tap.isEmpty, "the tap reached the app")
        #expect(tap.first?.identifier == "list" && tap.first?.method == .touchesBegan, "the list is the tap's view")
        for prefix in ["row", "page", "carousel"] {
            #expect(Self.deliveries(run.trace, toViewsStartingWith: prefix).isEmpty, "no \(prefix) was touched")
        }
        #expect(Self.deliveries(run.trace, toViewsStartingWith: "button").isEmpty, "no button was touched")

        let before = try run.image(at: 500)
        let justBefore = try run.image(at: 590)
        let stopped = try run.image(at: 700)
        let later = try run.image(at: 1800)
        #expect(Self.pixelsDiffering(before, justBefore) > 10_000, "gliding before the tap")
        #expect(Self.pixelsDiffering(stopped, later) == 0, "stopped where the tap found it")
        #expect(Self.count(Self.on, in: later) == 0, "the tap pressed no button")
    }

    @Test(
        "S6: a tap on a row's button switches it on; a quick drag that starts on a button scrolls and presses nothing")
    func s6ButtonTapAndQuickDragOverAButton() throws {
        // The tap lifts at 160 ms (before the 150 ms delay ends: the button gets it at the
        // lift); the drag on row 3's button starts at 500 ms.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/button-tap-and-drag.touches",
            options: ReplayOptions(captureAt: [400, 4400], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let button1 = run.trace.records(identifier: "button1").map(\.method)
        #expect(
            button1.first == .touchesBegan && button1.last == .touchesEnded, "row 1's button got the tap: \(button1)")
        #expect(run.trace.records(identifier: "button3").isEmpty, "row 3's button got nothing from the quick drag")
        #expect(Self.transitions(run.trace, "listPan").contains("possible->began"), "the drag scrolled the list")

        let tapped = try run.image(at: 400)
        let on = try #require(Self.box(Self.on, in: tapped), "a button is on")
        #expect(Self.isNear(on.minX, 891, 2) && Self.isNear(on.maxX, 999, 2), "row 1's button: \(on)")
        #expect(Self.isNear(on.minY, 67, 2) && Self.isNear(on.maxY, 105, 2), "row 1's button: \(on)")
        let scrolled = try run.image(at: 4400)
        #expect(Self.count(Self.on, in: scrolled) == 0, "row 1 scrolled away and no other button is on")
    }

    @Test("S7, S6: a finger resting on a button keeps it tracking through a drag; the list does not scroll")
    func s7ControlKeepsItsTouch() throws {
        // Down at 100 ms on row 4's button, a drag of (-40, -60) from 500 to 660 ms, lift at 900 ms.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/hold-then-drag-button.touches",
            options: ReplayOptions(captureAt: [300, 800, 1300], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let button = run.trace.records(identifier: "button4").map(\.method)
        #expect(
            button.first == .touchesBegan && button.contains(.touchesMoved), "the button tracked the drag: \(button)")
        #expect(button.last == .touchesEnded && !button.contains(.touchesCancelled), "and kept the touch: \(button)")
        #expect(!Self.transitions(run.trace, "listPan").contains("possible->began"), "the list's pan never began")

        let held = try run.image(at: 300)
        let dragged = try run.image(at: 800)
        let card = (try #require(Self.box(Self.page1, in: held)), try #require(Self.box(Self.page1, in: dragged)))
        #expect(card.0 == card.1, "the list did not move: \(card)")
        let on = try #require(Self.box(Self.on, in: try run.image(at: 1300)), "the lift switched the button on")
        #expect(Self.isNear(on.minY, 487, 2) && Self.isNear(on.maxY, 525, 2), "row 4's button, where it was: \(on)")
    }

    @Test("S2, S12: a horizontal flick on the nested carousel pages it; a vertical drag on it scrolls the list")
    func s2NestedAcrossAxes() throws {
        // The flick lifts at 196 ms; the vertical drag of 150 points runs 1,000-1,480 ms, lifts at 1,700.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/nested.touches",
            options: ReplayOptions(captureAt: [50, 900, 2300], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let carousel = Self.transitions(run.trace, "carouselPan").filter { $0 == "possible->began" }
        let list = Self.transitions(run.trace, "listPan").filter { $0 == "possible->began" }
        #expect(carousel.count == 1, "the carousel's pan began for the flick only")
        #expect(list.count == 1, "the list's pan began for the vertical drag only")

        let first = try #require(Self.box(Self.page1, in: try run.image(at: 50)))
        #expect(Self.isNear(first.minX, 24, 2) && Self.isNear(first.maxX, 1000, 2) && Self.isNear(first.minY, 192, 2))
        let paged = try run.image(at: 900)
        #expect(Self.count(Self.page1, in: paged) == 0, "page 1 has gone")
        let second = try #require(Self.box(Self.page2, in: paged), "page 2 shows")
        #expect(Self.isNear(second.minX, 24, 2) && Self.isNear(second.maxX, 1000, 2), "on page 2 exactly: \(second)")
        #expect(
            Self.isNear(second.minY, 192, 2) && Self.isNear(second.maxY, 400, 2), "the list did not move: \(second)")

        let scrolled = try #require(Self.box(Self.page2, in: try run.image(at: 2300)))
        #expect(Self.isNear(scrolled.minX, 24, 2) && Self.isNear(scrolled.maxX, 1000, 2), "still page 2: \(scrolled)")
        #expect(Self.isNear(scrolled.minY, 56, 1), "clipped under the bar: \(scrolled)")
        // The list follows the finger's 150 points less the pan's hysteresis (S4), however
        // the compositor batched the motion before the pan began.
        #expect(
            Self.isNear(scrolled.maxY, 400 - 150 + PanGestureRecognizer.hysteresis, 2),
            "the list scrolled up 140 points: \(scrolled)")
    }

    @Test(
        "S12: paging rests on whole pages: a slow drag under half a page springs back; a hard flick moves one page, not two"
    )
    func s12Paging() throws {
        // The slow drag holds 300 points left until 800 ms; the flick lifts at 1,564 ms.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/paging.touches",
            options: ReplayOptions(captureAt: [700, 1400, 2600], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        #expect(Self.transitions(run.trace, "carouselPan").filter { $0 == "possible->began" }.count == 2)
        #expect(!Self.transitions(run.trace, "listPan").contains("possible->began"), "the list did not scroll")

        let dragged = try run.image(at: 700)
        let page2 = try #require(Self.box(Self.page2, in: dragged), "page 2 peeks in while dragged")
        #expect(page2.minX > 1024 - 300 && page2.minX < 1024 - 250, "dragged about 300 points: \(page2)")
        let back = try #require(Self.box(Self.page1, in: try run.image(at: 1400)), "back on page 1")
        #expect(Self.isNear(back.minX, 24, 2) && Self.isNear(back.maxX, 1000, 2), "exactly: \(back)")

        let flicked = try run.image(at: 2600)
        let next = try #require(Self.box(Self.page2, in: flicked), "on page 2")
        #expect(Self.isNear(next.minX, 24, 2) && Self.isNear(next.maxX, 1000, 2), "exactly: \(next)")
        #expect(Self.count(Self.page3, in: flicked) == 0, "not on page 3")
    }

    @Test("S16: a pinch zooms the picture about the fingers; past the maximum it rubber-bands and settles on it")
    func s16PinchZoom() throws {
        // The bar's button shows the picture at 100 ms; pinch 1 (x2) lifts at 800 ms;
        // pinch 2 (x3, past the maximum of 4) holds until 1,700 ms.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/pinch-zoom.touches",
            options: ReplayOptions(captureAt: [300, 1000, 1650, 2100], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let zoom = Self.transitions(run.trace, "zoom")
        #expect(
            zoom.filter { $0 == "possible->began" }.count == 2
                && zoom.filter(DispatchTrace.isRecognizedEnding).count == 2,
            "\(zoom)")

        func sun(at time: Double) throws -> Rect {
            try #require(Self.box(Self.sun, in: try run.image(at: time)), "the sun at \(time) ms")
        }
        let one = try sun(at: 300)
        #expect(
            Self.isNear(one.width, 80, 2) && Self.isNear(one.midX, 512, 2) && Self.isNear(one.midY, 328, 2), "\(one)")
        let two = try sun(at: 1000)
        #expect(Self.isNear(two.width, 160, 3), "x2: \(two)")
        #expect(Self.isNear(two.midX, 512, 3) && Self.isNear(two.midY, 328, 3), "about the fingers: \(two)")
        let past = try sun(at: 1650)
        #expect(past.width > 320 + 20 && past.width < 480, "rubber-banded past x4, short of x6: \(past)")
        let settled = try sun(at: 2100)
        #expect(Self.isNear(settled.width, 320, 4), "settled on the maximum, x4: \(settled)")
    }

    @Test(
        "S14, S11: a compositor cancel mid-drag ends the drag without a fling; pulled past the top, the list springs back"
    )
    func s14CancelMidDrag() throws {
        // The finger pulls the list down 180 points by 420 ms and holds; the cancel comes at 700 ms.
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/cancel-mid-drag.touches",
            options: ReplayOptions(captureAt: [650, 1500], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let pan = Self.transitions(run.trace, "listPan")
        #expect(pan.first == "possible->began" && pan.last == "changed->cancelled", "the drag was cancelled: \(pan)")

        let pulled = try #require(Self.box(Self.page1, in: try run.image(at: 650)))
        #expect(
            pulled.minY > 192 + 50 && pulled.minY < 192 + 180, "rubber-banded, less than the finger's 180: \(pulled)")
        let back = try #require(Self.box(Self.page1, in: try run.image(at: 1500)))
        #expect(Self.isNear(back.minY, 192, 1), "back at the top: \(back)")
    }
}
