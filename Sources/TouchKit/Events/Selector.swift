/// The name of an action message sent by a control (SPEC R4).
///
/// Swift on Linux has no Objective-C selectors; actions are named values instead:
///
/// ```swift
/// extension Selector { static let increment = Selector("increment") }
/// ```
///
/// See also: ``Control/addTarget(_:action:for:)``, ``Application/sendAction(_:to:from:for:)``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name.
    public let name: String

    /// Creates an action name.
    public init(_ name: String) { self.name = name }

    /// Creates an action name from a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The action's name.
    public var description: String { name }
}
