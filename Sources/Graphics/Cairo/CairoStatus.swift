internal import CCairo

/// Turns Cairo's silent error statuses into thrown ``GraphicsError``s.
///
/// Every place in `Graphics` that asks Cairo for a status goes through these helpers, so
/// the wording of errors is the same everywhere.
enum CairoStatus {
    /// Cairo's own description of a status.
    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }

    /// Throws ``GraphicsError/cairo(operation:status:message:)`` unless `status` is success.
    ///
    /// - Parameters:
    ///   - status: The status Cairo reported.
    ///   - operation: What was being done, completing "cairo failed to ...".
    static func check(_ status: cairo_status_t, _ operation: String) throws(GraphicsError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw error(status, operation)
    }

    /// The ``GraphicsError/cairo(operation:status:message:)`` for a failed status.
    static func error(_ status: cairo_status_t, _ operation: String) -> GraphicsError {
        .cairo(operation: operation, status: Int(status.rawValue), message: message(status))
    }
}
