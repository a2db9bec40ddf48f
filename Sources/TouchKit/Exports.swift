// TouchKit builds on Graphics (geometry and drawing) the way UIKit builds on
// CoreGraphics: a module that imports TouchKit sees Point, Rect, GraphicsContext...
@_exported import Graphics

// Foundation also declares a type named `AffineTransform`, so a file importing both
// Foundation and TouchKit would find two. A scoped import takes precedence over a
// whole-module one, and re-exporting it makes that hold in every client file: there,
// `AffineTransform` is always TouchKit's (CoreGraphics' `CGAffineTransform`), and
// Foundation's stays reachable as `Foundation.AffineTransform`.
@_exported import struct Graphics.AffineTransform
// The same for `IndexPath` (table and collection views' rows; declared in Graphics for
// this reason): in a file importing Foundation too, `IndexPath(row:section:)` is TouchKit's.
@_exported import struct Graphics.IndexPath
// And `IndexSet` (the sections of `insertSections(_:with:)` and its kin).
@_exported import struct Graphics.IndexSet
// The same for `TimeInterval` (Foundation's and Graphics' are both `Double`): a file that
// imports Foundation and TouchKit finds one.
@_exported import typealias Graphics.TimeInterval
