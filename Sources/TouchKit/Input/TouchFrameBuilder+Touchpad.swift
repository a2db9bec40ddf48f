extension TouchFrameBuilder {
    /// The window the pointer is over and its position there, from `wl_pointer.enter`
    /// and `motion`; `nil` while it is over none. A touchpad gesture happens where the
    /// pointer is (SPEC P48).
    public var pointerFocus: (window: WindowID, location: Point)? {
        pointerWindow.map { ($0, pointerLocation) }
    }
}
