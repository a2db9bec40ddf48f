/// A layer's shadow, blurred once into an alpha mask and kept until what it was made from
/// changes (SPEC C4): the shape (bounds, corner radius and masked corners, or the shadow
/// path), the blur radius and the pixel density. Colour, opacity and offset are applied
/// when the mask is painted, so animating the opacity or moving the view never blurs again.
@MainActor
internal struct ShadowCache {
    /// What the mask was made from.
    struct Key: Equatable {
        var size: Size
        var cornerRadius: Double
        var corners: CornerMask
        var path: [BezierPath.Element]?
        var radius: Double
        var scale: Double
    }

    let key: Key
    /// The blurred mask.
    let mask: ImageSurface
    /// Where the mask's top-left corner goes relative to the shape's origin (bounds' or
    /// the path's), before the shadow offset: minus the reach and the path's origin.
    let origin: Point
}

extension Layer {
    /// The shadow mask for `bounds` and `radius` at `scale`, made (and blurred) only when
    /// the cached one was made from something else; `nil` when no image can be made.
    internal func shadowMask(bounds: Rect, cornerRadius: Double, scale: Double) -> ShadowCache? {
        let key = ShadowCache.Key(
            size: bounds.size, cornerRadius: cornerRadius, corners: maskedCorners, path: shadowPath?.elements,
            radius: shadowRadius, scale: scale)
        if let shadowCache, shadowCache.key == key { return shadowCache }
        let shape = shadowPath?.bounds ?? Rect(origin: .zero, size: bounds.size)
        guard !shape.isNull, shape.width.isFinite, shape.height.isFinite else { return nil }
        let reach = Self.shadowReach(radius: shadowRadius)
        let area = shape.insetBy(dx: -reach, dy: -reach)
        guard let mask = try? ImageSurface(logicalSize: area.size, scale: scale),
            let context = try? GraphicsContext(surface: mask)
        else { return nil }
        context.translateBy(x: -area.minX, y: -area.minY)
        context.fillColor = .black
        if let shadowPath {
            shadowPath.addPath(to: context)
            context.fillPath(using: shadowPath.usesEvenOddFillRule ? .evenOdd : .winding)
        } else {
            addShape(shape, radius: cornerRadius, to: context)
            context.fillPath()
        }
        mask.blurAlphaChannel(sigma: shadowRadius * scale)
        shadowBlurCount += 1
        let origin = shadowPath == nil ? Point(x: -reach, y: -reach) : area.origin
        let cache = ShadowCache(key: key, mask: mask, origin: origin)
        shadowCache = cache
        return cache
    }
}
