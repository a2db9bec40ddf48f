// Form: a sign-up form in a scroll view, the first screen most apps have.
//
// Tap a field and type: the caret goes where you tap, a double tap selects a word,
// the arrows move by cluster (Shift selects, Ctrl moves by word), Backspace removes a
// whole accented letter or emoji, and Ctrl+A, C, X, V and Z do what they do
// everywhere. Return moves to the next field, Tab too (Shift+Tab back). The button
// turns on when the name is filled, the e-mail has an @ and a dot after it, the
// password has eight characters or more and the age is a number.
//
// What it shows (SPEC rules in parentheses): TextField with placeholder, border,
// clear button and secure entry (X1-X9, X11); the delegate's textFieldShouldReturn
// moving focus (X8); the keyboard types of each field, which an on-screen keyboard
// reads (X9); a multi-line TextView for the notes (X8); .editingChanged driving the
// button (X7). By touch: a long press or a drag on the caret moves it, handles extend a
// selection, and a tap on the selection shows Cut, Copy, Paste and Select All (X14,
// X15); the notes view still scrolls (X16). When the window shrinks or is covered for
// an on-screen keyboard, the field being edited scrolls into view (X17); an input
// method's Arabic or Japanese preedit shows underlined in any field (X19).
//
// Every change of a field prints one line, `<field>=<text>`, and the button prints
// `signed up <name>`, so a test can follow the form from its standard output.
//
// Files: FormViewController.swift (the form), and this one (the window).
import TouchKit
import TouchKitWayland

MainActor.assumeIsolated {
    let window = Window(frame: Rect(x: 0, y: 0, width: 480, height: 640))
    window.title = "Form"
    window.rootViewController = FormViewController()
    window.makeKeyAndVisible()
    Application.shared.run()
}
