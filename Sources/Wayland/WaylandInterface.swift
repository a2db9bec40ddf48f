public import CWaylandClient

/// A generated interface class: a ``Proxy`` with a static `wl_interface` table.
///
/// Every generated class conforms, which is what ``WlRegistry/bind(_:name:version:)``
/// needs to create an object of a type named only by a generic parameter.
public protocol WaylandInterface: Proxy {
    /// The interface table, built in Swift once for the process and never freed.
    nonisolated static var interface: UnsafePointer<wl_interface> { get }
    /// The wire name, such as `wl_compositor`.
    nonisolated static var interfaceName: String { get }
    /// The highest version these bindings know (the XML's `version`).
    nonisolated static var interfaceVersion: UInt32 { get }
}
