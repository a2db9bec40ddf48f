import CWaylandClient
import Foundation
import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Scrolling through the real Wayland backend from TouchKitTesting's ``MockCompositor``:
/// a touchpad's finger source with its `axis_stop`, and a high-resolution wheel's
/// `axis_value120` (`wl_seat` 8), which KWin's fake input and Weston 10 cannot send
/// (SPEC P1, P4, P5, P12).
@MainActor
@Suite("Scrolling through the mock compositor and the real backend (SPEC P1, P4, P5)", .serialized)
struct ScrollMockCompositorTests {
    /// Counts the scroll view's drags.
    @MainActor
    final class Drags: ScrollViewDelegate {
        var began = 0
        var ended: [Bool] = []
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { began += 1 }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            ended.append(decelerate)
        }
    }

    /// An app with a 320x240 window filled by a scroll view 4000 points tall, a pointer
    /// on its seat (`wl_seat` at `seatVersion`) entered at the window's centre.
    private func withScrollView(
        seatVersion: Int32, recordPath: String? = nil,
        _ body: (MockCompositor, ScrollView, () throws -> Void) throws -> Void
    ) throws {
        let globals: [(interface: UnsafePointer<CWaylandClient.wl_interface>, version: Int32)] =
            MockCompositor.standardGlobals.map {
                (interface: $0.interface, version: $0.interface == WlSeat.interface ? seatVersion : $0.version)
            }
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        scroll.contentSize = Size(width: 320, height: 4000)
        let scene = try MockScene(
            offering: globals, options: WaylandLaunchOptions(recordPath: recordPath), seat: 1  // a pointer
        ) { $0.addSubview(scroll) }
        defer { scene.close() }
        let compositor = scene.compositor
        compositor.pointerEnter(x: 160, y: 120)
        try scene.settle()
        try body(compositor, scroll) { try scene.settle() }
        scene.backend.connection.recorder?.flush()
    }

    @Test("P5: a touchpad's finger source from the mock compositor follows 1:1, and axis_stop starts the glide")
    func p5FingerScrollAndStop() throws {
        try withScrollView(seatVersion: 7) { compositor, scroll, settle in
            let drags = Drags()
            scroll.delegate = drags
            for frame in 1...10 {
                compositor.pointerAxis(source: .finger, dy: 10, time: UInt32(1000 + frame * 10))
            }
            try settle()
            #expect(scroll.contentOffset.y == 100)
            #expect(scroll.isDragging && drags.began == 1 && !scroll.isDecelerating)
            compositor.pointerAxisStop(source: .finger, time: 1110)
            try settle()
            #expect(!scroll.isDragging && drags.ended == [true])
            #expect(scroll.isDecelerating)  // the glide, on the app's clock and frames (S9)
        }
    }

    @Test("P1, P12: a wheel's axis_value120 (wl_seat 8) is its steps, and a finger's stop is recorded")
    func p1WheelValue120() throws {
        let path = NSTemporaryDirectory() + "touchkit-p1-\(UInt32.random(in: 0...UInt32.max)).touches"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try withScrollView(seatVersion: 8, recordPath: path) { compositor, scroll, settle in
            compositor.pointerAxis(source: .wheel, dy: 5, value120: (0, 60), time: 1000)
            compositor.pointerAxis(source: .finger, dy: 4, time: 1500)
            compositor.pointerAxisStop(source: .finger, time: 1510)
            try settle()
        }
        let recording = try TouchRecording(contentsOf: path)
        let kinds = recording.pointerEvents.map(\.kind)
        #expect(
            kinds == [
                .axis(source: .wheel, delta: Point(x: 0, y: 5), steps: Point(x: 0, y: 0.5)),
                .axis(source: .finger, delta: Point(x: 0, y: 4), steps: nil), .axisStop(source: .finger),
            ], "\(kinds)")
    }
}
