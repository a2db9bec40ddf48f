import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording

/// `touchkit show`: draws a recording as a PNG.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Draw a recording as a PNG: each finger's path, where it went down and up, and its timing.",
        discussion: """
            Each contact (one finger from down to up; a touch id the compositor reuses \
            starts a new contact) gets its own colour: a filled dot where it went down, \
            its path, a ring where it lifted and a cross where a cancel took it. Small \
            marks across each path fall every 100 ms of recording time (longer ones every \
            second), so slow and fast stretches can be told apart. The legend in the \
            bottom-left corner gives the number of contacts and events, the total \
            duration, and each contact's lifetime on a time scale.

            The picture has the size of the recorded window (its '# window WxH' header), \
            else 1024x640; with --size, the window is scaled to fit. A recording with no \
            events (an app that received no touch) gives an empty picture, and the \
            summary says so. A malformed recording is reported as file:line: and nothing \
            is written.
            """)

    @Argument(help: ArgumentHelp("The recording (touchkit-recording 1).", valueName: "recording"))
    var recording: String

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "The PNG to write (replaced if it exists).", valueName: "file.png"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "The picture's size in pixels, WxH (default: the recorded window's size, else 1024x640).",
            valueName: "WxH"))
    var size: String?

    func validate() throws {
        if size != nil, parsedSize == nil { throw ValidationError("--size takes WxH, e.g. 1024x640") }
        guard !output.isEmpty else { throw ValidationError("-o needs a file name") }
    }

    /// `--size` as width and height, or `nil` when absent or malformed.
    var parsedSize: (width: Int, height: Int)? {
        guard let size else { return nil }
        let parts = size.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
            (1...ImageSurface.maximumDimension).contains(width), (1...ImageSurface.maximumDimension).contains(height)
        else { return nil }
        return (width, height)
    }

    func run() throws {
        let recording: TouchRecording
        do {
            recording = try TouchRecording(contentsOf: self.recording)
        } catch {
            fail("\(error)")
        }
        var width = 1024
        var height = 640
        if let size = parsedSize {
            (width, height) = size
        } else if let window = recording.windowSize, window.width >= 1, window.height >= 1 {
            width = min(Int(window.width.rounded(.up)), ImageSurface.maximumDimension)
            height = min(Int(window.height.rounded(.up)), ImageSurface.maximumDimension)
        }
        let picture = RecordingPicture(
            recording: recording, title: URL(fileURLWithPath: self.recording).lastPathComponent,
            width: width, height: height)
        let contacts = picture.contacts.count

        // Write next to the target and rename, so a failure never leaves half a PNG.
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp").path
        do {
            let image = try picture.render()
            try image.writePNG(to: temporary)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            fail("\(output): cannot write the picture: \(error)")
        }
        guard rename(temporary, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            fail("\(output): cannot write the picture: \(reason)")
        }
        if recording.events.isEmpty {
            print("\(output): \(width)x\(height), an empty picture: \(self.recording) has no events")
        } else {
            print(
                "\(output): \(width)x\(height), \(contacts) contact\(contacts == 1 ? "" : "s"), "
                    + "\(recording.events.count) events, \(formatMilliseconds(recording.duration))")
        }
    }
}
