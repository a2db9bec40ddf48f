// TextScene: fixed text for the text golden tests (Pango through Label).
//
// Not an example: TextGoldenTests launch it under headless Weston (at scale 1 and 2) and
// compare the capture with golden PNGs in Tests/TouchKitReplayTests/Goldens. Each label
// sits on a pale panel (its background) so that its edges show: a long English
// paragraph wrapped in a fixed width, a tail-truncated line, attributed runs; an Arabic
// line at its natural (right) edge, English and Hebrew and Arabic mixed in one line, a
// Devanagari word with a conjunct, and a character no installed font has (a box).
// The fonts come from the Makefile's packages (fonts-dejavu-core, fonts-noto-core,
// fonts-noto-cjk).
import TouchKit
import TouchKitWayland

/// The texts, shared with the tests through their accessibility identifiers.
enum Texts {
    static let paragraph =
        "Touches arrive in frames. Each finger is hit-tested once, when it lands, and keeps the view it touched until it lifts, however far it moves; a view that wants every finger turns on multiple touch, and one that wants to be alone turns on exclusive touch."
    static let truncated = "A line much too long for its label ends in an ellipsis instead of running past the edge."
    static let arabic = "مرحبا بكم في تطبيق اللمس"
    static let mixed = "Say שלום or مرحبا to greet."
    static let devanagari = "क्षमा"
    static let missing = "Missing: \u{10FFFD} (box)"
}

@MainActor
func label(_ text: String, _ frame: Rect, size: Double = 20, in window: Window) -> Label {
    let label = Label(frame: frame)
    label.text = text
    label.font = .system(size: size)
    label.backgroundColor = Color(red: 0.86, green: 0.90, blue: 0.96)
    label.accessibilityIdentifier = text
    window.addSubview(label)
    return label
}

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 640))
    window.title = "TextScene"
    window.backgroundColor = .white

    let paragraph = label(Texts.paragraph, Rect(x: 40, y: 40, width: 440, height: 0), size: 18, in: window)
    paragraph.numberOfLines = 0
    paragraph.lineBreakMode = .byWordWrapping
    paragraph.frame.size = paragraph.sizeThatFits(Size(width: 440, height: .infinity))

    let truncated = label(Texts.truncated, Rect(x: 40, y: 300, width: 440, height: 40), in: window)
    truncated.lineBreakMode = .byTruncatingTail

    let runs = label("", Rect(x: 40, y: 370, width: 440, height: 40), in: window)
    runs.attributedText =
        AttributedText("Bold", attributes: TextAttributes(font: .system(size: 20, weight: .bold)))
        + AttributedText(", ")
        + AttributedText(
            "italic", attributes: TextAttributes(font: Font(family: "sans-serif", size: 20, isItalic: true)))
        + AttributedText(", ")
        + AttributedText("red", attributes: TextAttributes(color: Color(red: 0.8, green: 0.1, blue: 0.1)))
        + AttributedText(" and ")
        + AttributedText("underlined", attributes: TextAttributes(isUnderlined: true))

    let arabic = label(Texts.arabic, Rect(x: 540, y: 40, width: 440, height: 44), size: 24, in: window)
    arabic.textAlignment = .natural

    _ = label(Texts.mixed, Rect(x: 540, y: 110, width: 440, height: 44), size: 24, in: window)

    let devanagari = label(Texts.devanagari, Rect(x: 540, y: 180, width: 440, height: 110), size: 72, in: window)
    devanagari.textAlignment = .center

    _ = label(Texts.missing, Rect(x: 540, y: 320, width: 440, height: 44), in: window)

    window.makeKeyAndVisible()
    Application.shared.run()
}
