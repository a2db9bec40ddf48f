import Foundation
import Testing

/// The repository stands on its own: what the tests and docs name is inside it.
@Suite("Repository contents")
struct RepositoryContentsTests {
    /// The package root, found from this file's directory.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/TouchKitTests/Repository
        .deletingLastPathComponent()  // Tests/TouchKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent().path

    /// The text files below `folders` (relative to the root) whose names end in one of `suffixes`.
    static func files(in folders: [String], suffixes: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root + "/" + folder
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                found.append(base)
                continue
            }
            let names = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
            for name in names where suffixes.contains(where: { name.hasSuffix($0) }) {
                if name.hasPrefix("build/") || name.contains("/.build") { continue }
                found.append(base + "/" + name)
            }
        }
        return found
    }

    @Test("every rule id a test names (W1, T7, ...) is stated in docs/BEHAVIOUR.md")
    func everyRuleIdNamedByATestIsDocumented() throws {
        let behaviour = try String(contentsOfFile: Self.root + "/docs/BEHAVIOUR.md", encoding: .utf8)
        let stated = Set(
            behaviour.matches(of: /\*\*([WTHRFDEGSLCMKPAX][0-9]{1,2})[.*]/).map { String($0.output.1) })
        #expect(stated.count == 10 + 9 + 3 + 5 + 7 + 13 + 4 + 32 + 17 + 17 + 5 + 4 + 4 + 14 + 27 + 6 + 20 + 10 + 20)

        let tests = Self.files(in: ["Tests"], suffixes: [".swift"])
        #expect(tests.count > 20)
        var named: [String: String] = [:]  // id: the file naming it
        for file in tests {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for test in text.matches(of: /@Test\("([^"]*)"/) {
                for id in test.output.1.matches(of: /\b([WTHRFDEGSLCMKPAX][0-9]{1,2})\b/) {
                    named[String(id.output.1)] = (file as NSString).lastPathComponent
                }
            }
        }
        #expect(named.count > 30)
        for (id, file) in named.sorted(by: { $0.key < $1.key }) {
            #expect(stated.contains(id), "\(file) names \(id), which docs/BEHAVIOUR.md does not state")
        }
    }

    @Test("no tracked text names a path outside the repository or of one machine")
    func noPathOutsideTheRepository() throws {
        // Spelled in pieces so this file does not match itself.
        let forbidden = [".." + "/shared", "/" + "work/", "/" + "root/", "/" + "home/"]
        let files = Self.files(
            in: [
                "Sources", "Tests", "examples", "docs", "meson-helpers", "Plugins", "README.md", "Makefile",
                "Package.swift", ".ci",
            ],
            suffixes: [".swift", ".md", ".c", ".h", ".build", ".py", ".touches", "Makefile", ".modulemap", "run"])
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for pattern in forbidden where text.contains(pattern) {
                Issue.record("\(file.dropFirst(Self.root.count + 1)) names '\(pattern)'")
            }
        }
    }

    @Test("the real recordings, their README and its licence notice are inside the repository")
    func realRecordingsAreInside() throws {
        let directory = Self.root + "/Tests/Recordings/Real"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.filter { $0.hasSuffix(".touches") }.count == 5)
        let readme = try String(contentsOfFile: directory + "/README.md", encoding: .utf8)
        #expect(readme.contains("Copyright © 2012-2013 Red Hat, Inc."))
        #expect(readme.contains("3fa30580b542017098a48ec3c8a65bc2a5ba67b3"))
    }
}
