import ExampleSupport
import TouchKit

/// The canvas: turns touches into lines.
///
/// Each finger's line in progress is keyed by its `Touch`, the same object from
/// began to ended (SPEC T1); the lines in progress are drawn in red over the finished
/// ones, which are black and cached (SPEC D5).
@MainActor
final class CanvasView: View {
    private let finished: FinishedLinesView
    private let inProgress: LinesInProgressView

    override init(frame: Rect) {
        finished = FinishedLinesView(frame: Rect(origin: .zero, size: frame.size))
        inProgress = LinesInProgressView(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        backgroundColor = Color(white: 0.96)
        isMultipleTouchEnabled = true
        accessibilityIdentifier = "canvas"
        addSubview(finished)
        addSubview(inProgress)
    }

    override func layoutSubviews() {
        finished.frame = bounds
        inProgress.frame = bounds
    }

    /// New fingers start new lines; a double tap clears the canvas instead.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            if touch.tapCount == 2 {
                clear()
                continue
            }
            let point = touch.location(in: self)
            inProgress.setLine(Line(begin: point, end: point), for: touch)
        }
    }

    /// Each moving finger pulls the end of its own line; the predicted segment ahead of
    /// it (SPEC T9) is replaced by the real one with the next touch.
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            guard var line = inProgress.lines[touch] else { continue }
            line.end = touch.location(in: self)
            line.predicted.update(for: touch, in: event) { $0.location(in: self) }
            inProgress.setLine(line, for: touch)
        }
    }

    /// A lifted finger's line is finished (a tap, with no length, leaves nothing).
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            if var line = inProgress.setLine(nil, for: touch), line.length >= 1 {
                line.predicted.removeAll()
                finished.add(line)
            }
        }
    }

    /// A cancelled finger's line is thrown away (SPEC F4).
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches { inProgress.setLine(nil, for: touch) }
    }

    /// Clears every finished line and every line in progress.
    private func clear() {
        finished.removeAll()
        inProgress.removeAll()
    }
}
