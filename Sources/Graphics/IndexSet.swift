// IndexSet lives in Graphics beside IndexPath, for the same reason: Foundation declares a
// type of this name, and TouchKit re-exports this one with a scoped import (see
// TouchKit's Exports.swift), which takes precedence over Foundation's in client files.

/// A set of section numbers, as UIKit's `insertSections(_:with:)` and its kin take them.
///
/// The counterpart of Foundation's `IndexSet` for what table and collection views use:
/// `IndexSet(integer: 2)`, `IndexSet(integersIn: 0..<3)` or `[1, 4]`. It iterates in
/// ascending order.
public struct IndexSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var members: Set<Int>

    /// An empty set.
    public init() { members = [] }

    /// A set of one number.
    public init(integer: Int) { members = [integer] }

    /// The numbers of a range.
    public init(integersIn range: Range<Int>) { members = Set(range) }

    /// The numbers of a sequence.
    public init<S: Sequence>(_ integers: S) where S.Element == Int { members = Set(integers) }

    /// The numbers of an array literal.
    public init(arrayLiteral elements: Int...) { members = Set(elements) }

    /// Whether `integer` is in the set.
    public func contains(_ integer: Int) -> Bool { members.contains(integer) }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the set is empty.
    public var isEmpty: Bool { members.isEmpty }

    /// Adds `integer`.
    public mutating func insert(_ integer: Int) { members.insert(integer) }

    /// Adds the members of `other`.
    public mutating func formUnion(_ other: IndexSet) { members.formUnion(other.members) }

    /// The members, ascending.
    public func makeIterator() -> IndexingIterator<[Int]> { members.sorted().makeIterator() }

    /// `[1, 4]`, ascending.
    public var description: String { "\(members.sorted())" }
}
