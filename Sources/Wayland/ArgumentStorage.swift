public import CWaylandClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Owns the C strings and `wl_array`s of one request while it is marshalled.
///
/// libwayland copies arguments into its buffer inside `wl_proxy_marshal_array_flags`,
/// so the storage only has to outlive that call; generated code calls ``release()`` in
/// a `defer` right after.
@_spi(WaylandGenerated)
public struct ArgumentStorage {
    private var allocations: [UnsafeMutableRawPointer] = []

    /// Creates empty storage.
    public init() {}

    /// A NUL-terminated copy of `string`.
    public mutating func string(_ string: String) -> UnsafePointer<CChar> {
        let copy = strdup(string)!
        allocations.append(UnsafeMutableRawPointer(copy))
        return UnsafePointer(copy)
    }

    /// A NUL-terminated copy of `string`, or `nil`.
    public mutating func string(_ string: String?) -> UnsafePointer<CChar>? {
        string.map { self.string($0) }
    }

    /// A `wl_array` holding a copy of `bytes` (its `size` is in bytes).
    public mutating func array(_ bytes: [UInt8]) -> UnsafeMutablePointer<wl_array> {
        let data = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { data.copyMemory(from: base, byteCount: source.count) }
        }
        let array = UnsafeMutablePointer<wl_array>.allocate(capacity: 1)
        array.initialize(to: wl_array(size: bytes.count, alloc: bytes.count, data: data))
        allocations.append(data)
        allocations.append(UnsafeMutableRawPointer(array))
        return array
    }

    /// A `wl_array` holding 32-bit values (`size` is `4 * values.count` bytes).
    public mutating func array(_ values: [UInt32]) -> UnsafeMutablePointer<wl_array> {
        array(values.withUnsafeBytes { Array($0) })
    }

    /// Frees everything.
    public mutating func release() {
        for allocation in allocations { allocation.deallocate() }
        allocations.removeAll()
    }
}
