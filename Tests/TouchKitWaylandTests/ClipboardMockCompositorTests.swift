import Foundation
import Testing
import TouchKit
import TouchKitTesting
import Wayland

@testable import TouchKitWayland

/// Pastes that go wrong, through the real backend against the ``MockCompositor``: a
/// type not taken, a huge text, a source that goes away mid-read, a pipe closed at once
/// (SPEC X12, X18).
@MainActor
@Suite("Clipboard through the mock compositor (SPEC X18)", .serialized)
struct ClipboardMockCompositorTests {
    /// The shared rig (``MockScene``) with a clipboard, and a window with a field editing.
    @MainActor
    @dynamicMemberLookup
    struct Scene {
        let mock: MockScene
        let field: TextField
        /// Where the backend puts other clients' text: this test's own, so that tests
        /// running between its waits cannot change it.
        let pasteboard: Pasteboard

        subscript<Value>(dynamicMember path: KeyPath<MockScene, Value>) -> Value { mock[keyPath: path] }

        var clipboard: WaylandClipboard { mock.backend.connection.clipboard! }

        /// A paste into the field from the test's clipboard, as Ctrl+V does.
        func paste() {
            if let string = pasteboard.string { field.insertText(string) }
        }

        func settle() throws {
            try mock.settle()
        }

        /// Lets the main queue run (the read's result arrives there) until `done` holds,
        /// dispatching the connection; at most `limit` turns.
        func wait(limit: Int = 500, until done: () -> Bool) async throws {
            var turns = 0
            while !done() && turns < limit {
                try settle()
                try await Task.sleep(for: .milliseconds(10))
                turns += 1
            }
        }

        /// The pipe of the client's `receive`, once it asked.
        func receiveDescriptor() async throws -> Int32? {
            var fds: [Int32] = []
            try await wait {
                fds += mock.compositor.takeReceiveDescriptors()
                return !fds.isEmpty
            }
            return fds.first
        }

        func close() {
            mock.close()
        }

        static func make() throws -> Scene {
            let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 34))
            let pasteboard = Pasteboard()
            let mock = try MockScene(
                offering: MockCompositor.standardGlobals + [(WlDataDeviceManager.interface, 3)], seat: 4,
                content: { $0.addSubview(field) },
                connected: { $0.backend.connection.clipboard!.pasteboard = pasteboard })
            field.text = "keep"
            field.becomeFirstResponder()
            return Scene(mock: mock, field: field, pasteboard: pasteboard)
        }
    }

    @Test("X18: a selection without text is not read; the clipboard is empty and a paste changes nothing")
    func typeNotTaken() async throws {
        let scene = try Scene.make()
        defer { scene.close() }
        scene.pasteboard.systemClipboardDidChange(to: ["old"])
        scene.compositor.offerSelection(mimeTypes: ["image/png", "application/octet-stream"])
        try await scene.wait { !scene.pasteboard.hasStrings }
        #expect(!scene.pasteboard.hasStrings)
        #expect(scene.compositor.requests(named: "wl_data_offer.receive").isEmpty, "nothing was asked for")
        scene.paste()
        #expect(scene.field.text == "keep")
    }

    @Test("X18: a text of 100 MB is read only up to the limit, then refused; the field keeps its text")
    func hugeText() async throws {
        signal(SIGPIPE, SIG_IGN)
        let scene = try Scene.make()
        defer { scene.close() }
        scene.pasteboard.systemClipboardDidChange(to: ["old"])
        scene.compositor.offerSelection(mimeTypes: ["text/plain;charset=utf-8"])
        let fd = try #require(try await scene.receiveDescriptor())
        #expect(
            scene.compositor.requests(named: "wl_data_offer.receive").first?.strings == ["text/plain;charset=utf-8"])
        let total = 100 << 20
        let written = Written()
        let writer = Thread {
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
            var sent = 0
            while sent < total {
                let n = chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }  // EPIPE: the reader stopped.
                sent += n
            }
            close(fd)
            written.set(sent)
        }
        writer.start()
        try await scene.wait(limit: 1000) { written.value != nil }
        let sent = try #require(written.value, "the writer finished")
        #expect(sent < total, "the reader stopped at the limit: \(sent) bytes written")
        #expect(sent >= WaylandClipboard.maximumPasteSize)
        try await scene.wait { scene.clipboard.readsFinished == 1 }
        #expect(!scene.pasteboard.hasStrings, "more than the limit is refused")
        scene.paste()
        #expect(scene.field.text == "keep")
    }

    @Test("X18: a source that goes away mid-read pastes nothing of its half text; a pipe closed at once gives none")
    func sourceGoneMidRead() async throws {
        let scene = try Scene.make()
        defer { scene.close() }
        scene.compositor.offerSelection(mimeTypes: ["text/plain"])
        let fd = try #require(try await scene.receiveDescriptor())
        let half = Array("half a tex".utf8)
        _ = half.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        scene.compositor.clearSelection()
        try scene.settle()
        close(fd)
        // The read ends now, after the selection went: its text must not land.
        try await scene.wait { scene.clipboard.readsFinished == 1 }
        #expect(scene.clipboard.readsFinished == 1)
        #expect(!scene.pasteboard.hasStrings, "\(scene.pasteboard.strings ?? [])")
        // A new offer whose pipe is closed with nothing written: an empty clipboard.
        scene.compositor.offerSelection(mimeTypes: ["text/plain;charset=utf-8"])
        let second = try #require(try await scene.receiveDescriptor())
        close(second)
        try await scene.wait { scene.clipboard.readsFinished == 2 }
        #expect(scene.clipboard.readsFinished == 2)
        #expect(!scene.pasteboard.hasStrings)
        scene.paste()
        #expect(scene.field.text == "keep")
        // And a whole text still pastes.
        scene.compositor.offerSelection(mimeTypes: ["UTF8_STRING", "text/plain;charset=utf-8"])
        let third = try #require(try await scene.receiveDescriptor())
        #expect(scene.compositor.requests(named: "wl_data_offer.receive").last?.strings == ["text/plain;charset=utf-8"])
        let whole = Array(" and whole".utf8)
        _ = whole.withUnsafeBytes { write(third, $0.baseAddress, $0.count) }
        close(third)
        try await scene.wait { scene.pasteboard.string == " and whole" }
        scene.paste()
        #expect(scene.field.text == "keep and whole")
    }
}

/// The writer thread's count, read by the test.
final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int?
    var value: Int? { lock.withLock { count } }
    func set(_ value: Int) { lock.withLock { count = value } }
}
