import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// The list examples under headless Weston (issue 29): ScrollingList's million rows,
/// Mail's swipe to delete, reorder and pull to refresh, PhotoGrid's selection. The
/// recordings (`Recordings/ScrollingList/million-fling.touches`, `Recordings/Mail/`,
/// `Recordings/PhotoGrid/`, written by `Recordings/make-example-recordings.py`) replay on
/// the event clock, so glides, animations and the refreshes' timers follow the events'
/// times, never the wall clock (SPEC D4). Which row or message sits where is read from
/// the dispatch trace: a tap's touch reaches the content view of the row under it, named
/// after its row.
@MainActor
@Suite("The list examples under headless Weston", .serialized)
struct ListsReplayTests {
    /// The identifiers of the views whose `touchesBegan` got finger `id`.
    static func reached(_ trace: DispatchTrace, finger id: Int) -> [String] {
        trace.records.filter { $0.method == .touchesBegan && $0.touches.contains { $0.id == "\(id)" } }
            .compactMap(\.identifier)
    }

    /// The transitions of the recognizer `name`.
    static func transitions(_ trace: DispatchTrace, _ name: String) -> [String] {
        trace.recognizerRecords.filter { $0.name == name }.compactMap(\.transition)
    }

    static func pixelsDiffering(_ a: ImageSurface, _ b: ImageSurface) -> Int {
        ImageComparison(a, reference: b, channelTolerance: 2).differingPixels
    }

    @Test("L2, L3: six flicks glide the million-row list hundreds of rows down; at rest the rows shown are in order")
    func flingThroughTheRows() throws {
        let run = try ExampleRun(
            "ScrollingList", replaying: "ScrollingList/million-fling.touches",
            options: ReplayOptions(captureAt: [50, 9500, 9900], captureAtEnd: false, captureToplevelOnly: true),
            eventClock: true)
        let flicks = Self.transitions(run.trace, "listPan").filter { $0 == "possible->began" }
        #expect(flicks.count == 6, "each flick dragged the list: \(flicks)")
        let first = Self.reached(run.trace, finger: 1)
        let second = Self.reached(run.trace, finger: 2)
        let upper = try #require(first.first.flatMap { Int($0.dropFirst("row".count)) }, "a row: \(first)")
        let lower = try #require(second.first.flatMap { Int($0.dropFirst("row".count)) }, "a row: \(second)")
        #expect(upper > 150, "the glides went far down the list: row \(upper) at y 296")
        #expect(lower == upper + 1, "the next row shows 60 points below: rows \(upper) and \(lower)")
        #expect(
            Self.pixelsDiffering(try run.image(at: 9500), try run.image(at: 9900)) == 0, "at rest before the taps")
        #expect(Self.pixelsDiffering(try run.image(at: 50), try run.image(at: 9500)) > 10_000, "far from the start")
    }

    @Test("E5, L11: in Mail a full swipe left deletes the first message; the second takes its place")
    func mailSwipeToDelete() throws {
        let run = try ExampleRun(
            "Mail", replaying: "Mail/swipe-delete.touches", options: ReplayOptions(captureToplevelOnly: true),
            eventClock: true)
        let swipe = Self.transitions(run.trace, "swipeRow")
        #expect(
            swipe.first == "possible->began" && swipe.contains(where: DispatchTrace.isRecognizedEnding),
            "the row swiped: \(swipe)")
        #expect(!Self.transitions(run.trace, "inboxPan").contains("possible->began"), "the inbox did not scroll")
        #expect(Self.reached(run.trace, finger: 1).first == "message2", "message 1 is gone")
    }

    @Test("L18: in Mail's editing mode a reorder control moves its message down at once")
    func mailReorder() throws {
        let run = try ExampleRun(
            "Mail", replaying: "Mail/reorder.touches", options: ReplayOptions(captureToplevelOnly: true),
            eventClock: true)
        #expect(Self.reached(run.trace, finger: 0).first == "editButton")
        let control = Self.transitions(run.trace, "reorderControl")
        #expect(
            control.contains("possible->began") && control.contains(where: DispatchTrace.isRecognizedEnding),
            "lifted: \(control)")
        #expect(!Self.transitions(run.trace, "reorderRow").contains("possible->began"), "no long press was needed")
        #expect(!Self.transitions(run.trace, "inboxPan").contains("possible->began"), "the inbox did not scroll")
        #expect(Self.reached(run.trace, finger: 2).first == "message2", "message 1 moved down")
        #expect(Self.reached(run.trace, finger: 3).first == "editButton")
    }

    @Test("L12: in Mail a pull past the top refreshes: a new message arrives at the top")
    func mailPullToRefresh() throws {
        let run = try ExampleRun(
            "Mail", replaying: "Mail/pull-to-refresh.touches",
            options: ReplayOptions(captureAt: [2400], captureToplevelOnly: true), eventClock: true)
        let pan = Self.transitions(run.trace, "inboxPan")
        #expect(
            pan.first == "possible->began" && pan.contains(where: DispatchTrace.isRecognizedEnding),
            "the inbox was pulled: \(pan)")
        #expect(Self.reached(run.trace, finger: 1).first == "message1001", "the new message is at the top")
    }

    @Test("E6, L8: PhotoGrid selects and deselects photos with a check in Select mode, and opens one with a tap")
    func photoGridSelectAndOpen() throws {
        let check = Color(red: 0.0, green: 0.40, blue: 1.0)
        let run = try ExampleRun(
            "PhotoGrid", replaying: "PhotoGrid/select-and-open.touches",
            options: ReplayOptions(captureAt: [1300, 1900, 2400], captureToplevelOnly: true), eventClock: true)
        let two = try #require(try run.image(at: 1300).boundingBox(of: check, tolerance: 0.04), "checks show")
        #expect(abs(two.minX - 124) <= 2 && abs(two.maxX - 325) <= 2, "on photos 1 and 2: \(two)")
        let one = try #require(try run.image(at: 1900).boundingBox(of: check, tolerance: 0.04), "one check left")
        #expect(abs(one.minX - 299) <= 2 && abs(one.maxX - 325) <= 2, "on photo 2 only: \(one)")
        #expect(try run.image(at: 2400).count(of: check, tolerance: 0.04) == 0, "Done cleared the choice")
        #expect(Self.reached(run.trace, finger: 5).first == "photo2", "photo 3 (number 2) was tapped")
        #expect(Self.reached(run.trace, finger: 6).first == "photo", "and opened")
    }
}
