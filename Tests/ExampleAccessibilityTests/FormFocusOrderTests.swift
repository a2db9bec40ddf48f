import Testing
import TouchKit
import TouchKitTestHost

@testable import Form

/// SPEC A14, A19: Tab through the Form example.
@MainActor
@Suite("Form: keyboard focus order (SPEC A19)")
struct FormFocusOrderTests {
    @Test("A19: Tab goes down the form: the four fields, then the notes; Sign up is skipped while it is disabled")
    func order() {
        let form = FormViewController()
        let host = FocusOrder.host(form, size: Size(width: 480, height: 640))
        form.name.resignFirstResponder()
        #expect(FocusOrder.tabOrder(host) == ["Name", "E-mail", "Password (8 or more)", "Age", "text"])
        form.signUp.isEnabled = true
        #expect(FocusOrder.tabOrder(host).last == "Sign up")
    }
}
