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

    @Test("a stdlib trap is summarised with the first frame in the app's own code, past the stdlib's and TouchKit's")
    func appFrameIsNamed() {
        let touchKit = AppExit.touchKitSources
        let log = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            💣 Program crashed: Illegal instruction at 0x00007f035676df7f

            Thread 1 "worker" :

              0               0x00007f0300000001 worker() + 10 in PhotoStrip at /src/PhotoStrip/Worker.swift:3:1

            Thread 0 "PhotoStrip" crashed:

              0               0x00007f035676df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra]          0x00007f03568f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra]          0x0000559f5ca58044 View.subviews.getter + 10 in PhotoStrip at \(touchKit)TouchKit/Views/View.swift:82:59
              3 [ra]          0x0000559f5ca4e41c StripView.touchesEnded(_:with:) + 59 in PhotoStrip at /src/PhotoStrip/StripView.swift:57:21
              4 [ra]          0x0000559f5ca4dc57 Window.sendEvent(_:) + 70 in PhotoStrip at \(touchKit)TouchKit/Views/Window.swift:147:38

            Registers:
            """
        let frame = AppExit.appFrame(in: log, executable: "/srv/PhotoStrip/.build/debug/PhotoStrip")
        #expect(frame == "StripView.touchesEnded(_:with:) at /src/PhotoStrip/StripView.swift:57:21")
        let exit = AppExit(
            executable: "/x/PhotoStrip", pid: 7, status: nil, signal: SIGILL, reason: AppExit.reason(in: log),
            stderrPath: "/out/e.log", stdoutPath: "/out/o.log", appFrame: frame)
        #expect(
            exit.description.contains(
                "Fatal error: Index out of range, in the app's code at StripView.touchesEnded(_:with:) at /src/PhotoStrip/StripView.swift:57:21"
            ), "\(exit.description)")
        #expect(AppExit.appFrame(in: Self.crashLog, executable: "CrashingApp") == nil, "no frame has a location")
        #expect(AppExit.appFrame(in: log, executable: "OtherApp") == nil, "frames of another image are not the app's")
    }
}
