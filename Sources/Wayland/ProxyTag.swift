/// The implementation pointer every Swift-dispatched proxy carries.
///
/// libwayland stores it as the proxy's "listener"; ``Proxy/existing(_:as:)`` compares
/// against it to tell Swift proxies (whose user data is a `Proxy`) from others.
enum ProxyTag {
    /// One byte, allocated once and never freed; only its address matters.
    nonisolated(unsafe) static let pointer: UnsafeMutableRawPointer = .allocate(
        byteCount: 1, alignment: 1)
}
