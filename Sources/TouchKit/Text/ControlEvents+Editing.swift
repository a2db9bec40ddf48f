extension ControlEvents {
    /// Editing began in a text field: it became first responder (SPEC X6).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The user changed the text of a text field (SPEC X7).
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended in a text field: it resigned first responder (SPEC X6).
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return ended editing in a text field (SPEC X8).
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = ControlEvents(rawValue: 0xF_0000)
}
