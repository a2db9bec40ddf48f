extension Window {
    /// Renders the whole window, as it is on screen now, into a new image.
    ///
    /// The image is the window's size at `scale` pixels per point. Presentation values
    /// are used, so a running animation shows where it is. The window's damage is left
    /// as it is, for its backend. At a scale other than the screen's, views with
    /// ``View/cachesDrawing`` redraw their cache for the snapshot, and again for the
    /// next frame on screen.
    ///
    /// - Parameter scale: Pixels per point; 1 by default.
    /// - Throws: `GraphicsError` when the image cannot be made.
    public func snapshot(scale: Double = 1) throws(GraphicsError) -> ImageSurface {
        layoutIfNeeded()
        let image = try ImageSurface(logicalSize: bounds.size, scale: scale)
        let context = try GraphicsContext(surface: image)
        WindowRenderer.render(self, into: context, areas: [bounds], scale: scale)
        image.flush()
        return image
    }
}
