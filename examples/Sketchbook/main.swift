// Sketchbook: the pen demo (SPEC P40-P48).
//
// Draw with a pen: each stroke's width follows the pen's pressure (`Touch.force`) and
// its shade follows the pen's tilt (`altitudeAngle`: a pen held flat shades lighter).
// Turn the pen over and its eraser end (`Touch.isEraser`) erases the strokes it
// touches. Two fingers pan and pinch the canvas; the recognizers' `allowedTouchTypes`
// keep fingers to the canvas and the pen to the ink, so a palm-free pinch never draws
// and a stroke never pans. A touchpad pinch zooms the canvas too (P48). The mouse draws
// as a pen with average pressure (SPEC W10).
//
// What it shows:
//   SketchView.swift  pencil touches, force, altitude and the eraser (P40-P44), the
//                     fingers' pan and pinch kept apart with allowedTouchTypes (P46);
//   SketchView+ContextMenu.swift  a finger held on a stroke opens a menu (Recolour,
//                     Delete) in a popup: ContextMenuInteraction (P60-P69);
//   Stroke.swift      the model: points with widths and shades, and erasing by distance.
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 900, height: 640))
    window.title = "Sketchbook"
    let sketch = SketchView(frame: window.bounds)
    sketch.autoresizingMask = .flexibleSize
    sketch.accessibilityIdentifier = "sketch"
    window.addSubview(sketch)
    window.makeKeyAndVisible()
    Application.shared.run()
}
