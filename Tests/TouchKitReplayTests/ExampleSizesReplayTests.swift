import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// Every example follows its window's size (D5): on a 640x400 and a 1920x1080 output
/// its window takes the output's size, and a touch where a view should be at that size
/// (its place scaled from 1024x640, or pinned to an edge) reaches that view.
@MainActor
@Suite("The examples follow their window's size", .serialized)
struct ExampleSizesReplayTests {
    /// One example's check: what to touch at a window size, and which view must get it.
    struct Case: Sendable, CustomStringConvertible {
        var example: String
        var identifier: String
        /// Writes the touches for a window of the given size.
        var touches: @Sendable (Size, inout RecordingScript) -> Void
        var description: String { example }
    }

    nonisolated static let sizes = [Size(width: 640, height: 400), Size(width: 1920, height: 1080)]

    nonisolated static let cases: [Case] = [
        Case(example: "TouchDots", identifier: "dots") { size, script in
            script.tap(0, at: Point(x: size.width - 20, y: size.height - 20))
        },
        Case(example: "MoveMe", identifier: "placard") { size, script in
            script.tap(0, at: Point(x: size.width / 2, y: size.height / 2))
        },
        Case(example: "TouchTracker", identifier: "canvas") { size, script in
            script.drag(
                0, from: Point(x: size.width - 60, y: size.height - 20),
                to: Point(x: size.width - 10, y: size.height - 20))
        },
        // The Recognizers tab keeps its share of the row: centred at 960 of 1024.
        Case(example: "GestureLab", identifier: "Recognizers") { size, script in
            script.tap(0, at: Point(x: size.width * 960 / 1024, y: 26))
        },
        // A swipe left pushes page 2, which fills the window: its corner is page 2's.
        Case(example: "SwipeNavigator", identifier: "page-2") { size, script in
            script.drag(
                0, from: Point(x: size.width * 0.7, y: size.height / 2),
                to: Point(x: size.width * 0.3, y: size.height / 2), steps: 8, duration: 120)
            script.wait(800)
            script.tap(0, at: Point(x: size.width - 10, y: size.height - 10))
        },
        // The settings stay in the top-right corner: the switch is 41 points from the right.
        Case(example: "TouchInspector", identifier: "printSwitch") { size, script in
            script.tap(0, at: Point(x: size.width - 41, y: 25))
        },
        // The third card rests at (790, 300) of 1024x640, scaled.
        Case(example: "PhotoBoard", identifier: "card2") { size, script in
            script.tap(0, at: Point(x: size.width * 790 / 1024, y: size.height * 300 / 640))
        },
        // Row 1's button stays 24 points from the right edge.
        Case(example: "ScrollingList", identifier: "button1") { size, script in
            script.tap(0, at: Point(x: size.width - 24 - 55, y: 56 + 30))
        },
        // Mail's Edit button stays 24 points from the right edge.
        Case(example: "Mail", identifier: "editButton") { size, script in
            script.tap(0, at: Point(x: size.width - 24 - 45, y: 28))
        },
        // PhotoGrid's Select button stays 24 points from the right edge.
        Case(example: "PhotoGrid", identifier: "selectButton") { size, script in
            script.tap(0, at: Point(x: size.width - 24 - 50, y: 28))
        },
    ]

    @Test(
        "D5: at 640x400 and 1920x1080 the window has the output's size and the touch reaches its view", arguments: cases
    )
    func followsTheWindowSize(_ check: Case) throws {
        let path = ToolLocator.packageRoot + "/.build/debug/" + check.example
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(check.example) is not built at \(path): run `swift build` (make test does)")
            return
        }
        for size in Self.sizes {
            let out = NSTemporaryDirectory() + "touchkit-tests/sizes-\(check.example)-\(Int(size.width))-\(getpid())"
            let session = try HeadlessSession(
                HeadlessSession.Configuration(width: Int(size.width), height: Int(size.height), outputDirectory: out))
            defer { session.stop() }
            let app = try session.launch(executable: path)
            let window = try session.waitForToplevel(of: app)
            // The window follows the configure: it may take a moment to commit its new size.
            try session.dispatch(until: Date().addingTimeInterval(60)) {
                session.toplevels[window.handle]?.frame.size == size
            }
            let toplevel = session.toplevels[window.handle] ?? window
            #expect(toplevel.frame.size == size, "\(check.example) at \(size): \(toplevel.frame)")
            var script = RecordingScript(windowSize: size)
            check.touches(size, &script)
            try session.replay(script.recording, into: toplevel, options: ReplayOptions(pacing: .recorded))
            try session.dispatch(for: 0.1)
            let trace = try DispatchTrace(contentsOf: app.tracePath ?? out + "/trace.jsonl")
            let reached = trace.records(identifier: check.identifier).contains { $0.method == .touchesBegan }
            #expect(
                reached,
                "\(check.example) at \(Int(size.width))x\(Int(size.height)): the touch missed \(check.identifier); trace: \(Set(trace.records.compactMap(\.identifier)))"
            )
        }
    }
}
