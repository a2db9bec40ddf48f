import DBus
import Foundation
import Synchronization
import Testing
import TouchKit
import TouchKitTesting

@testable import TouchKitWayland

/// SPEC M3: the backend reads the desktop's colour scheme from the freedesktop Settings
/// portal and follows it, tested against a fake portal on a private session bus (a
/// `dbus-daemon` of the test's own, so the desktop's real bus is never touched).
@MainActor
@Suite("Appearance portal: the desktop's colour scheme (SPEC M3)", .serialized)
struct AppearancePortalTests {
    /// A private bus and a fake `org.freedesktop.portal.Desktop` on it, answering
    /// `Settings.ReadOne` from its own thread with the scheme it is given.
    ///
    /// The `dbus-daemon` is started with the package's spawner (`ChildProcess`), with
    /// no signal blocked, and stopped by its process id. Started with Foundation's
    /// `Process`, it inherited the test thread's signal mask, which blocks SIGTERM: it
    /// outlived every test (each stop gave up after 5 s), kept the test run's standard
    /// error open, and a `swift test` piped into another command never saw its end.
    final class FakePortal: @unchecked Sendable {
        let address: String
        private let daemon: ChildProcess
        private let directory: String
        let scheme = Mutex<UInt32>(0)
        let readCount = Atomic<Int>(0)
        private let stopped = Atomic<Bool>(false)
        let ready = Atomic<Bool>(false)

        init(scheme initial: UInt32) throws {
            let daemonPath = try #require(ToolLocator.executable(named: "dbus-daemon"), "dbus-daemon is missing")
            directory = NSTemporaryDirectory() + "touchkit-bus-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let socket = directory + "/bus"
            let config = directory + "/session.conf"
            try """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:path=\(socket)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.write(toFile: config, atomically: true, encoding: .utf8)
            let log = directory + "/dbus-daemon.log"
            daemon = try ChildProcess(
                path: daemonPath, arguments: ["--config-file=\(config)", "--nofork", "--nopidfile"],
                environment: ProcessInfo.processInfo.environment, streams: .files(stdout: log, stderr: log),
                diesWithParent: true)
            address = "unix:path=\(socket)"
            // The socket exists once the daemon listens.
            let deadline = Date().addingTimeInterval(60)
            func listening() -> Bool {
                var info = stat()
                return stat(socket, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
            }
            // The socket file appears at bind(), before the daemon listens and answers:
            // ready is when a client connects and registers (Hello) on the bus.
            var accepting = false
            while !accepting, daemon.isRunning, Date() < deadline {
                accepting = listening() && (try? DBusClient(address: "unix:path=\(socket)")) != nil
                if !accepting { usleep(2000) }
            }
            let logText = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            try #require(accepting, "dbus-daemon did not accept a client on \(socket): \(logText)")
            scheme.withLock { $0 = initial }
        }

        /// Serves the portal until ``stop()``.
        func serve() throws {
            let address = self.address
            let started = Thread { [self] in
                guard let client = try? DBusClient(address: address),
                    (try? client.requestName(AppearancePortal.service)) != nil
                else { return }
                ready.store(true, ordering: .releasing)
                while !stopped.load(ordering: .acquiring) {
                    for message in client.takeMessages(timeout: 0.02) where message.kind == .methodCall {
                        if message.member == "ReadOne",
                            message.arguments.first?.stringValue == AppearancePortal.namespace,
                            message.arguments.dropFirst().first?.stringValue == AppearancePortal.key
                        {
                            readCount.add(1, ordering: .relaxed)
                            try? client.reply(to: message, [.variant(.uint32(scheme.withLock { $0 }))])
                        } else {
                            try? client.replyError(
                                to: message, name: "org.freedesktop.portal.Error.NotFound", "no such setting")
                        }
                    }
                }
            }
            started.start()
            let deadline = Date().addingTimeInterval(60)
            while !ready.load(ordering: .acquiring), Date() < deadline { usleep(1000) }
            let isReady = ready.load(ordering: .acquiring)
            try #require(isReady, "the fake portal did not take its name")
        }

        /// Emits `SettingChanged` as the portal does when the desktop changes scheme.
        func change(to value: UInt32) throws {
            scheme.withLock { $0 = value }
            let client = try DBusClient(address: address)
            try client.emit(
                AppearancePortal.path, AppearancePortal.interface, "SettingChanged",
                [.string(AppearancePortal.namespace), .string(AppearancePortal.key), .variant(.uint32(value))])
        }

        /// Stops the serving thread and the daemon (SIGTERM, SIGKILL after 5 s) and
        /// removes the bus's directory.
        func stop() {
            stopped.store(true, ordering: .releasing)
            usleep(50_000)
            daemon.terminate(timeout: 5)
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// Whether the daemon has ended at SIGTERM (it exits with status 0 on it): not
        /// still running, and not killed by the SIGKILL that follows when it ignores SIGTERM.
        var endedAtSIGTERM: Bool { !daemon.isRunning && !(daemon.signalled && daemon.status == SIGKILL) }
        /// How it ended, for messages.
        var ending: String {
            "running \(daemon.isRunning), signalled \(daemon.signalled), status \(String(describing: daemon.status))"
        }
    }

    /// A view that counts its trait changes.
    final class TraitView: View {
        var changes: [UserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    /// Waits (on the main actor, letting the main queue run the portal's socket watch)
    /// until `condition` holds or 10 seconds pass.
    func wait(until condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("M3: color-scheme 1 read at start makes the app dark before it draws; 0 and 2 are light")
    func a3ReadAtStart() throws {
        let portal = try FakePortal(scheme: 1)
        defer { portal.stop() }
        try portal.serve()
        let application = Application(clock: ManualClock())
        let follower = AppearancePortal(address: portal.address, application: application)
        #expect(follower != nil)
        #expect(application.userInterfaceStyle == .dark)
        #expect(portal.readCount.load(ordering: .relaxed) == 1, "ReadOne(org.freedesktop.appearance, color-scheme)")
        #expect(AppearancePortal.style(colorScheme: .variant(.uint32(0))) == .light)
        #expect(AppearancePortal.style(colorScheme: .variant(.variant(.uint32(2)))) == .light, "Read's double variant")
        #expect(AppearancePortal.style(colorScheme: .string("dark")) == nil)
    }

    @Test("M3, M1: SettingChanged is followed live; views get traitCollectionDidChange and redraw dark")
    func a3FollowedLive() async throws {
        let portal = try FakePortal(scheme: 2)
        defer { portal.stop() }
        try portal.serve()
        let application = Application(clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40), application: application)
        let view = TraitView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        let follower = try #require(AppearancePortal(address: portal.address, application: application))
        #expect(application.userInterfaceStyle == .light)
        #expect(try window.snapshot().color(x: 20, y: 20) == .white)
        _ = window.takeDamage()
        try portal.change(to: 1)
        await wait { application.userInterfaceStyle == .dark }
        #expect(application.userInterfaceStyle == .dark, "followed through the main queue's watch of the bus")
        #expect(view.changes == [.dark])
        #expect(!window.takeDamage().isEmpty, "the window is redrawn")
        #expect(try window.snapshot().color(x: 20, y: 20) == .black, "systemBackground resolves dark")
        try portal.change(to: 0)
        await wait { application.userInterfaceStyle == .light }
        #expect(view.changes == [.dark, .light])
        withExtendedLifetime(follower) {}
    }

    @Test("M3: with no portal on the bus the app stays light; TOUCHKIT_APPEARANCE fixes the style")
    func a3NoPortalAndOverride() throws {
        let portal = try FakePortal(scheme: 1)
        defer { portal.stop() }
        let application = Application(clock: ManualClock())
        _ = AppearancePortal(address: portal.address, application: application)
        #expect(application.userInterfaceStyle == .light, "nobody owns org.freedesktop.portal.Desktop")
        let fixed = Application(clock: ManualClock())
        let environment = ["TOUCHKIT_APPEARANCE": "dark", "DBUS_SESSION_BUS_ADDRESS": portal.address]
        #expect(AppearancePortal.follow(fixed, options: WaylandLaunchOptions(environment: environment)) == nil)
        #expect(fixed.userInterfaceStyle == .dark)
        let noBus = Application(clock: ManualClock())
        #expect(AppearancePortal.follow(noBus, options: WaylandLaunchOptions(environment: [:])) == nil)
        #expect(noBus.userInterfaceStyle == .light)
    }

    @Test("the fake portal's private bus ends at SIGTERM when the test stops it, and outlives no test")
    func privateBusEnds() throws {
        let portal = try FakePortal(scheme: 0)
        try portal.serve()
        portal.stop()
        #expect(portal.endedAtSIGTERM, "dbus-daemon took SIGTERM (no signal blocked in the child): \(portal.ending)")
    }
}
