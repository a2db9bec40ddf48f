import Foundation
import TouchKit

/// Pixels as a compositor hands them over (a `QImage` format from KWin, BGRx from
/// PipeWire), turned into a PNG through an ``ImageSurface``.
struct RawImage {
    var width: Int
    var height: Int
    var stride: Int
    /// The `QImage::Format` number: 4 RGB32, 5 ARGB32, 6 ARGB32 premultiplied (0xAARRGGBB
    /// words); 16 RGBX8888, 17 RGBA8888, 18 RGBA8888 premultiplied (R, G, B, A bytes).
    var qtFormat: Int
    var bytes: Data

    /// Writes the image as a PNG.
    func writePNG(to path: String) throws(SessionError) {
        guard width > 0, height > 0, stride >= width * 4, bytes.count >= stride * height else {
            throw .captureFailed(
                path: path, reason: "got \(bytes.count) bytes for \(width)x\(height), stride \(stride)")
        }
        guard [4, 5, 6, 16, 17, 18].contains(qtFormat) else {
            throw .captureFailed(path: path, reason: "unknown QImage format \(qtFormat)")
        }
        let image: ImageSurface
        do { image = try ImageSurface(width: width, height: height) } catch {
            throw .captureFailed(path: path, reason: "\(error)")
        }
        let format = qtFormat
        image.withUnsafeMutableBytes { target in
            bytes.withUnsafeBytes { source in
                for y in 0..<height {
                    for x in 0..<width {
                        let s = y * stride + x * 4
                        var a: UInt32
                        var r: UInt32
                        var g: UInt32
                        var b: UInt32
                        if format <= 6 {
                            let word = source.loadUnaligned(fromByteOffset: s, as: UInt32.self)
                            (a, r, g, b) = (word >> 24, (word >> 16) & 0xff, (word >> 8) & 0xff, word & 0xff)
                        } else {
                            (r, g, b, a) = (
                                UInt32(source[s]), UInt32(source[s + 1]), UInt32(source[s + 2]), UInt32(source[s + 3])
                            )
                        }
                        if format == 4 || format == 16 { a = 255 }
                        if format == 5 || format == 17 { (r, g, b) = (r * a / 255, g * a / 255, b * a / 255) }
                        target.storeBytes(
                            of: a << 24 | r << 16 | g << 8 | b, toByteOffset: y * image.stride + x * 4, as: UInt32.self)
                    }
                }
            }
        }
        do { try image.writePNG(to: path) } catch { throw .captureFailed(path: path, reason: "\(error)") }
    }
}
