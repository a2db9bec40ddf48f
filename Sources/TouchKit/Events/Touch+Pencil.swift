import Graphics

#if canImport(Glibc)
    import Glibc
#endif

/// A pen's force, angles and end (SPEC P40-P44): `UITouch`'s stylus properties.
///
/// A pen in contact is a touch of type ``TouchType/pencil``; fingers and the pointer
/// answer with the values UIKit gives a finger (no force, upright, azimuth 0).
extension Touch {
    /// UIKit's name for ``TouchProperties``.
    public typealias Properties = TouchProperties

    /// The largest ``force`` a pen reports: its full pressure (a choice, SPEC P41: a
    /// quarter of the pen's range is the force of an average touch, 1).
    public static let pencilMaximumPossibleForce: Double = 4

    /// The force of the touch, where 1 is the force of an average touch (SPEC P41): a
    /// pen's pressure scaled to ``maximumPossibleForce``; 1 for a pen without a pressure
    /// axis; 0 for fingers and the pointer, which measure no force.
    public var force: Double {
        guard let sample = pencilSample else { return 0 }
        guard let pressure = sample.pressure else { return 1 }
        return pressure * Self.pencilMaximumPossibleForce
    }

    /// The largest possible ``force``: ``pencilMaximumPossibleForce`` for a pen, 0 for
    /// fingers and the pointer (SPEC P41).
    public var maximumPossibleForce: Double { pencilSample == nil ? 0 : Self.pencilMaximumPossibleForce }

    /// The pen's angle to the surface in radians: 0 when it lies flat, π/2 when it stands
    /// upright; π/2 for fingers, the pointer and a pen without tilt (SPEC P42).
    public var altitudeAngle: Double { pencilSample?.altitudeAngle ?? Double.pi / 2 }

    /// The direction the pen's cap points in, in radians in `view`'s coordinates: 0 along
    /// the positive x axis, growing clockwise (SPEC P42). 0 for fingers and the pointer.
    /// - Parameter view: The view whose coordinates to use; `nil` means the window's.
    public func azimuthAngle(in view: View?) -> Double {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The unit vector the pen's cap points along, in `view`'s coordinates, through every
    /// transform of the hierarchy (SPEC P42); `(1, 0)` for fingers and the pointer.
    /// - Parameter view: The view whose coordinates to use; `nil` means the window's.
    public func azimuthUnitVector(in view: View?) -> Vector {
        let angle = pencilSample?.azimuthAngle ?? 0
        let direction = Vector(dx: cos(angle), dy: sin(angle))
        guard let view, view !== window else { return direction }
        let start = view.convert(windowLocation, from: nil)
        let end = view.convert(
            Point(x: windowLocation.x + direction.dx, y: windowLocation.y + direction.dy), from: nil)
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return direction }
        return Vector(dx: dx / length, dy: dy / length)
    }

    /// The pen's barrel rotation in radians (tablet-v2 `rotation`); 0 when unknown (SPEC P43).
    public var rollAngle: Double { (pencilSample?.rotation ?? 0) * Double.pi / 180 }

    /// The properties whose values are only estimates: those the pen does not measure
    /// (SPEC P43); empty for fingers and the pointer.
    public var estimatedProperties: Properties { pencilSample?.estimatedProperties ?? [] }

    /// The properties whose estimates will be updated later: always empty, since the
    /// compositor sends measured values and no corrections (SPEC P43).
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// The index that would pair a later update with this sample: always `nil` (SPEC P43).
    public var estimationUpdateIndex: Int? { nil }

    /// Whether the pen's eraser end touches (a choice, SPEC P44: UIKit has no eraser type).
    public var isEraser: Bool { pencilSample?.isEraser ?? false }
}
