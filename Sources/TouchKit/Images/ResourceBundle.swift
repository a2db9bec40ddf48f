import Glibc

/// Where ``Image/init(named:in:)`` and ``Image/init(loadingResource:in:)`` look for a
/// resource: the counterpart of the `Bundle` parameter of `UIImage(named:in:compatibleWith:)`.
///
/// TouchKit does not link Foundation (docs/PERFORMANCE.md, "P1b"), so it cannot name
/// `Bundle`; it asks for these two members, which Foundation's `Bundle` already has. An app
/// that keeps its images in a bundle (`Bundle.module` for a package's resources) declares
/// the conformance once and passes the bundle as before:
///
/// ```swift
/// import Foundation
/// import TouchKit
///
/// extension Bundle: @retroactive ResourceBundle {}
///
/// let logo = Image(named: "logo", in: Bundle.module)
/// ```
///
/// Without Foundation, a ``ResourceDirectory`` names a directory of resource files.
public protocol ResourceBundle {
    /// The bundle's directory, named in errors.
    var bundlePath: String { get }

    /// The full path of the resource `name.ext`, or `nil` when there is none.
    /// - Parameters:
    ///   - name: The resource's name without extension.
    ///   - ext: Its extension without the dot.
    func path(forResource name: String?, ofType ext: String?) -> String?
}

/// A directory of resource files: `name.ext` is looked up directly inside it.
public struct ResourceDirectory: ResourceBundle, Sendable {
    /// The directory.
    public var bundlePath: String

    /// A directory of resources.
    /// - Parameter path: The directory.
    public init(path: String) {
        bundlePath = path
    }

    /// The directory of the running executable (`/proc/self/exe`), where SwiftPM and most
    /// install layouts put an app's loose resources; Foundation's `Bundle.main` looks
    /// there too for an executable that is not in a bundle.
    public static var main: ResourceDirectory {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return ResourceDirectory(path: ".") }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return ResourceDirectory(path: path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ".")
    }

    /// `bundlePath/name.ext` when a file is there, else `nil`.
    public func path(forResource name: String?, ofType ext: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        let file = ext.map { $0.isEmpty ? name : "\(name).\($0)" } ?? name
        let path = bundlePath.hasSuffix("/") ? bundlePath + file : bundlePath + "/" + file
        return PosixFile.kind(atPath: path) == .file ? path : nil
    }
}
