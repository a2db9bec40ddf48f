import Foundation
import Testing

@testable import TouchKitWayland

/// The file a test session reads to wait for a late frame (SPEC D12).
@MainActor
@Suite("PacingStateFile: a late frame due, for test sessions (SPEC D12)")
struct PacingStateFileTests {
    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("D12: 0 at start, 1 while some window's late draw is due, 0 once none is")
    func states() {
        let path = NSTemporaryDirectory() + "touchkit-pacing-file-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try? "stale".write(toFile: path, atomically: true, encoding: .utf8)
        let file = PacingStateFile(path: path)
        #expect(Self.contents(path) == "0", "emptied and written at start")
        let windows = (NSObject(), NSObject())
        let first = ObjectIdentifier(windows.0)
        let second = ObjectIdentifier(windows.1)
        file.set(first, due: true)
        #expect(Self.contents(path) == "1" && file.isLateDrawDue)
        file.set(second, due: true)
        file.set(first, due: false)
        #expect(Self.contents(path) == "1", "the second window's frame is still due")
        file.set(second, due: false)
        #expect(Self.contents(path) == "0" && !file.isLateDrawDue)
        withExtendedLifetime(windows) {}
    }

    @Test("D12: without a path nothing is written and nothing fails")
    func noPath() {
        let file = PacingStateFile(path: nil)
        let window = NSObject()
        file.set(ObjectIdentifier(window), due: true)
        #expect(file.isLateDrawDue)
        withExtendedLifetime(window) {}
    }
}
