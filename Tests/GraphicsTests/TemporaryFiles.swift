import Foundation

/// A path named `name` in a fresh temporary directory; the caller removes the directory.
func temporaryPath(_ name: String) throws -> (directory: URL, path: String) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("GraphicsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return (directory, directory.appendingPathComponent(name).path)
}

/// `text` written to a file named `name` in a fresh temporary directory; the caller
/// removes the directory.
func temporaryFile(_ text: String, named name: String) throws -> (directory: URL, path: String) {
    let (directory, path) = try temporaryPath(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (directory, path)
}
