import TouchKit

/// AT-SPI2's names and numbers (at-spi2-core's `xml/*.xml` and `atspi-constants.h`).
enum ATSPI {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    static let registryName = "org.a11y.atspi.Registry"
    static let registryPath = "/org/a11y/atspi/registry"
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let selection = "org.a11y.atspi.Selection"
    static let socket = "org.a11y.atspi.Socket"
    static let registry = "org.a11y.atspi.Registry"
    static let properties = "org.freedesktop.DBus.Properties"
    static let eventObject = "org.a11y.atspi.Event.Object"
    static let eventFocus = "org.a11y.atspi.Event.Focus"

    /// `AtspiRole` (SPEC A8).
    static func role(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .application: 75
        case .frame: 23
        case .pushButton: 43
        case .toggleButton: 62
        case .slider: 51
        case .link: 88
        case .heading: 83
        case .image: 27
        case .label: 29
        case .panel: 39
        case .scrollPane: 49
        case .list: 31
        case .listItem: 32
        case .table: 55
        case .tableCell: 56
        case .entry: 79
        case .passwordText: 40
        case .text: 61
        }
    }

    /// `AtspiStateType` (SPEC A9).
    static func state(_ state: AccessibilityState) -> UInt32 {
        switch state {
        case .active: 1
        case .checked: 4
        case .editable: 7
        case .enabled: 8
        case .focusable: 11
        case .focused: 12
        case .horizontal: 14
        case .multiLine: 17
        case .multiselectable: 18
        case .selectable: 22
        case .selected: 23
        case .sensitive: 24
        case .showing: 25
        case .singleLine: 26
        case .visible: 30
        case .checkable: 41
        }
    }

    /// The event names used in `state-changed` details (the states' raw values, as
    /// at-spi2-core's `atspi-misc.c` names them).
    static func stateName(_ state: AccessibilityState) -> String { state.rawValue }

    /// A state set as `GetState` returns it: two 32-bit words.
    static func stateSet(_ states: Set<AccessibilityState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states {
            let bit = Self.state(state)
            words[Int(bit / 32)] |= 1 << (bit % 32)
        }
        return words
    }
}
