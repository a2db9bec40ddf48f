import Graphics
import TouchKit

/// The sizes and scales a window accepts from the compositor, checked before any
/// memory is allocated.
///
/// A window's buffer is its logical size times its scale, so the limit on a side is in
/// *pixels*: ``maximumPixels`` (Cairo's and this backend's limit), which at scale 2 is
/// a window of 8192 logical pixels. A proposed scale outside ``scaleRange`` (0, a
/// negative or non-finite value, or an absurdly large one) is refused, and the window
/// keeps the scale it had.
enum WindowSizeLimits {
    /// The largest buffer side in pixels.
    static let maximumPixels = ImageSurface.maximumDimension
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

    /// A configure's proposed size, each side clamped to 1...``maximumLogicalSide(scale:)``;
    /// a side of 0 ("you choose") keeps the current one.
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
        let cw = min(max(w, 1), limit)
        let ch = min(max(h, 1), limit)
        return (Size(width: Double(cw), height: Double(ch)), cw != w || ch != h)
    }
}
