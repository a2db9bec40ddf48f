import DBus
import Foundation

/// A private session bus and the AT-SPI accessibility bus it starts, for tests and the
/// benchmark: `dbus-daemon --session` with a runtime directory of its own (so
/// at-spi2-core's `at-spi-bus-launcher`, activated by `org.a11y.Bus.GetAddress`, puts the
/// accessibility bus there); the desktop's buses are never touched. ``stop()`` ends the
/// launcher, its bus, the registry and the session bus.
public final class PrivateAccessibilityBus {
    /// Why the buses could not be started.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The launcher Debian's at-spi2-core installs.
    public static let launcherPath = "/usr/libexec/at-spi-bus-launcher"

    /// The session bus's address (give it to an app as `DBUS_SESSION_BUS_ADDRESS`).
    public let sessionAddress: String
    /// The accessibility bus's address.
    public let accessibilityAddress: String
    /// The runtime directory of the buses (`XDG_RUNTIME_DIR` for processes that join).
    public let directory: String
    private let daemon: Process

    /// Starts the session bus and asks it for the accessibility bus, waiting at most
    /// `timeout` seconds for the launcher.
    ///
    /// - Throws: ``Failure`` when dbus-daemon or at-spi2-core is missing or does not start.
    public init(timeout: Double = 30) throws {
        guard let daemonPath = ToolLocator.executable(named: "dbus-daemon") else {
            throw Failure(description: "dbus-daemon is missing (make install-deps installs it)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.launcherPath) else {
            throw Failure(description: "at-spi2-core is missing (make install-deps installs it)")
        }
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
            guard session.hasPrefix("unix:") else { throw Failure(description: "dbus-daemon printed no address") }
            let client = try DBusClient(address: session)
            defer { client.close() }
            let reply = try client.call(
                "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", timeout: timeout)
            guard let address = reply.first?.stringValue, !address.isEmpty else {
                throw Failure(description: "org.a11y.Bus.GetAddress gave no address")
            }
            accessibilityAddress = address
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        sessionAddress = session
    }

    /// Ends the launcher, the accessibility bus, the registry and the session bus.
    ///
    /// They are killed (SIGKILL) by the process ids the buses give: spawned from a test
    /// runner they did not end on SIGTERM, and waiting for them hung the run.
    public func stop() {
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
