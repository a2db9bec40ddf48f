import Foundation
import Graphics
import Testing
import TouchKit
import TouchKitAccessibility
import TouchKitTestHost
import TouchKitTesting

/// Orca, headless: an X server of its own (Xvfb: Orca 43 reads the keyboard map with
/// `xkbcomp $DISPLAY`), speech-dispatcher's generic module writing each utterance to a
/// file, libao's null driver for the audio it never plays, and the private session and
/// accessibility buses of ``PrivateAccessibilityBus``.
final class HeadlessOrca {
    let spokenPath: String
    private var processes: [Process] = []
    private let runtimeDirectory: String

    /// Starts Xvfb and Orca for the buses of `bus`.
    init(bus: PrivateAccessibilityBus) throws {
        let orca = try #require(
            ToolLocator.executable(named: "orca"), "orca is missing (make install-deps installs it)")
        let xvfb = try #require(
            ToolLocator.executable(named: "Xvfb"), "Xvfb is missing (make install-deps installs it)")
        try #require(
            ToolLocator.executable(named: "speech-dispatcher") != nil,
            "speech-dispatcher is missing (make install-deps installs it)")
        runtimeDirectory = bus.directory
        let home = bus.directory + "/home"
        spokenPath = bus.directory + "/spoken.txt"
        let config = home + "/.config/speech-dispatcher"
        try FileManager.default.createDirectory(atPath: config + "/modules", withIntermediateDirectories: true)
        try """
        LogLevel 2
        LogDir "\(bus.directory)"
        AudioOutputMethod "libao"
        AddModule "file" "sd_generic" "file.conf"
        DefaultModule file
        DefaultLanguage "en"

        """.write(toFile: config + "/speechd.conf", atomically: true, encoding: .utf8)
        try """
        GenericExecuteSynth "printf '%s\\\\n' \\'$DATA\\' >> \(spokenPath)"
        AddVoice "en" "MALE1" "default"

        """.write(toFile: config + "/modules/file.conf", atomically: true, encoding: .utf8)
        try "default_driver=null\n".write(toFile: home + "/.libao", atomically: true, encoding: .utf8)

        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        processes.append(server)
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let display = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard Int(display) != nil else {
            stop()
            Issue.record("Xvfb printed no display number")
            throw CancellationError()
        }

        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: orca)
        reader.arguments = ["--debug-file=\(bus.directory)/orca.debug"]
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = nil
        environment["DISPLAY"] = ":" + display
        environment["GDK_BACKEND"] = "x11"
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = home + "/.config"
        environment["XDG_DATA_HOME"] = home + "/.local/share"
        environment["XDG_RUNTIME_DIR"] = bus.directory
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.sessionAddress
        reader.environment = environment
        reader.standardOutput = FileHandle.nullDevice
        reader.standardError = FileHandle.nullDevice
        try reader.run()
        processes.append(reader)
    }

    /// What speech-dispatcher has been given to say so far.
    var spoken: String { (try? String(contentsOfFile: spokenPath, encoding: .utf8)) ?? "" }

    /// Ends Orca, the speech-dispatcher it started (by the pid file it writes) and Xvfb.
    func stop() {
        for process in processes.reversed() where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        processes = []
        let pidFile = runtimeDirectory + "/speech-dispatcher/pid/speech-dispatcher.pid"
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1
        {
            kill(pid, SIGKILL)
        }
    }
}

/// SPEC A12 end to end: Debian's Orca, headless, reads a TouchKit button.
@MainActor
@Suite("Orca end to end (SPEC A12)", .serialized)
struct OrcaEndToEndTests {
    @Test("A12: Orca, headless with speech to a file, speaks a TouchKit button's label and role when it takes focus")
    func orcaSpeaksAButton() throws {
        let h = try BridgeHarness()
        defer { h.stop() }
        let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 44), title: "Buy ticket")
        h.host.window.addSubview(button)
        let orca = try HeadlessOrca(bus: h.bus)
        defer { orca.stop() }
        try pump(h, until: "Orca started and said so", turns: 8000) { orca.spoken.contains("Screen reader on") }
        try pump(h, until: "Orca registered its listeners", turns: 2000) { h.bridge.isAssistiveTechnologyListening }
        h.host.window.focusAccessibilityNode(.view(button))
        try pump(h, until: "Orca spoke the button", turns: 8000) { orca.spoken.contains("Buy ticket") }
        let said = orca.spoken
        #expect(said.contains("Buy ticket") && said.lowercased().contains("button"), "Orca said: \(said)")
    }

    /// Turns the bridge (answering Orca's calls) until `condition` holds, at most `turns`
    /// times (each waits up to 2 ms for a message).
    private func pump(_ h: BridgeHarness, until what: String, turns: Int, _ condition: () -> Bool) throws {
        for _ in 0..<turns {
            if condition() { return }
            h.turn()
        }
        Issue.record("\(what) did not happen")
        throw CancellationError()
    }
}
