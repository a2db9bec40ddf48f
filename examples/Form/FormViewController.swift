import Foundation
import TouchKit

/// Writes one line to standard output at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The sign-up form: four fields, a notes view and a button, in a scroll view.
@MainActor
final class FormViewController: ViewController, TextFieldDelegate {
    let scrollView = ScrollView(frame: .zero)
    let name = TextField(frame: .zero)
    let email = TextField(frame: .zero)
    let password = TextField(frame: .zero)
    let age = TextField(frame: .zero)
    let notes = TextView(frame: .zero)
    let signUp = Button(title: "Sign up")
    let status = Label(text: "")
    private var labels: [Label] = []
    private var didFocus = false

    /// The fields in the order Return visits them.
    var fields: [TextField] { [name, email, password, age] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scrollView)

        name.placeholder = "Name"
        name.autocapitalizationType = .words
        name.textContentType = .name
        name.returnKeyType = .next
        email.placeholder = "E-mail"
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.textContentType = .emailAddress
        email.returnKeyType = .next
        password.placeholder = "Password (8 or more)"
        password.isSecureTextEntry = true
        password.textContentType = .newPassword
        password.returnKeyType = .next
        age.placeholder = "Age"
        age.keyboardType = .numberPad
        age.returnKeyType = .next
        for (field, title) in zip(fields, ["name", "email", "password", "age"]) {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addAction(for: .editingChanged) { [weak self] control in
                let text = (control as? TextField)?.text ?? ""
                say("\(title)=\(text)")
                self?.validate()
            }
            let label = Label(text: title.capitalized)
            label.font = .system(size: 13, weight: .semibold)
            label.textColor = .secondaryLabel
            labels.append(label)
            scrollView.addSubview(label)
            scrollView.addSubview(field)
        }
        let notesLabel = Label(text: "Notes")
        notesLabel.font = .system(size: 13, weight: .semibold)
        notesLabel.textColor = .secondaryLabel
        labels.append(notesLabel)
        scrollView.addSubview(notesLabel)
        notes.layer.borderWidth = 1
        notes.layer.borderColor = .systemGray4
        notes.layer.cornerRadius = 5
        scrollView.addSubview(notes)
        signUp.isEnabled = false
        signUp.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            let line = "signed up \(self.name.text ?? "")"
            self.status.text = line
            say(line)
        }
        scrollView.addSubview(signUp)
        scrollView.addSubview(status)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let width = min(view.bounds.width - 40, 440)
        let x = (view.bounds.width - width) / 2
        var y = 24.0
        for (index, label) in labels.enumerated() {
            label.frame = Rect(x: x, y: y, width: width, height: 18)
            y += 22
            if index < fields.count {
                fields[index].frame = Rect(x: x, y: y, width: width, height: 36)
                y += 48
            } else {
                notes.frame = Rect(x: x, y: y, width: width, height: 120)
                y += 132
            }
        }
        signUp.frame = Rect(x: x, y: y, width: width, height: 44)
        status.frame = Rect(x: x, y: y + 56, width: width, height: 24)
        scrollView.contentSize = Size(width: view.bounds.width, height: y + 100)
        if !didFocus, view.window != nil {
            didFocus = true
            name.becomeFirstResponder()  // Ready to type, as a sign-up screen is.
        }
    }

    /// Whether the form may be sent.
    var isValid: Bool {
        let mail = email.text ?? ""
        let at = mail.firstIndex(of: "@")
        let validMail = at.map { mail[$0...].dropFirst().contains(".") && $0 != mail.startIndex } ?? false
        let ageText = age.text ?? ""
        return !(name.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty && validMail
            && (password.text ?? "").count >= 8 && !ageText.isEmpty && ageText.allSatisfy(\.isNumber)
    }

    private func validate() {
        signUp.isEnabled = isValid
    }

    /// Return moves to the next field; on the last, to the notes.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if let index = fields.firstIndex(where: { $0 === textField }) {
            if index + 1 < fields.count {
                fields[index + 1].becomeFirstResponder()
            } else {
                notes.becomeFirstResponder()
            }
        }
        return false
    }
}
