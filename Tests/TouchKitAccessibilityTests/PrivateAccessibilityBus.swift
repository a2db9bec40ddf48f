import DBus
import Foundation
import Testing
import TouchKitAccessibility
import TouchKitTesting

/// A private session bus (`dbus-daemon --session` with a runtime directory of the
/// test's own, so at-spi-bus-launcher puts the accessibility bus there) and the
/// accessibility bus it starts on `org.a11y.Bus.GetAddress`; the desktop's buses are
/// never touched. Stopping the session bus ends the launcher, its bus and the registry.
final class PrivateAccessibilityBus {
    let sessionAddress: String
    let accessibilityAddress: String
    private let daemon: Process
    private let directory: String

    init() throws {
        let daemonPath = try #require(ToolLocator.executable(named: "dbus-daemon"), "dbus-daemon is missing")
        let launcher = "/usr/libexec/at-spi-bus-launcher"
        try #require(
            FileManager.default.isExecutableFile(atPath: launcher),
            "at-spi2-core is missing (make install-deps installs it)")
        directory = NSTemporaryDirectory() + "touchkit-a11y-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: daemonPath)
        process.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = directory
        environment["DISPLAY"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        daemon = process
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let session = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            try #require(session.hasPrefix("unix:"), "dbus-daemon printed no address")
            accessibilityAddress = try AccessibilityBridge.accessibilityBusAddress(sessionBus: session, timeout: 30)
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw error
        }
        sessionAddress = session
    }

    /// Ends the launcher, the accessibility bus, the registry and the session bus.
    ///
    /// They are killed (SIGKILL) by the process ids the buses give: spawned from the
    /// test runner they did not end on SIGTERM here, and waiting for them hung the run.
    func stop() {
        var pids: [Int32] = []
        func owner(_ name: String, on address: String) {
            guard let client = try? DBusClient(address: address) else { return }
            defer { client.close() }
            let reply = try? client.call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "GetConnectionUnixProcessID", [.string(name)], timeout: 2)
            if let pid = reply?.first?.intValue, pid > 1 { pids.append(Int32(pid)) }
        }
        owner("org.a11y.atspi.Registry", on: accessibilityAddress)
        owner("org.freedesktop.DBus", on: accessibilityAddress)
        owner("org.a11y.Bus", on: sessionAddress)
        for pid in pids { kill(pid, SIGKILL) }
        if daemon.isRunning {
            kill(daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }
}
