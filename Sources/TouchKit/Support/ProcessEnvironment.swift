import Glibc

/// The process's environment variables and name, read without Foundation.
///
/// TouchKit's runtime modules do not link Foundation (docs/PERFORMANCE.md, "P1b"): this is
/// what they use in place of `ProcessInfo.processInfo.environment` and
/// `ProcessInfo.processInfo.processName`, and what ``Application/clockFromEnvironment(_:)``
/// reads by default. Apps that import Foundation may keep using `ProcessInfo`; both read
/// the same variables.
public enum ProcessEnvironment {
    /// Every variable of the process's environment, read now (as
    /// `ProcessInfo.processInfo.environment`): for a variable given twice, the first wins.
    public static var variables: [String: String] {
        var result: [String: String] = [:]
        let environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = environment else { return result }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// One variable's value (`getenv`), or `nil` when it is not set.
    /// - Parameter name: The variable's name.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The program's name: the last path component of its first argument, as
    /// `ProcessInfo.processInfo.processName` gives it. Wayland shells show it as the app's id.
    public static var processName: String {
        let first = CommandLine.arguments.first ?? ""
        return first.split(separator: "/").last.map(String.init) ?? first
    }
}
