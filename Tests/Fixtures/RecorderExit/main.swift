import Foundation
import TouchKit
import TouchKitRecording

// The recorder at the end of a process (RecorderExitTests).
//
// Usage: TOUCHKIT_RECORD=<file> RecorderExit exit|sigterm|sigint
//
// Records a tap whose `up` has no `frame` after it (as Weston sends it, SPEC W4), so the
// `up` is still pending in the recorder, then ends the way the argument says: `exit`
// calls exit(0) (as the app does after its last window closed); `sigterm` and `sigint`
// send that signal to the process and wait for it to end it.

// Foundation's Process (which the tests use) passes on the test thread's signal mask,
// which blocks SIGTERM and SIGINT; unblock them, as a shell-started app has them.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGTERM)
sigaddset(&signals, SIGINT)
pthread_sigmask(SIG_UNBLOCK, &signals, nil)

guard let recorder = TouchRecorder.fromEnvironment() else {
    FileHandle.standardError.write(Data("RecorderExit: set TOUCHKIT_RECORD to a file\n".utf8))
    exit(2)
}
recorder.windowSize = Size(width: 100, height: 100)
recorder.record(.down(id: 0, x: 10, y: 20), compositorTime: 1000)
recorder.record(.frame)
recorder.record(.up(id: 0), compositorTime: 1050)

switch CommandLine.arguments.dropFirst().first {
case "exit":
    exit(0)
case "sigterm":
    kill(getpid(), SIGTERM)
case "sigint":
    kill(getpid(), SIGINT)
default:
    FileHandle.standardError.write(Data("RecorderExit: expected exit, sigterm or sigint\n".utf8))
    exit(2)
}
while true { pause() }
