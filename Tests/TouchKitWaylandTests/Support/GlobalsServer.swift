import TouchKitTesting

/// The in-process server the backend's wiring tests use: TouchKitTesting's
/// ``MockCompositor``, which grew out of it.
typealias GlobalsServer = MockCompositor
