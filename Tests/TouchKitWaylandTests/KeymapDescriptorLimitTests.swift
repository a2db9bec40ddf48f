import Foundation
import Testing
import TouchKitTesting

/// File descriptors exhausted while a keymap arrives: the kernel drops the keymap's fd
/// at the app's limit of open files, libwayland, missing it, ends the connection, and
/// the app ends with a last line that says why and exit status 1, never a crash.
///
/// A real app (TouchDots) runs against a ``MockCompositor``; once its window is up, its
/// limit of open files is lowered to the fds it holds (`prlimit`), and the compositor
/// sends a keymap.
@MainActor
@Suite("File descriptors exhausted while receiving a keymap", .serialized)
struct KeymapDescriptorLimitTests {
    /// The lowest fd number `pid` does not hold: with its limit there, it can open none.
    static func lowestFreeDescriptor(of pid: Int32) -> Int? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd") else { return nil }
        let held = Set(names.compactMap(Int.init))
        return (0...held.count).first { !held.contains($0) }
    }

    /// Waits up to 60 s for `condition` (a state, not a time: the deadline only ends a hang).
    static func wait(for what: String, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            guard Date() < deadline else { throw WaitFailure(what: what) }
            usleep(5000)
        }
    }

    struct WaitFailure: Error, CustomStringConvertible {
        let what: String
        var description: String { "timed out waiting for \(what)" }
    }

    @Test("W6: a keymap sent at the app's limit of open files ends the app with one line naming the limit, status 1")
    func keymapAtDescriptorLimit() throws {
        let path = ToolLocator.packageRoot + "/.build/debug/TouchDots"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("TouchDots is not built at \(path): run `swift build` (make test does)")
            return
        }
        let server = try MockCompositor(offering: MockCompositor.standardGlobals)
        defer { server.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment
        for key in ["WAYLAND_SOCKET", "DISPLAY", "TOUCHKIT_TRACE"] { environment[key] = nil }
        environment["WAYLAND_DISPLAY"] = server.socketPath
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        try Self.wait(for: "the app's window") {
            server.received.contains { $0.description == "xdg_surface.get_toplevel" }
        }
        server.perform { $0.post("wl_seat", opcode: 0, [.uint(2)]) }  // a keyboard
        try Self.wait(for: "the app's keyboard") {
            server.received.contains { $0.description == "wl_seat.get_keyboard" }
        }
        // Lower the app's limit to the lowest fd it does not hold, until that holds still.
        let pid = process.processIdentifier
        var previous = -1
        while let free = Self.lowestFreeDescriptor(of: pid), free != previous {
            // util-linux's prlimit(1): Glibc's prlimit(2) is not visible to Swift.
            let limit = Process()
            limit.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            limit.arguments = ["--pid", "\(pid)", "--nofile=\(free):"]
            try limit.run()
            limit.waitUntilExit()
            try #require(limit.terminationStatus == 0, "prlimit --pid \(pid) --nofile=\(free): failed")
            previous = free
        }

        // A valid keymap in a memfd, as compositors send it.
        let keymap =
            "xkb_keymap { xkb_keycodes { include \"evdev\" }; xkb_types { include \"complete\" }; "
            + "xkb_compat { include \"complete\" }; xkb_symbols { include \"pc+us\" }; };"
        var template = Array("/tmp/touchkit-keymap-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        defer { close(fd) }
        _ = keymap.withCString { write(fd, $0, strlen($0) + 1) }
        let size = UInt32(keymap.utf8.count + 1)
        server.perform { server in
            for keyboard in server.liveResources(of: "wl_keyboard") {
                server.post(to: keyboard, opcode: 0, [.uint(1), .fd(fd), .uint(size)])
            }
        }
        try Self.wait(for: "the app to end") { !process.isRunning }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n").filter { !$0.isEmpty }
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(process.terminationReason == .exit, "ended by a signal: \(text)")
        // libwayland's own complaint ("file descriptor expected") comes as a TouchKit line
        // too; the last line says what happened.
        #expect(lines.allSatisfy { $0.hasPrefix("touchkit: ") }, "every line is TouchKit's: \(text)")
        let last = lines.last.map(String.init) ?? ""
        #expect(last.contains("could not receive") && last.contains("limit of open files"), "\(text)")
    }
}
