import Graphics

/// Shared helpers for the pixel tests: making surfaces and comparing ARGB32 values.

/// A transparent surface with a context on it, scale 1 unless given.
func makeCanvas(
    width: Int = 20, height: Int = 20, scale: Double = 1
) throws -> (ImageSurface, GraphicsContext) {
    let surface = try ImageSurface(width: width, height: height, scale: scale)
    return (surface, try GraphicsContext(surface: surface))
}

/// The four 8-bit channels of a premultiplied ARGB32 pixel.
func channels(_ pixel: UInt32) -> [Int] {
    [24, 16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) }
}

/// Whether two pixels agree channel by channel within `tolerance` (rounding differs by
/// one here and there between Cairo's paths).
func pixelsMatch(_ pixel: UInt32, _ expected: UInt32, tolerance: Int = 2) -> Bool {
    zip(channels(pixel), channels(expected)).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A readable form for expectation messages.
func hex(_ pixel: UInt32) -> String {
    let digits = String(pixel, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
