// The compositor-free test host is its own small module, so that an app's view tests
// can depend on TouchKit alone; TouchKitTesting, which adds the compositor sessions on
// top, hands it on to its users as before.
@_exported import TouchKitTestHost
