import Graphics
import TouchKit

/// A pen on the test host's window, as a compositor's tablet-v2 tool would send it
/// (SPEC P40-P47): each call is one tool `frame`, dispatched at once.
///
/// ```swift
/// host.addPencil()
/// host.pencilDown(1, 20, 20, pressure: 0.3)
/// host.pencilMove(1, 60, 20, pressure: 0.9)
/// host.pencilUp(1)
/// ```
extension WindowTestHost {
    /// Announces tablet tool `tool` (its touches are `pencil-<tool>`).
    /// - Parameters:
    ///   - tool: The tool's number.
    ///   - eraser: Whether it is an eraser end (SPEC P44).
    ///   - measures: What it measures: pressure (`.force`), tilt (`.altitude`,
    ///     `.azimuth`) and barrel rotation (`.roll`) by default.
    public func addPencil(
        _ tool: Int32 = 1, eraser: Bool = false, measures: TouchProperties = [.force, .altitude, .azimuth, .roll]
    ) {
        builder.pencilToolAdded(tool, isEraser: eraser, measures: measures)
    }

    /// Tool `tool` comes near the window at (`x`, `y`) without touching, `distance` (0 to
    /// 1, tablet-v2's 0 to 65535 scaled) above it when given, and hovers (SPEC P71).
    public func pencilHover(
        _ tool: Int32 = 1, _ x: Double, _ y: Double, distance: Double? = nil, tilt: (x: Double, y: Double)? = nil,
        in target: Window? = nil
    ) {
        builder.pencilProximityIn(tool, window: (target ?? window).windowID)
        builder.pencilMotion(tool, location: Point(x: x, y: y))
        if let distance { builder.pencilDistance(tool, Self.pressureValue(distance)) }
        if let tilt { builder.pencilTilt(tool, x: tilt.x, y: tilt.y) }
        pencilFrame(tool)
    }

    /// One of tool `tool`'s buttons (`BTN_STYLUS` 0x14b, ...) pressed or released, in a
    /// frame of its own (SPEC P72).
    public func pencilButton(_ tool: Int32 = 1, code: UInt32 = 0x14b, pressed: Bool) {
        builder.pencilButton(tool, code: code, pressed: pressed)
        pencilFrame(tool)
    }

    /// Tool `tool` touches down at (`x`, `y`) with `pressure` (0 to 1) and `tilt` in degrees.
    public func pencilDown(
        _ tool: Int32 = 1, _ x: Double, _ y: Double, pressure: Double = 0.5, tilt: (x: Double, y: Double) = (0, 0),
        in target: Window? = nil
    ) {
        builder.pencilProximityIn(tool, window: (target ?? window).windowID)
        builder.pencilMotion(tool, location: Point(x: x, y: y))
        builder.pencilPressure(tool, Self.pressureValue(pressure))
        builder.pencilTilt(tool, x: tilt.x, y: tilt.y)
        builder.pencilDown(tool)
        pencilFrame(tool)
    }

    /// Tool `tool` moves to (`x`, `y`), with `pressure` and `tilt` when given.
    public func pencilMove(
        _ tool: Int32 = 1, _ x: Double, _ y: Double, pressure: Double? = nil, tilt: (x: Double, y: Double)? = nil
    ) {
        builder.pencilMotion(tool, location: Point(x: x, y: y))
        if let pressure { builder.pencilPressure(tool, Self.pressureValue(pressure)) }
        if let tilt { builder.pencilTilt(tool, x: tilt.x, y: tilt.y) }
        pencilFrame(tool)
    }

    /// Tool `tool` lifts (and stays near the window).
    public func pencilUp(_ tool: Int32 = 1) {
        builder.pencilUp(tool)
        pencilFrame(tool)
    }

    /// Tool `tool` leaves the window's proximity; a stroke still in contact is
    /// cancelled (SPEC P45).
    public func pencilLeave(_ tool: Int32 = 1) {
        application.handle(builder.pencilProximityOut(tool))
        pencilFrame(tool)
    }

    /// A whole stroke of tool `tool` through `points`, pressures from `pressures`
    /// (the last one repeats), one frame each, then a lift.
    public func pencilStroke(_ tool: Int32 = 1, through points: [Point], pressures: [Double] = [0.5]) {
        guard let first = points.first else { return }
        func pressure(_ index: Int) -> Double { pressures.isEmpty ? 0.5 : pressures[min(index, pressures.count - 1)] }
        pencilDown(tool, first.x, first.y, pressure: pressure(0))
        for (index, point) in points.enumerated().dropFirst() {
            pencilMove(tool, point.x, point.y, pressure: pressure(index))
        }
        pencilUp(tool)
    }

    /// The tool's `frame`: dispatched with the hover it makes (SPEC P71), and the event
    /// time moves on by 16 ms.
    private func pencilFrame(_ tool: Int32) {
        application.handle(builder.pencilFrame(tool, time: time))
        if let hover = builder.pencilHover(tool) { application.handleHover(hover) }
        time += 16
    }

    private static func pressureValue(_ pressure: Double) -> UInt32 {
        UInt32((min(max(pressure.isNaN ? 0 : pressure, 0), 1) * 65535).rounded())
    }
}
