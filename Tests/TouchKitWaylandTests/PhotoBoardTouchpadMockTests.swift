import Testing
import TouchKit
import TouchKitRecording
import TouchKitTesting
import Wayland

@testable import PhotoBoard
@testable import TouchKitWayland

/// PhotoBoard pinched and turned on a touchpad: a `touchkit script` `pinch-pad` line,
/// replayed through the mock compositor's pointer gestures into the real example (SPEC
/// P48, P73).
@MainActor
@Suite("PhotoBoard by touchpad through the mock compositor (SPEC P48, P73)", .serialized)
struct PhotoBoardTouchpadMockTests {

    @Test("P48, P73: a scripted touchpad pinch over a card scales it 2x and turns it 30 degrees; the others stay")
    func p48PinchPadScalesAndTurnsACard() throws {
        let compositor = try MockCompositor(offering: MockCompositor.standardGlobals)
        let app = Application(clock: ManualClock())
        let delegate = StayingApplicationDelegate()
        app.delegate = delegate
        let backend = try WaylandBackend(application: app, displayName: compositor.socketPath)
        app.backend = backend
        let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640), application: app)
        let board = BoardViewController()
        window.rootViewController = board
        window.makeKeyAndVisible()
        func settle() throws {
            try backend.settle()
        }
        defer {
            window.close()
            try? settle()
            app.backend = nil
            compositor.stop()
            withExtendedLifetime(delegate) {}
        }
        try settle()
        compositor.configureWindows(width: 1024, height: 640)
        compositor.announceSeatCapabilities(1)  // a pointer
        try settle()

        let script = try RecordingScript(
            describedBy: "window 1024x640\npinch-pad 300,290 scale 2 rotate 30 duration 160\n", fileName: "pad.script")
        let steps = script.recording.pointerEvents.filter {
            if case .touchpad = $0.kind { return true }
            return false
        }
        #expect(steps.count == 12, "begin, 10 updates, end")
        try compositor.replay(script.recording, afterEach: settle)

        let card = try #require(board.cards.first)
        #expect(abs(card.scale - 2) < 0.01, "\(card.scale)")
        #expect(abs(card.angle - Double.pi / 6) < 0.01, "\(card.angle)")
        #expect(board.cards.dropFirst().allSatisfy { $0.scale == 1 && $0.angle == 0 })
    }
}
