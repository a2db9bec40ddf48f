/// A pen near the surface and not touching it hovers (SPEC P71): after each of the
/// tool's frames the backend asks ``pencilHover(_:)`` for the ``HoverInput`` to hand
/// `Application.handleHover(_:)`.
extension TouchFrameBuilder {
    /// `distance`, 0 to 65535 (tablet-v2: "the distance axis ... normalized to a value
    /// between 0 and 65535"); a larger value is taken as 65535.
    public mutating func pencilDistance(_ tool: Int32, _ value: UInt32) {
        guard var state = knownTool(tool) else { return }
        state.distance = Double(min(value, 65535)) / 65535
        state.changed = true
        pencilTools.tools[tool] = state
    }

    /// `button`: one of the tool's buttons pressed or released (SPEC P72). `BTN_STYLUS`
    /// (0x14b) is `.secondary`, `BTN_STYLUS2` (0x14c)
    /// `.button(3)` and `BTN_STYLUS3` (0x149) `.button(4)`; other codes are ignored. A
    /// button pressed during a stroke joins the stroke's mask, which only grows, as the
    /// pointer's does (P8).
    public mutating func pencilButton(_ tool: Int32, code: UInt32, pressed: Bool) {
        guard var state = knownTool(tool) else { return }
        let mask: Event.ButtonMask
        switch code {
        case 0x14b: mask = .secondary
        case 0x14c: mask = .button(3)
        case 0x149: mask = .button(4)
        default: return
        }
        if pressed { state.buttons.formUnion(mask) } else { state.buttons.subtract(mask) }
        if state.inContact, !state.strokeButtons.isSuperset(of: state.buttons) {
            state.strokeButtons.formUnion(state.buttons)
            state.changed = true
        }
        pencilTools.tools[tool] = state
    }

    /// The hover the tool's latest frame makes: the tool near a window and not touching
    /// it hovers at its position, with its height (``HoverInput/zOffset``) and tilt; a
    /// tool that touched the surface, left its proximity or was removed stops hovering
    /// (a hover with no location). `nil` when neither: nothing to deliver.
    public mutating func pencilHover(_ tool: Int32) -> HoverInput? {
        let state = pencilTools.tools[tool]
        if let state, let window = state.window, !state.inContact {
            pencilTools.hovering[tool] = (window, state.time)
            return HoverInput(
                seat: seat, window: window, location: state.location, timestamp: state.time, source: .pencil(tool),
                zOffset: state.distance ?? 0, pencil: state.sample)
        }
        guard let last = pencilTools.hovering.removeValue(forKey: tool) else { return nil }
        return HoverInput(
            seat: seat, window: last.window, location: nil, timestamp: state?.time ?? last.time,
            source: .pencil(tool))
    }
}
