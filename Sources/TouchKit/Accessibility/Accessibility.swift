/// UIKit's `UIAccessibility` functions: posting notifications to assistive
/// technologies (SPEC A7), and the hook the AT-SPI bridge observes.
@MainActor
public enum Accessibility {
    /// A notification an app posts to assistive technologies
    /// (`UIAccessibility.Notification`).
    public struct Notification: Hashable, Sendable {
        /// The notification's name.
        public let rawValue: String
        /// Creates a notification from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A new view appeared that covers a major part of the screen; the argument is
        /// the element to move to, or `nil` for the first one.
        public static let screenChanged = Notification(rawValue: "screenChanged")
        /// The layout changed (an element appeared or disappeared); the argument is the
        /// element to move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        /// An announcement; the argument is the `String` to announce.
        public static let announcement = Notification(rawValue: "announcement")
        /// A scroll view scrolled by a page; the argument is a `String` describing it.
        public static let pageScrolled = Notification(rawValue: "pageScrolled")
    }

    /// The observer the AT-SPI bridge installs; `nil` when nothing observes (SPEC A12).
    public static weak var observer: (any AccessibilityObserver)?

    /// Whether an assistive technology is listening (UIKit's `isVoiceOverRunning`).
    public static var isVoiceOverRunning: Bool { observer?.isAssistiveTechnologyListening ?? false }

    /// Posts a notification (SPEC A7): `.screenChanged` and `.layoutChanged` move
    /// keyboard focus (to the argument element, or for a screen change to the first
    /// focusable element) when the key window uses keyboard focus or an assistive
    /// technology listens; then the observer hears of it.
    public static func post(notification: Notification, argument: Any?) {
        if notification == .screenChanged || notification == .layoutChanged {
            let target = AccessibilityNode(argument)
            var windows = focusWindows.compactMap(\.window).filter(\.isKeyWindow)
            if let window = target?.window {
                windows = [window]
            } else if isVoiceOverRunning, let key = Application.shared.keyWindow, !windows.contains(key) {
                windows.append(key)
            }
            for window in windows {
                window.accessibilityScreenDidChange(to: target, moveToFirst: notification == .screenChanged)
            }
        }
        observer?.accessibilityDidPost(notification, argument: argument)
    }

    /// The windows that have used keyboard focus (a screen change moves their focus).
    internal static var focusWindows: [WeakWindow] = []

    /// A window's content changed (called where a window asks to be redrawn): only a
    /// check of ``observer`` when nothing observes, so the touch path pays nothing.
    @inline(__always)
    internal static func windowDidChange(_ window: Window) {
        observer?.accessibilityWindowDidChange(window)
    }
}

/// What the AT-SPI bridge (or a test) hears from TouchKit (SPEC A12).
@MainActor
public protocol AccessibilityObserver: AnyObject {
    /// Whether an assistive technology has registered for events.
    var isAssistiveTechnologyListening: Bool { get }
    /// An app posted a notification.
    func accessibilityDidPost(_ notification: Accessibility.Notification, argument: Any?)
    /// A window's content, layout or hierarchy may have changed.
    func accessibilityWindowDidChange(_ window: Window)
    /// Keyboard focus moved in a window (to `node`, or away when `nil`).
    func accessibilityFocusDidChange(in window: Window, to node: AccessibilityNode?)
}

/// A weak reference to a window.
@MainActor
internal struct WeakWindow {
    weak var window: Window?
}
