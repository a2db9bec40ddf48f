import Foundation
import Testing

/// The "At a glance" article (TouchKit.docc/AtAGlance.md) stays in step with the API:
/// every symbol link on it names a type of the sources and a member declared in that
/// type or one of its extensions, with the first argument label the link gives.
@Suite("At a glance")
struct AtAGlanceTests {
    static let root = RepositoryContentsTests.root
    static let article = root + "/Sources/TouchKit/TouchKit.docc/AtAGlance.md"

    /// The text of every source file of the modules an app imports.
    static let sources: [String] = RepositoryContentsTests.files(
        in: ["Sources/TouchKit", "Sources/Graphics", "Sources/TouchKitWayland"], suffixes: [".swift"]
    ).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }

    /// Whether `text` has `word` followed by a character that cannot continue an identifier.
    static func has(_ text: String, _ word: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: word) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// Whether some `<introducer>(` in `text` is followed (after white space) by `first`.
    static func hasCall(_ text: String, _ introducer: String, first: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: introducer) {
            var after = rest[found.upperBound...]
            if after.first == "<" { after = after.drop { $0 != ">" }.dropFirst() }
            if after.first == "(" {
                let arguments = after.dropFirst().drop { $0 == " " || $0 == "\n" }
                if arguments.hasPrefix(first) { return true }
            }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// Whether `member` (such as `insertSubview(_:at:)` or `frame`) is declared in a
    /// file that declares or extends `type`, with the link's first argument label.
    static func declares(_ type: String, _ member: String) -> Bool {
        let name = String(member.prefix { $0 != "(" })
        let labels =
            member.contains("(")
            ? member.drop { $0 != "(" }.dropFirst().split(separator: ":").map(String.init).filter { $0 != ")" } : []
        // What follows the parenthesis: `_ name`, `label name` or `label:`, or `)`.
        let firsts = labels.first.map { $0 == "_" ? ["_ "] : ["\($0) ", "\($0):"] } ?? [")"]
        return sources.contains { text in
            let ofType = ["class", "struct", "enum", "protocol", "extension", "actor"].contains {
                has(text, "\($0) \(type)")
            }
            guard ofType else { return false }
            if name == "init" {
                return firsts.contains { hasCall(text, "init", first: $0) || hasCall(text, "init?", first: $0) }
            }
            if member.contains("(") { return firsts.contains { hasCall(text, "func \(name)", first: $0) } }
            return ["var", "let", "case"].contains { has(text, "\($0) \(name)") }
        }
    }

    @Test("every symbol link on the page names a type and a member the sources declare")
    func linksNameRealSymbols() throws {
        let text = try String(contentsOfFile: Self.article, encoding: .utf8)
        let links = text.matches(of: /``([A-Za-z]+)\/([^`]+)``/).map { (String($0.output.1), String($0.output.2)) }
        #expect(links.count >= 100, "the page lists the most used members: \(links.count) links")
        for (type, member) in links {
            #expect(
                Self.declares(type, member), "AtAGlance.md links \(type)/\(member), which the sources do not declare")
        }
    }

    @Test("the check fails for a member that does not exist, and for a wrong first label")
    func theCheckCanFail() {
        #expect(Self.declares("View", "addSubview(_:)"))
        #expect(!Self.declares("View", "addSubviews(_:)"))
        #expect(!Self.declares("View", "insertSubview(at:_:)"))
        #expect(!Self.declares("Slider", "isOn"))
    }

    @Test("the page covers the main classes and is linked from the landing page and the README")
    func coversTheMainClassesAndIsLinked() throws {
        let text = try String(contentsOfFile: Self.article, encoding: .utf8)
        #expect(text.hasPrefix("# At a glance\n"))
        for type in [
            "View", "Window", "Application", "Touch", "Event", "Control", "Button", "Slider", "Switch", "Label",
            "ScrollView", "StackView", "PageControl", "GestureRecognizer", "Layer", "Image", "ImageView",
            "ViewController", "Responder",
        ] {
            #expect(text.contains("``\(type)/"), "\(type) has members on the page")
        }
        let landing = try String(
            contentsOfFile: Self.root + "/Sources/TouchKit/TouchKit.docc/TouchKit.md", encoding: .utf8)
        #expect(landing.contains("<doc:AtAGlance>"))
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        #expect(readme.contains("Sources/TouchKit/TouchKit.docc/AtAGlance.md"))
    }
}
