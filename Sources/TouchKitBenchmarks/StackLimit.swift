import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The main thread's stack, which the deep trees need a lot of.
///
/// `View.hitTest(_:with:)` is recursive by design (UIKit semantics, overridable), and so
/// are `didMoveToWindow` notification and a few other tree walks: a chain of 100,000
/// nested views recurses 100,000 levels, more than the default 8 MiB stack holds. On
/// Linux the main thread's stack grows on demand up to the *current* `RLIMIT_STACK`
/// (and at least 128 MiB stay free below it for that), so raising the soft limit at
/// startup is enough; no re-exec is needed.
enum StackLimit {
    /// What the benchmark asks for: 512 MiB, far above what 100,000 levels use.
    static let wanted: UInt64 = 512 << 20
    /// A conservative bound on the stack one level of a deep tree walk needs, used to
    /// cap the deep trees when the limit cannot be raised.
    static let bytesPerLevel: UInt64 = 1024
    /// Stack kept free for everything but the deep recursion.
    static let reserve: UInt64 = 16 << 20

    /// Raises the soft stack limit towards ``wanted`` (never lowers it) and returns the
    /// limit now in force, `nil` meaning unlimited.
    static func raise() -> UInt64? {
        let unlimited = rlim_t.max  // RLIM_INFINITY, which Swift cannot import
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return 8 << 20 }
        if limit.rlim_cur == unlimited { return nil }
        if limit.rlim_cur < wanted {
            var raised = limit
            let want = rlim_t(wanted)
            raised.rlim_cur = limit.rlim_max == unlimited ? want : min(want, limit.rlim_max)
            if setrlimit(Int32(RLIMIT_STACK.rawValue), &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur == unlimited ? nil : UInt64(limit.rlim_cur)
    }

    /// The deepest chain that is safe under `limit` (`nil`: unlimited).
    static func safeDepth(under limit: UInt64?) -> Int {
        guard let limit else { return Int.max }
        guard limit > reserve else { return 1_000 }
        return Int((limit - reserve) / bytesPerLevel)
    }

    /// The peak size of the main thread's stack so far (`VmStk` in /proc/self/status:
    /// the stack mapping never shrinks), in bytes, or `nil` when unknown.
    static func peakUsage() -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmStk:") })
        else { return nil }
        return UInt64(line.filter(\.isNumber)).map { $0 * 1024 }
    }
}
