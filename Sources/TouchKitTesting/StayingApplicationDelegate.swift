import TouchKit

/// An application delegate that keeps the process running when the last window closes,
/// for tests that run an application in-process against a ``MockCompositor`` (the
/// Wayland backend otherwise ends the process then).
@MainActor
public final class StayingApplicationDelegate: ApplicationDelegate {
    /// Creates the delegate.
    public init() {}

    /// `false`: the process stays.
    public func applicationShouldTerminateAfterLastWindowClosed(_ application: Application) -> Bool { false }
}
