/// Turns Wayland wire names into Swift identifiers.
///
/// Interfaces become UpperCamelCase types (`zwp_input_timestamps_manager_v1` ->
/// `ZwpInputTimestampsManagerV1`), messages and arguments lowerCamelCase members
/// (`set_app_id` -> `setAppId`). Identifiers that are Swift keywords are escaped with
/// backticks; enum entries that start with a digit get the enum's name as a prefix
/// (`wl_output.transform` `90` -> `transform90`).
public enum SwiftNaming {
    /// `wl_touch` -> `WlTouch`.
    public static func typeName(_ wireName: String) -> String {
        wireName.split(separator: "_").map { capitalized(String($0)) }.joined()
    }

    /// `set_app_id` -> `setAppId`.
    public static func memberName(_ wireName: String) -> String {
        let upper = typeName(wireName)
        guard let first = upper.first else { return upper }
        return first.lowercased() + upper.dropFirst()
    }

    /// A lowerCamelCase name, escaped with backticks if it is a keyword.
    public static func escapedMemberName(_ wireName: String) -> String {
        escaped(memberName(wireName))
    }

    /// The Swift name of an enum entry (without escaping).
    public static func entryName(_ wireName: String, enumName: String) -> String {
        let name = memberName(wireName)
        if let first = name.first, first.isNumber {
            return memberName(enumName) + name
        }
        return name
    }

    /// Escapes `identifier` with backticks when it is a Swift keyword.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `true` if `identifier` must be escaped to be used as a declaration name.
    public static func isKeyword(_ identifier: String) -> Bool {
        keywords.contains(identifier)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "Type", "Protocol",
    ]
}
