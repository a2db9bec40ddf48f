internal import CCairo

extension ImageSurface {
    /// Blurs the surface's alpha channel in place with an approximate Gaussian of standard
    /// deviation `sigma` pixels, and leaves every pixel black at its new alpha (a mask).
    ///
    /// Three box blurs in each direction approximate the Gaussian within a few percent
    /// (the sizes follow W. Jarosz, *Fast Image Convolutions*, 2001, as browsers blur
    /// CSS shadows). Pixels beyond the edges count as transparent, so leave a margin of
    /// `3 * sigma` around the shape. The cost is six passes over the pixels whatever
    /// `sigma` is. Used for layer shadows, which are blurred once and cached.
    ///
    /// - Parameter sigma: The standard deviation in pixels; 0 or less (or not finite)
    ///   leaves the alpha as it is.
    package func blurAlphaChannel(sigma: Double) {
        let boxes = Self.boxSizes(sigma: sigma)
        let width = self.width
        let height = self.height
        let stride = self.stride
        withUnsafeMutableBytes { bytes in
            var alpha = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    alpha[y * width + x] = UInt8(bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24)
                }
            }
            if !boxes.isEmpty {
                var scratch = [UInt8](repeating: 0, count: max(width, height))
                var line = [UInt8](repeating: 0, count: max(width, height))
                for radius in boxes {
                    for y in 0..<height {
                        for x in 0..<width { line[x] = alpha[y * width + x] }
                        Self.boxBlur(&line, count: width, radius: radius, into: &scratch)
                        for x in 0..<width { alpha[y * width + x] = scratch[x] }
                    }
                    for x in 0..<width {
                        for y in 0..<height { line[y] = alpha[y * width + x] }
                        Self.boxBlur(&line, count: height, radius: radius, into: &scratch)
                        for y in 0..<height { alpha[y * width + x] = scratch[y] }
                    }
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    bytes.storeBytes(
                        of: UInt32(alpha[y * width + x]) << 24, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// The radii of three box blurs whose sequence approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.2 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m =
            ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n)
            / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }.filter { $0 > 0 }
    }

    /// One box blur of `radius` over `count` values, transparent beyond the ends.
    private static func boxBlur(_ values: inout [UInt8], count: Int, radius: Int, into out: inout [UInt8]) {
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(values[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(values[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(values[leaving]) }
            out[i] = UInt8((sum + size / 2) / size)
        }
    }
}
