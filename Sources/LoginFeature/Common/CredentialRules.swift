import Foundation
import AuthModel

/// The validation rules every screen shares: e-mail addresses by AuthModel's `EmailAddress` (WHATWG
/// grammar, at most 254 characters) and passwords by a `PasswordPolicy` (Firebase's by default).
public struct CredentialRules: Sendable, Hashable {
    /// The password policy new and typed passwords are checked against.
    public var passwordPolicy: PasswordPolicy

    /// Rules with `passwordPolicy` (default: Firebase's, 6…4096 characters).
    public init(passwordPolicy: PasswordPolicy = .firebaseDefault) {
        self.passwordPolicy = passwordPolicy
    }

    /// Whether `email` is a valid address (surrounding spaces are ignored).
    public func isValidEmail(_ email: String) -> Bool {
        EmailAddress(email) != nil
    }

    /// Whether `password` meets the policy.
    public func isValidPassword(_ password: String) -> Bool {
        passwordPolicy.isSatisfied(by: password)
    }

    /// The message under an e-mail field, or `nil` when the address is valid.
    public func emailMessage(for email: String, in language: AuthLanguage) -> String? {
        if email.trimmingCharacters(in: .whitespaces).isEmpty {
            return LoginText.emailMissing.localized(in: language)
        }
        return isValidEmail(email) ? nil : LoginText.emailInvalid.localized(in: language)
    }

    /// The message under a new-password field: the first rule of the policy the password misses (in
    /// AuthModel's words), or `nil` when it meets them all.
    public func passwordMessage(for password: String, in language: AuthLanguage) -> String? {
        if password.isEmpty { return LoginText.passwordMissing.localized(in: language) }
        return passwordPolicy.evaluate(password).unmetRequirements.first?.localizedDescription(for: language)
    }

    /// The message under a confirmation field, or `nil` when it repeats the password.
    public func confirmationMessage(password: String, confirmation: String, in language: AuthLanguage)
        -> String?
    {
        confirmation == password ? nil : LoginText.passwordConfirmationMismatch.localized(in: language)
    }
}
