// IndexPath lives in Graphics, not TouchKit, for one reason: Foundation declares a type
// of the same name, and TouchKit re-exports this one with a scoped import (see
// TouchKit's Exports.swift), which takes precedence over Foundation's whole-module
// import in every client file, as for `AffineTransform`. A type of TouchKit itself could
// not be re-exported that way.

/// The place of a row in a sectioned list: its section, and its row (or item) in that
/// section.
///
/// The counterpart of Foundation's `IndexPath` as UIKit's table and collection views
/// use it: `IndexPath(row: 3, section: 0)`. Index paths order by section, then row.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates the index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// Creates the index path of `item` in `section` (a collection view's spelling).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item within the section: the same number as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Orders by section, then row.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
