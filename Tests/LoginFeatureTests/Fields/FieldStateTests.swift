import LoginFeature
import Testing

struct FieldStateTests {
    private struct Form {
        var email = FieldState()
        var password = FieldState.secure
        static var fields: [WritableKeyPath<Form, FieldState>] { [\.email, \.password] }
    }

    @Test func floatingLabelRaisedWhileFocusedOrNonEmpty() {
        var field = FieldState()
        #expect(!field.isLabelRaised)
        field.apply(.beganEditing)
        #expect(field.isLabelRaised)
        field.apply(.endedEditing)
        #expect(!field.isLabelRaised)
        field.apply(.changed("a"))
        #expect(field.isLabelRaised)
        field.apply(.changed(""))
        #expect(!field.isLabelRaised)
    }

    @Test func borderIsNormalFocusedOrErrorWithErrorWinning() {
        var field = FieldState()
        #expect(field.border == .normal)
        field.apply(.beganEditing)
        #expect(field.border == .focused)
        field.message = "The passwords do not match."
        #expect(field.border == .error)
        field.apply(.endedEditing)
        #expect(field.border == .error)
        field.message = nil
        #expect(field.border == .normal)
    }

    @Test func passwordRevealToggleOnlyAffectsSecureFields() {
        var password = FieldState.secure
        #expect(password.isTextHidden)
        password.apply(.toggledReveal)
        #expect(!password.isTextHidden)
        #expect(password.isRevealed)
        password.apply(.toggledReveal)
        #expect(password.isTextHidden)

        let email = FieldState().applying(.toggledReveal)
        #expect(!email.isRevealed)
        #expect(!email.isTextHidden)
    }

    @Test func backgroundTapDismissesKeyboardInEveryField() {
        var form = Form()
        FormFocus.apply(.beganEditing, to: \.email, among: Form.fields, in: &form)
        #expect(FormFocus.isKeyboardVisible(Form.fields, in: form))
        FormFocus.apply(.backgroundTapped, to: \.email, among: Form.fields, in: &form)
        #expect(!form.email.isFocused)
        #expect(!form.password.isFocused)
        #expect(!FormFocus.isKeyboardVisible(Form.fields, in: form))
    }

    @Test func onlyOneFieldIsEditedAtATime() {
        var form = Form()
        FormFocus.apply(.beganEditing, to: \.email, among: Form.fields, in: &form)
        FormFocus.apply(.beganEditing, to: \.password, among: Form.fields, in: &form)
        #expect(!form.email.isFocused)
        #expect(form.password.isFocused)
        FormFocus.apply(.changed("secret"), to: \.password, among: Form.fields, in: &form)
        #expect(form.password.text == "secret")
        #expect(form.email.text.isEmpty)
    }

    @Test func emailLabelTurnsGreenWhileValidAndRedWithAMessage() {
        var field = FieldState()
        #expect(field.labelTint == .neutral)
        field.text = "ada@example.com"
        field.isValid = true
        #expect(field.labelTint == .valid)
        field.message = "An account already uses this e-mail address."
        #expect(field.labelTint == .invalid)
    }

    @Test func indicatorsAreMintWhileValidAndRedOtherwise() {
        #expect(ValidityTint(isValid: true) == .valid)
        #expect(ValidityTint(isValid: false) == .invalid)
    }

    @Test func loginButtonColourFollowsItsEnabledState() {
        #expect(ButtonTint(isEnabled: true) == .accent)
        #expect(ButtonTint(isEnabled: false) == .inactive)
    }
}
