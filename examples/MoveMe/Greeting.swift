import TouchKit

/// "Welcome" in one language, with a font that has its letters.
///
/// Cairo's toy text API (see `Font`) draws a string with one face and no fallback, so a
/// script that DejaVu Sans lacks names a face that has it: Droid Sans Fallback, from
/// Debian's `fonts-droid-fallback` (in the Makefile's packages), for Chinese and
/// Japanese. The toy API does no shaping and no right-to-left layout either, which is
/// why Arabic, Hebrew and Devanagari are not in the list.
struct Greeting {
    /// The greeting.
    var text: String
    /// The language's English name.
    var language: String
    /// The font family that draws `text`.
    var fontFamily = "DejaVu Sans"

    /// The greetings a double tap steps through, in order.
    static let all: [Greeting] = [
        Greeting(text: "Welcome", language: "English"),
        Greeting(text: "Bienvenue", language: "French"),
        Greeting(text: "Willkommen", language: "German"),
        Greeting(text: "Καλώς ήρθατε", language: "Greek"),
        Greeting(text: "Добро пожаловать", language: "Russian"),
        Greeting(text: "ようこそ", language: "Japanese", fontFamily: "Droid Sans Fallback"),
        Greeting(text: "欢迎", language: "Chinese", fontFamily: "Droid Sans Fallback"),
        Greeting(text: "მოგესალმებით", language: "Georgian"),
        Greeting(text: "Բարի գալուստ", language: "Armenian"),
    ]

    /// The bold font of the given size in this greeting's family.
    func font(size: Double) -> Font {
        Font(family: fontFamily, size: size, weight: .bold)
    }
}
