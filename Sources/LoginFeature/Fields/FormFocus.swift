/// Focus across a form's fields: at most one is edited at a time, and a background tap ends editing
/// everywhere (the keyboard goes away).
///
/// `fields` lists the form's fields as key paths into its state, e.g. `[\.email, \.password]`.
public enum FormFocus {
    /// Applies `event` to `field` and keeps the other `fields` consistent: when one field begins
    /// editing every other one stops, and a background tap unfocuses them all.
    public static func apply<Form>(
        _ event: FieldEvent, to field: WritableKeyPath<Form, FieldState>,
        among fields: [WritableKeyPath<Form, FieldState>], in form: inout Form
    ) {
        switch event {
        case .beganEditing:
            for other in fields where other != field { form[keyPath: other].isFocused = false }
            form[keyPath: field].apply(event)
        case .backgroundTapped:
            dismissKeyboard(fields, in: &form)
        default:
            form[keyPath: field].apply(event)
        }
    }

    /// Ends editing in every field (background tap).
    public static func dismissKeyboard<Form>(
        _ fields: [WritableKeyPath<Form, FieldState>], in form: inout Form
    ) {
        for field in fields { form[keyPath: field].apply(.backgroundTapped) }
    }

    /// Whether the keyboard is up: some field is being edited.
    public static func isKeyboardVisible<Form>(_ fields: [WritableKeyPath<Form, FieldState>], in form: Form)
        -> Bool
    {
        fields.contains { form[keyPath: $0].isFocused }
    }
}
