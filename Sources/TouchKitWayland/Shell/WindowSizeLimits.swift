import Graphics
import TouchKit

/// The sizes and scales a window accepts from the compositor, checked before any
/// memory is allocated.
///
/// A window's buffer is its logical size times its scale, so the limit on a side is in
/// *pixels*: ``maximumPixels`` (Cairo's and this backend's limit), which at scale 2 is
/// a window of 8192 logical pixels; the whole buffer is held to ``maximumBufferPixels``
/// as well, so a proposal within both sides' limit is still not a gigabyte of memory
/// per buffer. A proposed scale outside ``scaleRange`` (0, a
/// negative or non-finite value, or an absurdly large one) is refused, and the window
/// keeps the scale it had.
package enum WindowSizeLimits {
    /// The largest buffer side in pixels.
    static let maximumPixels = ImageSurface.maximumDimension
    /// The most pixels one buffer may hold: 8192 x 8192, 256 MiB at 4 bytes a pixel
    /// (an 8K output, 7680 x 4320, fits whole). The pool keeps up to three buffers.
    package static let maximumBufferPixels = 8192 * 8192
    /// The scales accepted, integer or fractional.
    static let scaleRange: ClosedRange<Double> = 0.25...16

    /// Whether a proposed output or fractional scale is usable.
    /// - Parameter scale: The scale the compositor proposed.
    static func isAcceptable(scale: Double) -> Bool {
        scale.isFinite && scaleRange.contains(scale)
    }

    /// The largest logical side at `scale`.
    /// - Parameter scale: The window's scale (an acceptable one).
    static func maximumLogicalSide(scale: Double) -> Int32 {
        Int32(max(1, (Double(maximumPixels) / max(scale, 1e-9)).rounded(.down)))
    }

    /// A configure's proposed size, each side clamped to 1...``maximumLogicalSide(scale:)``
    /// and then both shrunk, keeping the aspect, until the buffer holds at most
    /// ``maximumBufferPixels``; a side of 0 ("you choose") keeps the current one.
    /// - Parameters:
    ///   - width: The proposed width (logical pixels).
    ///   - height: The proposed height.
    ///   - current: The window's current size.
    ///   - scale: The window's scale.
    /// - Returns: The size to use, and whether it differs from the proposal.
    static func clamp(width: Int32, height: Int32, current: Size, scale: Double) -> (size: Size, clamped: Bool) {
        let limit = maximumLogicalSide(scale: scale)
        func side(_ proposed: Int32, _ current: Double) -> Int32 {
            proposed != 0 ? proposed : Int32(clamping: Int(current.isFinite ? current : 1))
        }
        let w = side(width, current.width)
        let h = side(height, current.height)
        var cw = min(max(w, 1), limit)
        var ch = min(max(h, 1), limit)
        let scale = max(scale, 1e-9)
        func pixels(_ w: Int32, _ h: Int32) -> Double {
            (Double(w) * scale).rounded(.up) * (Double(h) * scale).rounded(.up)
        }
        let most = Double(maximumBufferPixels)
        if pixels(cw, ch) > most {
            let factor = (most / pixels(cw, ch)).squareRoot()
            cw = max(1, Int32((Double(cw) * factor).rounded(.down)))
            ch = max(1, Int32((Double(ch) * factor).rounded(.down)))
            while pixels(cw, ch) > most {  // rounding up to whole pixels: a step or two
                if cw >= ch { cw -= 1 } else { ch -= 1 }
            }
        }
        return (Size(width: Double(cw), height: Double(ch)), cw != w || ch != h)
    }
}
