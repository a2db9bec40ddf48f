import CWaylandClient

/// The one C dispatcher of every Swift proxy (`wl_dispatcher_func_t`).
///
/// libwayland calls it from `wl_display_dispatch*` on the thread that dispatches, which
/// in TouchKit is always the main thread; it enters the main actor with
/// `MainActor.assumeIsolated` (which traps if that rule is ever broken) and hands the
/// arguments to the proxy's generated `dispatch(opcode:arguments:)`.
let proxyDispatcher: wl_dispatcher_func_t = { _, target, opcode, _, arguments in
    guard let target, let arguments,
        let data = wl_proxy_get_user_data(OpaquePointer(target))
    else { return 0 }
    let box = DispatchArguments(data: data, opcode: opcode, arguments: arguments)
    MainActor.assumeIsolated {
        let proxy = Unmanaged<Proxy>.fromOpaque(box.data).takeUnretainedValue()
        proxy.dispatch(opcode: box.opcode, arguments: box.arguments)
    }
    return 0
}

/// The pointers of one dispatch, carried into the main actor on the same thread.
private struct DispatchArguments: @unchecked Sendable {
    let data: UnsafeMutableRawPointer
    let opcode: UInt32
    let arguments: UnsafeMutablePointer<wl_argument>
}
