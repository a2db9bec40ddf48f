import TouchKit
import TouchKitRecording

extension TouchRecording {
    /// The `down` events that start a touch sequence (no other finger of the touchscreen
    /// is down) at a position outside a window of `size`.
    ///
    /// A compositor gives a touch sequence to the surface under its first finger, so
    /// such a sequence never reaches the app, whatever the replay asks: Weston's replay
    /// module refuses it (`not_on_target`), KWin and Mutter give it to whatever lies
    /// there. Positions outside the window of fingers that went down inside it, and of
    /// later fingers of the same sequence, do reach the app (its touch focus is fixed
    /// at the first down), which is what ``ReplayOptions/WindowSizePolicy/allowOutside``
    /// sends. Pointer events acting as a finger are not counted.
    /// - Parameter size: The window's size, in points.
    /// - Returns: The events, in order.
    public func sequenceStarts(outside size: Size) -> [Event] {
        var down = Set<Int32>()
        var starts: [Event] = []
        for event in events where event.touchType != .pointer {
            switch event.kind {
            case .down(let id, let x, let y):
                if down.isEmpty && !(x >= 0 && x < size.width && y >= 0 && y < size.height) { starts.append(event) }
                down.insert(id)
            case .up(let id):
                down.remove(id)
            case .cancel:
                down.removeAll()
            default:
                continue
            }
        }
        return starts
    }
}
