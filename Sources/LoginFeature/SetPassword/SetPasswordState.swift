/// Everything the set-password screen shows, recomputed from the latest two texts.
public struct SetPasswordState: Sendable, Hashable {
    /// The password is long enough (check mark beside the password field).
    public var isPasswordValid: Bool
    /// The password is valid and the confirmation repeats it (check mark beside the confirmation).
    public var isConfirmationValid: Bool
    /// The "next" button is enabled.
    public var isNextEnabled: Bool
    /// The "passwords differ" label is hidden.
    public var isErrorHidden: Bool

    /// The state before anything is typed: nothing checked, button disabled, error hidden.
    public init(
        isPasswordValid: Bool = false, isConfirmationValid: Bool = false, isNextEnabled: Bool = false,
        isErrorHidden: Bool = true
    ) {
        self.isPasswordValid = isPasswordValid
        self.isConfirmationValid = isConfirmationValid
        self.isNextEnabled = isNextEnabled
        self.isErrorHidden = isErrorHidden
    }

    /// The rules of the screen:
    /// - the password check passes when the policy accepts the password (at least 6 characters by
    ///   default);
    /// - the confirmation check passes when the password check passes and both texts are equal;
    /// - the error shows when the password check passes, the confirmation is not empty and differs;
    /// - "next" is enabled when both checks pass.
    public init(password: String, confirmation: String, rules: CredentialRules = CredentialRules()) {
        self.init()
        if rules.isValidPassword(password) {
            isPasswordValid = true
            if password == confirmation {
                isConfirmationValid = true
                isNextEnabled = true
            } else {
                isErrorHidden = false
            }
        }
        if confirmation.isEmpty {
            isErrorHidden = true
        }
    }

    /// The confirmation field's border: red while the error shows, otherwise by focus.
    public func confirmationBorder(isFocused: Bool) -> FieldBorder {
        if !isErrorHidden { return .error }
        return isFocused ? .focused : .normal
    }
}
