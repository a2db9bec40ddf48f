public import CWaylandClient

/// Conversions between wire values and Swift values, used by generated code.
@_spi(WaylandGenerated)
public enum WireConversion {
    /// `wl_fixed_t` (signed 24.8) to `Double`.
    public static func double(fromFixed fixed: Int32) -> Double {
        Double(fixed) / 256
    }

    /// `Double` to `wl_fixed_t`, rounded to the nearest 1/256 and clamped to range.
    public static func fixed(from value: Double) -> Int32 {
        let scaled = (value * 256).rounded()
        guard scaled.isFinite else { return value < 0 ? .min : (value > 0 ? .max : 0) }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), scaled)))
    }

    /// A string argument (`""` for a NULL the protocol did not allow).
    public static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// A nullable string argument.
    public static func optionalString(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The bytes of a `wl_array` (its `size` is in bytes).
    public static func bytes(_ array: UnsafeMutablePointer<wl_array>?) -> [UInt8] {
        guard let array, let data = array.pointee.data, array.pointee.size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: array.pointee.size))
    }

    /// A `wl_array` of 32-bit values, such as `wl_keyboard.enter`'s keys.
    public static func uint32s(_ array: UnsafeMutablePointer<wl_array>?) -> [UInt32] {
        guard let array, let data = array.pointee.data else { return [] }
        let count = array.pointee.size / MemoryLayout<UInt32>.size
        return (0..<count).map { data.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
    }
}
