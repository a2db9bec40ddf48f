import Foundation
import Testing

/// The documentation people can find: a DocC landing page per library module, the
/// articles, the README's build instructions, and rule ids a reader can follow.
@Suite("Documentation")
struct DocumentationTests {
    static let root = RepositoryContentsTests.root

    @Test("every library module has a DocC catalog whose landing page names the module")
    func everyModuleHasALandingPage() throws {
        for module in [
            "TouchKit", "TouchKitRecording", "TouchKitWayland", "Graphics", "Wayland", "TouchKitTestHost",
            "TouchKitTesting", "DBus", "TouchKitPorting",
        ] {
            let page = Self.root + "/Sources/\(module)/\(module).docc/\(module).md"
            let text = try String(contentsOfFile: page, encoding: .utf8)
            #expect(text.hasPrefix("# ``\(module)``"), "\(page) starts with the module's symbol link")
        }
    }

    @Test("TouchKit's catalog has the four articles, and its landing page links them")
    func articlesExistAndAreLinked() throws {
        let catalog = Self.root + "/Sources/TouchKit/TouchKit.docc/"
        let landing = try String(contentsOfFile: catalog + "TouchKit.md", encoding: .utf8)
        for (file, title) in [
            ("TheEventFlow", "The event flow"), ("YourFirstApp", "Your first app"),
            ("TestingWithRecordings", "Testing with recordings"), ("PortingFromUIKit", "Porting from UIKit"),
        ] {
            let text = try String(contentsOfFile: catalog + file + ".md", encoding: .utf8)
            #expect(text.hasPrefix("# \(title)\n"))
            #expect(landing.contains("<doc:\(file)>"))
        }
    }

    @Test("the README says how to build the documentation and where it goes")
    func readmeSaysHowToBuildTheDocs() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        #expect(readme.contains("swift package generate-documentation"))
        #expect(readme.contains(".build/plugins/Swift-DocC/outputs/"))
        #expect(readme.contains("make docs"))
    }

    @Test("every rule id the sources cite (SPEC W10, G23, ...) is stated in docs/BEHAVIOUR.md")
    func citedRuleIdsAreInTheRepository() throws {
        let behaviour = try String(contentsOfFile: Self.root + "/docs/BEHAVIOUR.md", encoding: .utf8)
        let stated = Set(behaviour.matches(of: /\*\*([WTHRFDEGSLCMKPAX][0-9]{1,2})[.*]/).map { String($0.output.1) })
        var cited = 0
        for file in RepositoryContentsTests.files(in: ["Sources", "examples"], suffixes: [".swift", ".md"]) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for match in text.matches(of: /SPEC ([WTHRFDEGSLCMKPAX][0-9]{1,2})\b/) {
                cited += 1
                #expect(stated.contains(String(match.output.1)), "\(file) cites SPEC \(match.output.1)")
            }
        }
        #expect(cited > 100)
    }
}
