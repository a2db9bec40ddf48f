import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `touchkit replay` never leaves Weston or the app running after it ends, whether it
/// is stopped by a signal sent to its own process id (as `timeout`, CI runners and
/// `kill` do), crashes, or is killed outright.
@Suite("touchkit replay: children never outlive it", .serialized)
struct ReplayChildrenTests {
    static let binary = ToolLocator.packageRoot + "/.build/debug/touchkit"
    static let touchDots = ToolLocator.packageRoot + "/.build/debug/TouchDots"

    /// Starts `touchkit` with an empty signal mask and default dispositions (as a shell
    /// does; Foundation's Process would pass on the test thread's blocked signals).
    static func spawn(_ arguments: [String], output: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }

    /// A `/proc` file's text (read with FileHandle: `String(contentsOfFile:)` leaks on
    /// files whose size reads as 0).
    static func proc(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.readToEnd()).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The direct children of `pid`, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let text = proc("/proc/\(pid)/task/\(pid)/children") ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Whether `pid` runs (a zombie waiting for a reaper does not).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = proc("/proc/\(pid)/stat"),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Waits for `pid` (a child of this process) and returns its raw wait status, or
    /// `nil` after `seconds` (then it is killed).
    static func reap(_ pid: pid_t, within seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return status }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }

    @Test(
        "SIGTERM, SIGINT, a crash or SIGKILL to touchkit's own pid ends Weston and the app too",
        arguments: [SIGTERM, SIGINT, SIGSEGV, SIGKILL])
    func childrenEndWithTheCommand(_ signal: Int32) throws {
        for path in [Self.binary, Self.touchDots] where !FileManager.default.isExecutableFile(atPath: path) {
            Issue.record("\(path) is missing: build with 'swift build' (make test does)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchkit-children-\(signal)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // A paced replay that would take 60 s: the command is still running when signalled.
        let recording = dir + "/long.touches"
        try "touchkit-recording 1\n0 down 0 100 100\n0 frame\n60000 up 0\n60000 frame\n".write(
            toFile: recording, atomically: true, encoding: .utf8)
        let pid = try Self.spawn(
            ["replay", recording, "--out", dir + "/out", "--", Self.touchDots], output: dir + "/touchkit.log")

        // Wait until Weston and TouchDots run and the replay has begun.
        var started: [pid_t] = []
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            started = Self.children(of: pid)
            if started.count >= 2, FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl") { break }
            usleep(20_000)
        }
        let log = { (try? String(contentsOfFile: dir + "/touchkit.log", encoding: .utf8)) ?? "" }
        try #require(started.count >= 2, "touchkit did not start Weston and the app: \(log())")
        // The replay is under way once the app's trace shows the first touch begin.
        let trace = { (try? String(contentsOfFile: dir + "/out/trace.jsonl", encoding: .utf8)) ?? "" }
        let begun = Date().addingTimeInterval(60)
        while Date() < begun, !trace().contains("began") { usleep(20_000) }
        try #require(trace().contains("began"), "the replay's first touch never reached the app: \(log())")

        kill(pid, signal)
        let status = Self.reap(pid, within: 10)
        #expect(
            status.map { $0 & 0x7f } == signal, "touchkit ended with raw status \(String(describing: status)): \(log())"
        )

        // Its children are gone within a few seconds (SIGTERM to them; Weston needs a moment).
        let gone = Date().addingTimeInterval(60)
        while Date() < gone, started.contains(where: Self.isAlive) { usleep(20_000) }
        for child in started where Self.isAlive(child) {
            Issue.record("process \(child) outlived touchkit (\(signal)); killed now")
            kill(child, SIGKILL)
        }
    }
}
