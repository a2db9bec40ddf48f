import Foundation
import TouchKit

/// Every device besides fingers, in the status line at the top (SPEC P8, P10, P3, P48,
/// P71): the buttons of the pointer's touch, the pointer or a pen hovering (with the
/// pen's height and tilt), wheel and touchpad scrolling, and a touchpad pinch. The
/// recognizers take no touches (`allowedTouchTypes` is empty), so the fingers' cards and
/// log stay as they are.
extension InspectorView {
    func addDeviceRecognizers() {
        let hover = HoverGestureRecognizer(target: nil, action: nil)
        hover.addAction { [unowned self] r in
            let hover = r as! HoverGestureRecognizer
            let p = hover.location(in: self)
            switch hover.state {
            case .began, .changed:
                self.deviceStatus =
                    hover.zOffset > 0 || hover.altitudeAngle < Double.pi / 2
                    ? String(
                        format: "pen hover (%.0f, %.0f)  z %.2f  alt %.0f°  az %.0f°", p.x, p.y, hover.zOffset,
                        hover.altitudeAngle * 180 / .pi, hover.azimuthAngle(in: self) * 180 / .pi)
                    : String(format: "hover (%.0f, %.0f)", p.x, p.y)
            default:
                self.deviceStatus = "hover ended"
            }
        }
        let scroll = PanGestureRecognizer(target: nil, action: nil)
        scroll.allowedTouchTypes = []
        scroll.allowedScrollTypesMask = .all
        scroll.addAction { [unowned self] r in
            let pan = r as! PanGestureRecognizer
            let t = pan.translation(in: self)
            self.deviceStatus = "scroll \(pan.state) " + String(format: "(%.0f, %.0f)", t.x, t.y)
        }
        let pinch = PinchGestureRecognizer(target: nil, action: nil)
        pinch.allowedTouchTypes = []
        pinch.addAction { [unowned self] r in
            let pinch = r as! PinchGestureRecognizer
            self.deviceStatus = "touchpad pinch \(pinch.state) " + String(format: "scale %.2f", pinch.scale)
        }
        for recognizer in [hover, scroll, pinch] as [GestureRecognizer] {
            recognizer.cancelsTouchesInView = false
            addGestureRecognizer(recognizer)
        }
    }

    /// The pointer's buttons, when a touch of the pointer comes with some (P8).
    func noteButtons(of event: Event?) {
        guard let mask = event?.buttonMask, !mask.isEmpty else { return }
        var names: [String] = []
        for number in 1...8 where mask.contains(.button(number)) {
            names.append(number == 1 ? "primary" : number == 2 ? "secondary" : "button \(number)")
        }
        deviceStatus = "buttons: " + names.joined(separator: ", ")
    }

    /// The status line's area.
    var statusArea: Rect { Rect(x: 210, y: 6, width: max(0, bounds.width - 210 - 440), height: 28) }
}
