import Foundation

/// The `WaylandScanner` command line, kept here so it can be tested.
///
/// ```
/// WaylandScanner [--runtime-module Wayland] <output.swift> <input.xml>...
/// ```
///
/// Reads every input, generates ONE Swift file for all of them (so their interfaces
/// can refer to each other), and writes it only if its content changed.
public enum ScannerCommand {
    /// Runs the command.
    ///
    /// - Parameter arguments: The arguments without the program name.
    /// - Throws: ``ScannerError`` for usage errors, unreadable or malformed files.
    public static func run(_ arguments: [String]) throws(ScannerError) {
        var remaining = arguments
        var options = EmitterOptions()
        if remaining.first == "--runtime-module" {
            guard remaining.count >= 2 else { throw usage }
            options.runtimeModule = remaining[1]
            remaining.removeFirst(2)
        }
        guard remaining.count >= 2 else { throw usage }
        let output = remaining.removeFirst()
        var protocols: [ProtocolDefinition] = []
        for input in remaining {
            protocols.append(try ProtocolParser.parse(contentsOf: input))
        }
        let source = try SwiftEmitter(protocols: protocols, options: options).emit()
        let data = Data(source.utf8)
        if FileManager.default.contents(atPath: output) == data { return }
        guard FileManager.default.createFile(atPath: output, contents: data) else {
            throw ScannerError(file: output, line: 0, message: "cannot write the output file")
        }
    }

    private static var usage: ScannerError {
        ScannerError(
            file: "WaylandScanner", line: 0,
            message: "usage: WaylandScanner [--runtime-module <module>] <output.swift> <input.xml>...")
    }
}
