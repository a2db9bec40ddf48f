import TouchKit

/// "Welcome" in one language.
///
/// Every greeting is drawn in the desktop's sans (`Font.system`): Pango shapes it and
/// fontconfig finds a font per character for the scripts that font lacks (Noto Sans
/// Arabic, Hebrew, Devanagari and CJK from the Makefile's `fonts-noto-core` and
/// `fonts-noto-cjk`). Arabic joins its letters and reads right to left; Hindi's स्व
/// is a conjunct, one glyph cluster.
struct Greeting {
    /// The greeting.
    var text: String
    /// The language's English name.
    var language: String

    /// The greetings a double tap steps through, in order.
    static let all: [Greeting] = [
        Greeting(text: "Welcome", language: "English"),
        Greeting(text: "Bienvenue", language: "French"),
        Greeting(text: "Willkommen", language: "German"),
        Greeting(text: "أهلاً وسهلاً", language: "Arabic"),
        Greeting(text: "ברוכים הבאים", language: "Hebrew"),
        Greeting(text: "स्वागत है", language: "Hindi"),
        Greeting(text: "Καλώς ήρθατε", language: "Greek"),
        Greeting(text: "Добро пожаловать", language: "Russian"),
        Greeting(text: "ようこそ", language: "Japanese"),
        Greeting(text: "欢迎", language: "Chinese"),
        Greeting(text: "მოგესალმებით", language: "Georgian"),
        Greeting(text: "Բարի գալուստ", language: "Armenian"),
    ]
}
