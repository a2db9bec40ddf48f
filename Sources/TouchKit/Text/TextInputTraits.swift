/// What a text entry wants from a keyboard (UIKit's `UITextInputTraits`): the layout of
/// an on-screen keyboard, its Return key, capitalization and correction, the kind of
/// content and whether it is secret (SPEC X9).
///
/// Every requirement has a default (``KeyboardType/default``, not secure, ...), so a
/// custom ``KeyInput`` adopter declares only what it needs. ``TextField`` and
/// ``TextView`` store each as a settable property. On Wayland the traits become
/// text-input-v3's content hint and purpose.
@MainActor
public protocol TextInputTraits {
    /// The layout of the on-screen keyboard.
    var keyboardType: KeyboardType { get }
    /// The title of the on-screen keyboard's Return key.
    var returnKeyType: ReturnKeyType { get }
    /// When the keyboard turns on Shift by itself.
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// Whether the input method corrects spelling.
    var autocorrectionType: TextAutocorrectionType { get }
    /// What the text means (an e-mail address, a password, ...), or `nil`.
    var textContentType: TextContentType? { get }
    /// Whether the text is secret: drawn as bullets, not copied, hidden from input
    /// methods' learning.
    var isSecureTextEntry: Bool { get }
}

extension TextInputTraits {
    /// ``KeyboardType/default``.
    public var keyboardType: KeyboardType { .default }
    /// ``ReturnKeyType/default``.
    public var returnKeyType: ReturnKeyType { .default }
    /// ``TextAutocapitalizationType/sentences``.
    public var autocapitalizationType: TextAutocapitalizationType { .sentences }
    /// ``TextAutocorrectionType/default``.
    public var autocorrectionType: TextAutocorrectionType { .default }
    /// `nil`.
    public var textContentType: TextContentType? { nil }
    /// `false`.
    public var isSecureTextEntry: Bool { false }
}

/// The layout of an on-screen keyboard (UIKit's `UIKeyboardType`).
public enum KeyboardType: Sendable, Hashable {
    /// Letters, for any text.
    case `default`
    /// Letters, numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For web addresses (UIKit's spelling).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits only.
    case numberPad
    /// For telephone numbers.
    case phonePad
    /// For a name or a telephone number.
    case namePhonePad
    /// For e-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For user names and hashtags.
    case twitter
    /// For web search terms.
    case webSearch
    /// Digits, ASCII only.
    case asciiCapableNumberPad
}

/// The title of the on-screen keyboard's Return key (UIKit's `UIReturnKeyType`).
public enum ReturnKeyType: Sendable, Hashable {
    /// "Return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// When the keyboard turns on Shift by itself (UIKit's `UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Sendable, Hashable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence.
    case sentences
    /// Always.
    case allCharacters
}

/// Whether the input method corrects spelling (UIKit's `UITextAutocorrectionType`).
public enum TextAutocorrectionType: Sendable, Hashable {
    /// As the input method's settings say.
    case `default`
    /// No correction.
    case no
    /// Correction.
    case yes
}

/// What the text of an entry means (UIKit's `UITextContentType`).
public struct TextContentType: RawRepresentable, Sendable, Hashable {
    /// UIKit's name for the content type.
    public var rawValue: String
    /// Creates a content type.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = TextContentType(rawValue: "name")
    /// An e-mail address.
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
    /// A web address (UIKit's spelling).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = TextContentType(rawValue: "URL")
    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// A password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = TextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
    /// A date and time.
    public static let dateTime = TextContentType(rawValue: "dateTime")
}
