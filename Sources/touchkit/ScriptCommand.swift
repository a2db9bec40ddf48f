import ArgumentParser
import Foundation
import TouchKit
import TouchKitRecording
import TouchKitTesting

/// `touchkit script`: a recording written as a few lines of gestures, no touchscreen needed.
struct ScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",
        abstract: "Turn a text description of taps, holds, drags, swipes, pinches and rotations into a recording.",
        discussion: """
            One command a line, '#' starts a comment; positions are x,y in points, \
            durations in ms:
              window 1024x640                         (optional, first; 1024x640 by default)
              tap 512,320 [fingers N] [duration MS]   (50 ms by default)
              drag 100,200 to 600,200 [fingers N] [duration MS]   (300 ms)
              swipe left|right|up|down [from X,Y] [distance D] [fingers N] [duration MS]
                                                      (from the centre, 300 points, 150 ms)
              pinch 512,320 from 80 to 300 [duration MS]   (two fingers' distance; 400 ms)
              hold 512,320 [fingers N] [duration MS]       (rests still, then lifts; 1000 ms)
              long-press 512,320 [to X,Y] [fingers N] [duration MS]
                                                      (rests 800 ms, then drags to X,Y if given)
              rotate 512,320 by DEGREES [radius R] [duration MS]
                                                      (two fingers on a circle, clockwise for a
                                                       positive angle; radius 100, 400 ms)
              hover 100,100 [to X,Y] [duration MS]    (the pointer, no button down)
              scroll 512,320 up|down|left|right [steps N] [touchpad] [distance D] [duration MS]
              pen 100,200 to 400,200 [pressure P] [tilt X,Y] [duration MS] [eraser]
                                                      (a tablet pen: hovers, draws, lifts;
                                                       pressure 0.5, 300 ms)
              pinch-pad 512,320 [scale S] [rotate DEGREES] [duration MS]
                                                      (two fingers on a touchpad; scale 2, 400 ms)
              wait MS
            Gestures follow each other at once: put 'wait 300' between two taps that \
            must not make a double tap. A wait after the last gesture is kept: the \
            recording ends that much later ('# end'), and a replay's end capture waits \
            for it. Motions come every 16 ms; several fingers stand \
            in a row 40 points apart around the point given. A malformed line, or a \
            gesture that leaves the window, is reported as file:line: and nothing is \
            written. Replay the result with 'touchkit replay', look at it with \
            'touchkit show'.
            """)

    @Argument(help: ArgumentHelp("The description ('-' reads standard input).", valueName: "description"))
    var file: String

    @OptionGroup var destination: RecordingOutputOption

    /// The recording to write.
    var output: String { destination.output }

    func run() throws {
        let text: String
        if file == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: file) else {
                fail("\(file): no such description file")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        let script: RecordingScript
        do {
            script = try RecordingScript(describedBy: text, fileName: file == "-" ? "<stdin>" : file)
        } catch {
            fail("\(error)")
        }
        guard !script.recording.events.isEmpty || !script.recording.pointerEvents.isEmpty else {
            fail("\(file): no gestures; write one per line, e.g. 'tap 512,320' (see touchkit script --help)")
        }
        do {
            try script.recording.write(to: output)
        } catch {
            fail("\(error)")
        }
        let window = script.recording.windowSize.map { " for a \(Int($0.width))x\(Int($0.height)) window" } ?? ""
        print("wrote \(RecordCommand.summary(of: script.recording))\(window) to \(output)")
    }
}
