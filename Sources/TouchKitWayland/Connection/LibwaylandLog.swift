internal import CWaylandClient
import Glibc
import TouchKit

/// libwayland-client's own messages (`received delete_id for unknown id`, `file
/// descriptor expected ...`, a protocol error's text) go to ``TouchKitLog`` as
/// `libwayland: ...` lines instead of straight to standard error, so that an app that
/// routes or silences TouchKit's lines gets these too, and each is one line.
enum LibwaylandLog {
    /// Installs the handler (once per process; libwayland's handler is process-wide).
    static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        wl_log_set_handler_client { format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 1024)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let line = message.hasSuffix("\n") ? String(message.dropLast()) : message
            TouchKitLog.error("libwayland: " + line)
        }
        return true
    }()
}
