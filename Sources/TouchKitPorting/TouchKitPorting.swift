// What `import UIKit` gives a UIKit app, for a port that renames it: TouchKit, the
// Wayland backend (`Application.run()`), and Foundation (`Date`, `Bundle`, `Timer`,
// `URL`...). Apps that do not want Foundation import TouchKit and TouchKitWayland
// instead and keep the lean runtime (docs/PERFORMANCE.md, "P1b").
@_exported import Foundation
@_exported import TouchKit
@_exported import TouchKitWayland

// Foundation declares `AffineTransform` and `TimeInterval` too; scoped re-exports take
// precedence, so in a port they are TouchKit's (both `TimeInterval`s are `Double`).
@_exported import struct Graphics.AffineTransform
@_exported import typealias Graphics.TimeInterval

/// Foundation's bundles are resource bundles: `Image(named: "logo", in: Bundle.main,
/// compatibleWith: nil)` and `Image(named:in:)` with `Bundle.module` work as in UIKit.
extension Bundle: ResourceBundle {}
