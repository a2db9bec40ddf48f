extension View {
    /// The view's layer: its corners, border and shadow (UIKit's `CALayer` properties,
    /// SPEC C1). Made on first use; a view whose layer was never touched draws as a plain
    /// rectangle at no cost.
    public var layer: Layer {
        if let layerStorage { return layerStorage }
        let layer = Layer(view: self)
        layerStorage = layer
        return layer
    }

    /// The corner radius shown on screen now (differs from the layer's while it animates).
    public var presentationCornerRadius: Double {
        guard let layerStorage else { return 0 }
        guard case .scalar(let value) = presentationValue(of: .cornerRadius) else { return layerStorage.cornerRadius }
        return value
    }

    /// The border width shown on screen now.
    public var presentationBorderWidth: Double {
        guard let layerStorage else { return 0 }
        guard case .scalar(let value) = presentationValue(of: .borderWidth) else { return layerStorage.borderWidth }
        return value
    }

    /// The shadow opacity shown on screen now.
    public var presentationShadowOpacity: Double {
        guard let layerStorage else { return 0 }
        guard case .scalar(let value) = presentationValue(of: .shadowOpacity) else {
            return layerStorage.shadowOpacity
        }
        return value
    }

    /// Where the view draws anything in its own coordinates, its shadow included: its
    /// bounds, grown by the shadow's extent when it casts one (SPEC C4).
    internal func drawingExtent(bounds: Rect, shadowOpacity: Double) -> Rect {
        guard let layer = layerStorage, shadowOpacity > 0, (layer.shadowColor?.alpha ?? 0) > 0 else { return bounds }
        return bounds.union(layer.shadowExtent(bounds: bounds))
    }

    /// The area the view draws in its superview's coordinates, shadow included.
    internal var drawingFrame: Rect {
        guard let layerStorage, layerStorage.shadowOpacity > 0 else { return frame }
        return drawingExtent(bounds: bounds, shadowOpacity: layerStorage.shadowOpacity).applying(transformToSuperview)
    }

    /// The area the view draws in its superview's coordinates as shown now, shadow
    /// included.
    internal var presentationDrawingFrame: Rect {
        guard layerStorage != nil else { return presentationFrame }
        let bounds = presentationBounds
        return drawingExtent(bounds: bounds, shadowOpacity: presentationShadowOpacity)
            .applying(presentationTransformToSuperview)
    }
}

extension Layer {
    /// The rectangle the shadow covers in the view's coordinates, blur included.
    internal func shadowExtent(bounds: Rect) -> Rect {
        let shape = shadowPath.map(\.bounds) ?? bounds
        let reach = Self.shadowReach(radius: shadowRadius)
        return shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach)
    }

    /// How far a shadow of blur radius `radius` reaches beyond its shape, in points.
    internal static func shadowReach(radius: Double) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return (radius * shadowExtentFactor).rounded(.up)
    }
}
