/// Records every touch method call delivered to a responder as one JSON line.
///
/// Set the environment variable `TOUCHKIT_TRACE` to a file path and every
/// TouchKit application appends to it; integration tests read it back. Each line:
///
/// ```json
/// {"time":1.234,"window":"TouchDots","responder":"DotsView","identifier":"dots",
///  "method":"touchesBegan","touches":[{"id":"0","phase":"began","tapCount":1,"x":10.5,"y":20}]}
/// ```
///
/// A touch that is not a finger also has `"type"` (`"pointer"`, `"pencil"`, SPEC P40).
///
/// `time` is the event's timestamp (compositor seconds); `window` is the window's title,
/// or its identifier when untitled; `identifier` is the responder's accessibility
/// identifier (views) or `null`; `x`/`y` are window coordinates. Lines are written
/// through as they happen, so a crashing app leaves a complete trace behind.
@MainActor
public final class TouchTrace {
    private let handle: AppendingFile?
    /// The file written to.
    public let path: String
    private var buffer = ""

    /// Opens (creating or appending to) a trace file. A path that cannot be opened is
    /// reported once and nothing is traced.
    public init(path: String) {
        self.path = path
        handle = AppendingFile(path: path)
        if handle == nil {
            TouchKitLog.error("cannot open TOUCHKIT_TRACE file \(path); dispatch is not traced")
        }
    }

    /// Appends one line for a touch method call.
    internal func record(_ phase: TouchPhase, touches: Set<Touch>, responder: Responder, event: Event?) {
        guard let handle else { return }
        let method = Self.methodName(phase)
        let sorted = Self.sorted(touches)
        let window = sorted.first?.window
        let windowName = window.map { $0.title.isEmpty ? "\($0.windowID)" : $0.title } ?? ""
        var line = "{\"time\":\(Self.number(event?.timestamp ?? 0)),\"window\":\(Self.quote(windowName))"
        line += ",\"responder\":\(Self.quote(String(describing: type(of: responder))))"
        line += ",\"identifier\":\((responder as? View)?.accessibilityIdentifier.map(Self.quote) ?? "null")"
        line += ",\"method\":\"\(method)\""
        if event?.isLateDelivery == true { line += ",\"late\":true" }
        line += ",\"touches\":" + Self.touchList(sorted) + "}\n"
        handle.write(line)
    }

    /// The touch method a phase calls.
    static func methodName(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        case .stationary: "touchesStationary"
        }
    }

    /// The touches in a stable order: by kind, then id.
    static func sorted(_ touches: Set<Touch>) -> [Touch] {
        touches.sorted {
            ($0.identifier.type.rawValue, $0.identifier.number) < ($1.identifier.type.rawValue, $1.identifier.number)
        }
    }

    /// The touches as a JSON array, in the order given.
    static func touchList(_ touches: [Touch]) -> String {
        "["
            + touches.map { touch in
                let p = touch.location(in: nil)
                // A finger's type is left out, so traces of fingers read as before (SPEC P40).
                let type = touch.type == .direct ? "" : ",\"type\":\"\(touch.type.rawValue)\""
                return "{\"id\":\(quote(touch.identifier.description)),\"phase\":\"\(touch.phase.rawValue)\""
                    + type + ",\"tapCount\":\(touch.tapCount),\"x\":\(number(p.x)),\"y\":\(number(p.y))}"
            }.joined(separator: ",") + "]"
    }

    /// A JSON number; JSON has no NaN or infinity, so those are written as `null`.
    static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    /// Appends one line of JSON text and a newline.
    internal func write(_ line: String) {
        handle?.write(line + "\n")
    }

    /// Whether lines are written (the file could be opened).
    internal var isWriting: Bool { handle != nil }

    /// A JSON string literal.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
