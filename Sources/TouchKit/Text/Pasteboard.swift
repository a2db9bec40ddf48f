/// The clipboard (UIKit's `UIPasteboard`): text copied in one app and pasted in
/// another (SPEC X12).
///
/// ``general`` is the system clipboard. Without a backend it holds what this process
/// copied; the Wayland backend connects it to the compositor's selection
/// (`wl_data_device`), so copying here offers the text to other clients and their
/// copies show up here. Reading is synchronous, as in UIKit: the backend keeps the
/// text other clients offer as they offer it.
@MainActor
public final class Pasteboard {
    /// The system clipboard.
    public static let general = Pasteboard()

    /// The clipboard's texts, or `nil` when it holds none.
    public var strings: [String]? {
        get { storedStrings.isEmpty ? nil : storedStrings }
        set {
            storedStrings = newValue ?? []
            changeCount += 1
            provider?.pasteboard(self, didCopy: storedStrings)
        }
    }

    /// The first text on the clipboard, or `nil`.
    public var string: String? {
        get { storedStrings.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { !storedStrings.isEmpty }

    /// A number that goes up whenever the clipboard's content changes.
    public private(set) var changeCount = 0

    /// What connects the clipboard to the system's (a backend sets it).
    public weak var provider: (any PasteboardProvider)?

    private var storedStrings: [String] = []

    /// Creates a clipboard of this process only (``general`` is the system's).
    public init() {}

    /// The system's clipboard changed to `strings` (from another client): called by the
    /// backend; tells no provider.
    ///
    /// - Parameter strings: The text now on the clipboard; empty for none.
    public func systemClipboardDidChange(to strings: [String]) {
        storedStrings = strings
        changeCount += 1
    }
}

/// What connects a ``Pasteboard`` to a system clipboard (the Wayland backend's
/// `wl_data_device`).
@MainActor
public protocol PasteboardProvider: AnyObject {
    /// The app copied `strings`: offer them to other clients.
    func pasteboard(_ pasteboard: Pasteboard, didCopy strings: [String])
}
