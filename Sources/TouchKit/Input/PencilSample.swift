#if canImport(Glibc)
    import Glibc
#endif

/// What a pen (a tablet tool) reports besides its position: pressure, tilt, barrel
/// rotation and which end touches (SPEC P41-P44). It travels in a ``TouchPoint`` of type
/// ``TouchType/pencil`` and becomes the touch's ``Touch/force``,
/// ``Touch/altitudeAngle``, ``Touch/azimuthAngle(in:)`` and ``Touch/isEraser``.
public struct PencilSample: Sendable, Hashable {
    /// The pressure from 0 to 1 (tablet-v2's 0 to 65535 scaled), or `nil` when the tool
    /// reports none (SPEC P41).
    public var pressure: Double?
    /// The tilt along the x axis in degrees, within ±90: positive when the top of the
    /// tool leans towards +x (tablet-v2 `tilt`).
    public var tiltX: Double
    /// The tilt along the y axis in degrees, within ±90: positive towards +y (down).
    public var tiltY: Double
    /// The barrel rotation in degrees clockwise (tablet-v2 `rotation`), 0 when unknown.
    public var rotation: Double
    /// Whether the eraser end touches (a tool of type `eraser`, SPEC P44).
    public var isEraser: Bool
    /// What the tool measures (its tablet-v2 capabilities); the rest are estimates (SPEC P43).
    public var measured: TouchProperties

    /// Creates a sample.
    /// - Parameters:
    ///   - pressure: 0 to 1, or `nil` when the tool has no pressure axis.
    ///   - tiltX: Degrees within ±90.
    ///   - tiltY: Degrees within ±90.
    ///   - rotation: Degrees clockwise.
    ///   - isEraser: Whether it is the eraser end.
    ///   - measured: The properties the tool measures; location is always measured.
    public init(
        pressure: Double? = nil, tiltX: Double = 0, tiltY: Double = 0, rotation: Double = 0, isEraser: Bool = false,
        measured: TouchProperties = [.location]
    ) {
        self.pressure = pressure
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.rotation = rotation
        self.isEraser = isEraser
        self.measured = measured.union(.location)
    }

    /// The angle between the pen and the surface, radians: 0 lying flat, π/2 upright
    /// (SPEC P42).
    public var altitudeAngle: Double {
        guard measured.contains(.altitude) else { return Double.pi / 2 }
        let (tx, ty) = tangents
        return atan2(1, (tx * tx + ty * ty).squareRoot())
    }

    /// The direction the pen's cap points in, radians in window coordinates: 0 along +x,
    /// growing clockwise (y down); 0 when the pen stands upright (SPEC P42).
    public var azimuthAngle: Double {
        guard measured.contains(.azimuth) else { return 0 }
        let (tx, ty) = tangents
        guard tx != 0 || ty != 0 else { return 0 }
        return atan2(ty, tx)
    }

    /// The properties whose values are estimates: those the tool does not measure (SPEC P43).
    public var estimatedProperties: TouchProperties {
        TouchProperties([.force, .azimuth, .altitude, .roll]).subtracting(measured)
    }

    private var tangents: (Double, Double) {
        let x = Self.clampedTilt(tiltX) * Double.pi / 180
        let y = Self.clampedTilt(tiltY) * Double.pi / 180
        return (tan(x), tan(y))
    }

    /// A tilt held within ±90 degrees; not-a-number becomes 0.
    internal static func clampedTilt(_ degrees: Double) -> Double {
        guard !degrees.isNaN else { return 0 }
        return min(max(degrees, -90), 90)
    }
}
