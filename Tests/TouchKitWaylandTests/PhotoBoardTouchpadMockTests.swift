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
        let board = BoardViewController()
        let scene = try MockScene(size: Size(width: 1024, height: 640), seat: 1) {  // a pointer
            $0.rootViewController = board
        }
        defer { scene.close() }
        let compositor = scene.compositor

        let script = try RecordingScript(
            describedBy: "window 1024x640\npinch-pad 300,290 scale 2 rotate 30 duration 160\n", fileName: "pad.script")
        let steps = script.recording.pointerEvents.filter {
            if case .touchpad = $0.kind { return true }
            return false
        }
        #expect(steps.count == 12, "begin, 10 updates, end")
        try compositor.replay(script.recording) { try scene.settle() }

        let card = try #require(board.cards.first)
        #expect(abs(card.scale - 2) < 0.01, "\(card.scale)")
        #expect(abs(card.angle - Double.pi / 6) < 0.01, "\(card.angle)")
        #expect(board.cards.dropFirst().allSatisfy { $0.scale == 1 && $0.angle == 0 })
    }
}
