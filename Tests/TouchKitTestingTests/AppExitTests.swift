import Foundation
import Testing
import TouchKitTesting

/// How an app's end is told: the line that says why, found under a crash report.
@Suite("AppExit")
struct AppExitTests {
    /// The shape of a Swift crash on Linux: the runtime's line, then the backtracer's
    /// report with registers and frames, far longer than a 20-line tail.
    static let crashLog = """
        CrashingApp: standard error works
        CrashingApp/main.swift:24: Fatal error: CrashingApp crashes in touchesEnded 1, as asked

        💣 Program crashed: Illegal instruction at 0x00007f0c1d2e3f4a

        Thread 0 "CrashingApp" crashed:

        """
        + (0..<40).map { "\($0) 0x00007f0c1d2e\(String(format: "%04x", $0)) in frame \($0)" }.joined(separator: "\n")
        + "\n\nRegisters:\n" + (0..<20).map { "r\($0) 0x0000000000000000" }.joined(separator: "\n")

    @Test("the Fatal error line comes before the backtracer's line, and loses no words")
    func reasonIsTheFatalErrorLine() {
        #expect(
            AppExit.reason(in: Self.crashLog)
                == "CrashingApp/main.swift:24: Fatal error: CrashingApp crashes in touchesEnded 1, as asked")
        #expect(AppExit.showsCrash(Self.crashLog))
        #expect(
            AppExit.reason(in: "💣 Program crashed: Segmentation fault at 0x0\n")
                == "Program crashed: Segmentation fault at 0x0")
        #expect(AppExit.reason(in: "all is well\n") == nil)
        #expect(!AppExit.showsCrash("all is well\n"))
    }

    @Test("the description says how it ended, why, and where the logs are")
    func descriptionSaysEverything() {
        let exit = AppExit(
            executable: "/x/CrashingApp", pid: 42, status: nil, signal: SIGILL,
            reason: "main.swift:24: Fatal error: boom", stderrPath: "/out/CrashingApp-0.stderr.log",
            stdoutPath: "/out/CrashingApp-0.stdout.log")
        #expect(exit.exitCode == 128 + SIGILL)
        #expect(exit.description.contains("CrashingApp (pid 42) was ended by signal \(SIGILL)"))
        #expect(exit.description.contains("Fatal error: boom"))
        #expect(exit.description.contains("/out/CrashingApp-0.stderr.log"))
    }
}
