/// The object an ``Application`` reports its life to. When it is a ``Responder``, it
/// is the last link of the responder chain (SPEC R1).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The application is about to run its loop.
    func applicationDidFinishLaunching(_ application: Application)
    /// The last window closed. Return `true` (the default) to end the application.
    func applicationShouldTerminateAfterLastWindowClosed(_ application: Application) -> Bool
}

extension ApplicationDelegate {
    /// Does nothing.
    public func applicationDidFinishLaunching(_ application: Application) {}
    /// Ends the application after its last window closes.
    public func applicationShouldTerminateAfterLastWindowClosed(_ application: Application) -> Bool {
        true
    }
}
