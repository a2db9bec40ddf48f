import CWaylandServer

/// The arguments of the events a ``MockCompositor`` sends, made in one expression.
extension CWaylandServer.wl_argument {
    /// An unsigned integer argument.
    public static func uint(_ value: UInt32) -> Self {
        var argument = Self()
        argument.u = value
        return argument
    }

    /// A signed integer argument.
    public static func int(_ value: Int32) -> Self {
        var argument = Self()
        argument.i = value
        return argument
    }

    /// A fixed-point argument.
    public static func fixed(_ value: Double) -> Self {
        var argument = Self()
        argument.f = CWaylandServer.wl_fixed_t(clamping: Int64((value * 256).rounded()))
        return argument
    }

    /// An object argument: a resource of the server.
    public static func object(_ resource: OpaquePointer) -> Self {
        var argument = Self()
        argument.o = resource
        return argument
    }

    /// A nullable object argument: `nil` for none.
    public static func optionalObject(_ resource: OpaquePointer?) -> Self {
        var argument = Self()
        argument.o = resource
        return argument
    }

    /// A string argument; the pointer must live until the event is sent.
    public static func string(_ pointer: UnsafePointer<CChar>?) -> Self {
        var argument = Self()
        argument.s = pointer
        return argument
    }

    /// A file descriptor argument (libwayland duplicates it when sending).
    public static func fd(_ fd: Int32) -> Self {
        var argument = Self()
        argument.h = fd
        return argument
    }

    /// An array argument.
    public static func array(_ array: UnsafeMutablePointer<CWaylandServer.wl_array>) -> Self {
        var argument = Self()
        argument.a = array
        return argument
    }
}
