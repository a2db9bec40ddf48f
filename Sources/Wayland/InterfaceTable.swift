public import CWaylandClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Builds `wl_interface` / `wl_message` tables in Swift for generated code.
///
/// libwayland keeps pointers into these tables for the life of every proxy, so
/// everything here is allocated once and never freed: names and signatures are
/// `strdup`ed, message and type arrays are heap-allocated. Generated code first
/// allocates all interfaces of a file (so that messages can point at interfaces
/// defined later, or at themselves), then fills them.
@_spi(WaylandGenerated)
public enum InterfaceTable {
    /// Allocates `count` zeroed interfaces that live for the rest of the process.
    public static func allocate(count: Int) -> [UnsafeMutablePointer<wl_interface>] {
        (0..<count).map { _ in
            let pointer = UnsafeMutablePointer<wl_interface>.allocate(capacity: 1)
            pointer.initialize(to: wl_interface())
            return pointer
        }
    }

    /// Describes one request or event.
    ///
    /// - Parameters:
    ///   - name: The wire name.
    ///   - signature: libwayland's signature (`"2u?o"`: since-prefix, `?` for nullable).
    ///   - types: One entry per wire argument: the interface of typed `object`/`new_id`
    ///     arguments, `nil` for every other argument.
    public static func message(
        _ name: String, _ signature: String, _ types: [UnsafePointer<wl_interface>?]
    ) -> wl_message {
        let typeArray = UnsafeMutablePointer<UnsafePointer<wl_interface>?>.allocate(
            capacity: max(types.count, 1))
        typeArray.initialize(repeating: nil, count: max(types.count, 1))
        for (index, type) in types.enumerated() { typeArray[index] = type }
        return wl_message(name: permanent(name), signature: permanent(signature), types: typeArray)
    }

    /// Fills an allocated interface.
    public static func fill(
        _ table: UnsafeMutablePointer<wl_interface>, name: String, version: Int32,
        requests: [wl_message], events: [wl_message]
    ) {
        table.pointee = wl_interface(
            name: permanent(name), version: version,
            method_count: Int32(requests.count), methods: permanent(requests),
            event_count: Int32(events.count), events: permanent(events))
    }

    private static func permanent(_ string: String) -> UnsafePointer<CChar> {
        UnsafePointer(strdup(string)!)
    }

    private static func permanent(_ messages: [wl_message]) -> UnsafePointer<wl_message>? {
        guard !messages.isEmpty else { return nil }
        let array = UnsafeMutablePointer<wl_message>.allocate(capacity: messages.count)
        array.initialize(from: messages, count: messages.count)
        return UnsafePointer(array)
    }
}
