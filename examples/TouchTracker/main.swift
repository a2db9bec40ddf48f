// TouchTracker: a canvas where every finger draws its own straight line.
//
// Put fingers down and drag: each finger pulls a red line from where it touched to
// where it is; lift it and the line turns black and stays. Ten fingers draw ten lines
// at once. A cancelled touch (the compositor took the fingers, SPEC F4) loses its
// line in progress. A double tap clears the canvas. The mouse acts as one finger
// (SPEC W10).
//
// What it shows (SPEC E2):
//   CanvasView.swift  lines in progress keyed by their Touch (T1) in a view with
//                     isMultipleTouchEnabled (T7), one call for all fingers of a phase
//                     (T4), locations in view coordinates (T2), tapCount (T6), and
//                     cancellation handled apart from an end (F4, F5);
//   LinesInProgressView.swift  the red lines, repainting only what setNeedsDisplay(_:)
//                     asked for (D2);
//   FinishedLinesView.swift  the black lines in a cached drawing (cachesDrawing, D5):
//                     a finished line is drawn once into the cache, so a canvas of
//                     thousands of lines still repaints only the strokes in progress;
//   Line.swift        the model, and stroking only the lines that meet a rectangle.
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "TouchTracker"
    let canvas = CanvasView(frame: window.bounds)
    canvas.autoresizingMask = .flexibleSize  // it fills the window at any size (D5)
    window.addSubview(canvas)
    window.makeKeyAndVisible()
    Application.shared.run()
}
