import Foundation

extension HeadlessSession {
    /// Whether a file in an output directory is one a session (or `touchkit replay`)
    /// writes: `weston.log`, `trace.jsonl` and `trace-<n>.jsonl`, `capture-*.png`,
    /// the apps' `*.stderr.log` and `*.stdout.log`, `clock-<n>.txt`, `pacing-<n>.txt`
    /// (SPEC D12) and `received.touches`.
    /// - Parameter name: A file name.
    nonisolated static func isSessionOutput(_ name: String) -> Bool {
        name == "weston.log" || name == "received.touches"
            || (name.hasPrefix("trace") && name.hasSuffix(".jsonl"))
            || (name.hasPrefix("capture-") && name.hasSuffix(".png"))
            || name.hasSuffix(".stderr.log") || name.hasSuffix(".stdout.log")
            || (name.hasPrefix("clock-") && (name.hasSuffix(".txt") || name.hasSuffix(".txt.ack")))
            || (name.hasPrefix("pacing-") && name.hasSuffix(".txt"))
    }

    /// Removes what an earlier session left in `directory` (``isSessionOutput(_:)``),
    /// so that every run starts a fresh trace, fresh captures and fresh logs: an app
    /// appends to its `TOUCHKIT_TRACE` file, and a trace holding two runs fails the
    /// tests that read it. Other files are left alone.
    /// - Parameter directory: The session's output directory.
    /// - Returns: The names removed.
    @discardableResult
    nonisolated static func removeEarlierOutput(in directory: String) -> [String] {
        let files = FileManager.default
        let names = ((try? files.contentsOfDirectory(atPath: directory)) ?? []).filter(isSessionOutput).sorted()
        for name in names { try? files.removeItem(atPath: directory + "/" + name) }
        return names
    }
}
