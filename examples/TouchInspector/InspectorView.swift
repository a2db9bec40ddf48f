import Foundation
import TouchKit

/// The inspector: a card for every finger on the window, and the event log below.
///
/// It takes every finger (`isMultipleTouchEnabled`, SPEC T7) and keeps the `Touch`
/// objects themselves, in the order the fingers went down (T1). Each touch method
/// writes one log line per touch it was given, in that phase (T4), then asks for the
/// cards' old and new places to be redrawn (D2); ``draw(_:)`` reads the touches as
/// they are at that moment.
@MainActor
final class InspectorView: View {
    /// The fingers' colours, in the order they go down; the seventh starts again.
    static let palette = [0.58, 0.08, 0.33, 0.83, 0.15, 0.0].map {
        Color(hue: $0, saturation: 0.75, brightness: 0.85)
    }

    /// The log along the bottom edge.
    let log = EventLogView(frame: .zero)
    /// The settings in the top-right corner.
    private(set) lazy var controls = InspectorControls(log: log)
    /// The accessibility tree, when `TOUCHINSPECTOR_ACCESSIBILITY=1`.
    private let pane: AccessibilityPane? = AccessibilityPane.isRequested ? AccessibilityPane(frame: .zero) : nil

    /// What the other devices did last (InspectorView+Devices.swift).
    var deviceStatus = "" {
        didSet { if deviceStatus != oldValue { setNeedsDisplay(statusArea) } }
    }
    private lazy var statusLayout = TextLayout(text: "", font: Font.system(size: 14), color: Color(white: 0.3))

    /// The fingers down, in the order they went down.
    private var fingers: [Touch] = []
    private var colors: [Touch: Color] = [:]
    private var nextColor = 0
    /// Where each finger's card was drawn last, to repaint it when it moves or goes.
    private var drawnAreas: [Touch: Rect] = [:]
    private let countFont = Font.system(size: 16, weight: .bold)
    /// The hint and the count, laid out once and again only when their text changes.
    private lazy var hintLayout = TextLayout(text: hint, font: countFont, color: Color(white: 0.55))
    private lazy var countLayout = TextLayout(text: "0 touches", font: countFont, color: Color(white: 0.3))

    override init(frame: Rect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = Color(white: 0.94)
        accessibilityIdentifier = "inspector"
        addSubview(log)
        addSubview(controls)
        if let pane { addSubview(pane) }
        addDeviceRecognizers()
        log.append("TouchInspector: touch the window (the mouse works too); one line per touch change")
    }

    /// The area above the log, where the cards go.
    private var canvas: Rect {
        Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - EventLogView.height))
    }

    override func layoutSubviews() {
        log.frame = Rect(x: 0, y: canvas.maxY, width: bounds.width, height: bounds.height - canvas.maxY)
        controls.frame = Rect(
            x: bounds.width - InspectorControls.size.width - 8, y: 6,
            width: InspectorControls.size.width, height: InspectorControls.size.height)
        pane?.frame = Rect(
            x: bounds.width - AccessibilityPane.width, y: controls.frame.maxY + 6, width: AccessibilityPane.width,
            height: max(0, canvas.maxY - controls.frame.maxY - 6))
        pane?.update()
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in Self.inOrder(touches) {
            fingers.append(touch)
            colors[touch] = Self.palette[nextColor % Self.palette.count]
            nextColor += 1
        }
        noteButtons(of: event)
        record(touches, event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        record(touches, event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        record(touches, event)
    }

    /// Cancelled touches (SPEC W3, F4) are logged and removed like lifted ones.
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        record(touches, event)
    }

    /// Logs every sample of the touches of one call, forgets the finished ones, and
    /// repaints the cards.
    ///
    /// A busy app gets several motion frames in one call (``Event/coalescedTouches(for:)``):
    /// like `wev`, the log shows each sample the compositor sent, in time and then
    /// identifier order, so it reads the same however the frames were batched.
    private func record(_ touches: Set<Touch>, _ event: Event?) {
        let samples = touches.flatMap { event?.coalescedTouches(for: $0) ?? [$0] }.sorted {
            ($0.timestamp, $0.identifier.number) < ($1.timestamp, $1.identifier.number)
        }
        for sample in samples { log.append(Self.logLine(for: sample)) }
        for touch in touches {
            if touch.phase.isTerminal {
                fingers.removeAll { $0 === touch }
                colors[touch] = nil
            }
        }
        // Every card, not only these touches': the others now read "stationary" (W2).
        for area in drawnAreas.values { setNeedsDisplay(area) }
        drawnAreas.removeAll()
        for touch in fingers {
            let area = card(for: touch).area
            drawnAreas[touch] = area
            setNeedsDisplay(area)
        }
        setNeedsDisplay(countArea)
        setNeedsDisplay(hintArea)
        pane?.update()
    }

    private func card(for touch: Touch) -> TouchCard {
        TouchCard(for: touch, in: self, bounds: canvas, color: colors[touch] ?? .gray)
    }

    /// A log line: time, id, phase, window location, tap count and shape.
    static func logLine(for touch: Touch) -> String {
        let p = touch.location(in: nil)
        let phase = touch.phase.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
        return String(format: "%10.3f  ", touch.timestamp) + "\(TouchCard.name(of: touch)) \(phase)"
            + String(format: " (%6.1f, %6.1f)", p.x, p.y) + "  tap \(touch.tapCount)  \(TouchCard.shape(of: touch))"
    }

    /// Touches in identifier order, so that fingers landing together are logged and
    /// coloured in a stable order.
    private static func inOrder(_ touches: Set<Touch>) -> [Touch] {
        touches.sorted { $0.identifier.number < $1.identifier.number }
    }

    private var countArea: Rect { Rect(x: 0, y: 0, width: 200, height: 36) }
    private var hintArea: Rect { Rect(x: 0, y: canvas.midY - 20, width: bounds.width, height: 40) }
    private let hint = "Put fingers on the window, or drag with the mouse"

    override func draw(_ rect: Rect) {
        guard let context = GraphicsContext.current else { return }
        if fingers.isEmpty {
            context.draw(hintLayout, at: Point(x: bounds.midX - hintLayout.size.width / 2, y: hintArea.minY + 10))
        }
        for touch in fingers { card(for: touch).draw(in: context) }
        let count = fingers.count == 1 ? "1 touch" : "\(fingers.count) touches"
        if countLayout.text != count { countLayout.text = count }
        context.draw(countLayout, at: Point(x: 12, y: 10))
        if statusLayout.text != deviceStatus { statusLayout.text = deviceStatus }
        context.saveGState()
        context.clip(to: statusArea)
        context.draw(statusLayout, at: Point(x: statusArea.minX, y: statusArea.minY + 5))
        context.restoreGState()
    }
}
