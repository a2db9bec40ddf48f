import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording

/// `touchkit import-wev`: turns a `wev` log into a recording.
struct ImportWevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-wev",
        abstract: "Convert a log of wev (the Wayland event viewer) into a recording.",
        discussion: """
            wev shows the events any compositor sends to its window, so it records \
            touches where no TouchKit app runs. Log them with, e.g.:
              wev -f wl_touch -f wl_seat -f xdg_toplevel > touches.log
            touch wev's window, close it, then convert the log. The wl_touch lines \
            become events (times in ms since the first touch), the seat's name and \
            the window size from xdg_toplevel's configure become the header; every \
            other line is skipped. A malformed wl_touch line is reported as \
            file:line: and nothing is written. A log without any wl_touch event is an \
            error too.
            """)

    @Argument(help: ArgumentHelp("The wev log.", valueName: "log"))
    var log: String

    @OptionGroup var destination: RecordingOutputOption

    /// The recording to write.
    var output: String { destination.output }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: log, isDirectory: &isDirectory), !isDirectory.boolValue else {
            fail("\(log): no such wev log")
        }
        guard let data = FileManager.default.contents(atPath: log) else { fail("\(log): cannot read the wev log") }
        let text = String(decoding: data, as: UTF8.self)
        let recording: TouchRecording
        do {
            recording = try TouchRecording(importingWev: text, fileName: log)
        } catch {
            fail("\(error)")
        }
        guard !recording.events.isEmpty else {
            fail("\(log): no wl_touch events in the log; log them with 'wev -f wl_touch -f wl_seat -f xdg_toplevel'")
        }
        do {
            try recording.write(to: output)
        } catch {
            fail("\(error)")
        }
        let window = recording.windowSize.map { " for a \(Int($0.width))x\(Int($0.height)) window" } ?? ""
        print("imported \(RecordCommand.summary(of: recording))\(window) to \(output)")
    }
}
