/// What shows an application's windows on screen: a backend such as TouchKitWayland.
///
/// The application tells its backend about every window it registers, so windows
/// created while the app runs are shown too.
@MainActor
public protocol ApplicationBackend: AnyObject {
    /// A window was created; give it a surface.
    func application(_ application: Application, didAdd window: Window)
}
