import AuthModel

extension LoginText {
    /// The title of the alert that shows `message`: "Warning!" for wrong credentials, as in the seed's
    /// invalid-credentials alert, and ``failureTitle`` for every other failure.
    public static func alertTitle(for message: String, in language: AuthLanguage) -> String {
        let credentials = [
            LoginText.invalidCredentials.localized(in: language),
            AuthError(.invalidLoginCredentials).localizedDescription(for: language),
            AuthError(.invalidPassword).localizedDescription(for: language),
        ]
        return (credentials.contains(message) ? LoginText.warningTitle : .failureTitle).localized(
            in: language)
    }
}
