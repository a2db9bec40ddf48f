import ArgumentParser

/// `-o file.touches`: the recording a command writes (`script`, `import-wev`).
struct RecordingOutputOption: ParsableArguments {
    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "The recording to write (replaced if it exists).", valueName: "file.touches"))
    var output: String

    func validate() throws {
        guard !output.isEmpty else { throw ValidationError("-o needs a file name") }
    }
}
