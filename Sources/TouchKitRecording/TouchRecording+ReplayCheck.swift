import TouchKit

extension TouchRecording {
    /// Checks, before anything is launched, what a compositor would refuse while the
    /// recording is replayed into it, so the mistake is reported as `file:line:` at
    /// once instead of after Weston and the app have started.
    ///
    /// The recording is refused when:
    /// - a `down` names an id that is already down (of the same touch type);
    /// - a `motion`, `up`, `shape` or `orientation` names an id that is not down;
    /// - a `down` lies outside the window: at a negative coordinate, or (when the
    ///   recording gives its `# window`) at or beyond the window's width or height.
    ///
    /// Moves outside the window are allowed (a finger may leave it). A recording that
    /// passes can still be refused by the compositor for what only it knows (the target
    /// window's real size, another window on top).
    /// - Parameter fileName: The name errors give, e.g. the recording's path.
    /// - Throws: ``RecordingError`` naming the first offending line (or, for events made
    ///   in code, line 0 and the event's number).
    public func checkForReplay(fileName: String) throws(RecordingError) {
        struct Key: Hashable {
            var id: Int32
            var type: TouchType
        }
        var down: [Key: Int] = [:]  // the index of each id's down
        for (index, event) in events.enumerated() {
            func fail(_ message: String) -> RecordingError {
                if let line = event.line { return RecordingError(file: fileName, line: line, message: message) }
                return RecordingError(file: fileName, line: 0, message: "event \(index + 1) (\(event)): \(message)")
            }
            func place(_ other: Int) -> String {
                events[other].line.map { "line \($0)" } ?? "event \(other + 1)"
            }
            let kind = event.touchType == .pointer ? "the pointer's finger" : "touch id"
            switch event.kind {
            case .down(let id, let x, let y):
                let key = Key(id: id, type: event.touchType)
                if let since = down[key] {
                    throw fail("\(kind) \(id) goes down again while it is down (since \(place(since)))")
                }
                let point = "(\(RecordingNumber.format(x)), \(RecordingNumber.format(y)))"
                if x < 0 || y < 0 {
                    throw fail(
                        "down \(id) at \(point) is outside the window (coordinates are from its top-left corner)")
                }
                if let size = windowSize, x >= size.width || y >= size.height {
                    throw fail(
                        "down \(id) at \(point) is outside the \(RecordingNumber.format(size.width))x\(RecordingNumber.format(size.height)) window"
                    )
                }
                down[key] = index
            case .motion(let id, _, _), .shape(let id, _, _), .orientation(let id, _):
                guard down[Key(id: id, type: event.touchType)] != nil else {
                    throw fail("\(event.kind.verb) for \(kind) \(id), which is not down")
                }
            case .up(let id):
                guard down.removeValue(forKey: Key(id: id, type: event.touchType)) != nil else {
                    throw fail("up for \(kind) \(id), which is not down")
                }
            case .cancel:
                down = down.filter { $0.key.type != event.touchType }
            case .frame:
                break
            }
        }
    }
}
