import AuthModel
import Foundation
import RxCore

// MARK: - Labelled call sites

extension AuthClient {
    /// Creates an e-mail/password account and signs it in.
    public func signUp(email: String, password: String, displayName: String? = nil) -> Single<AuthUser> {
        signUp(email, password, displayName)
    }

    /// Signs in with an e-mail address and password.
    public func signIn(email: String, password: String) -> Single<AuthUser> {
        signIn(email, password)
    }

    /// Signs in with a Google, Apple or e-mail credential.
    public func signIn(with credential: ProviderCredential) -> Single<AuthUser> {
        signInWithCredential(credential)
    }

    /// Signs in with the sign-in link mailed to `email` (the link in the mail, or the app URL it led to).
    public func signIn(email: String, link: String) -> Single<AuthUser> {
        signInWithCredential(.emailLink(email: email, link: link))
    }

    /// Signs in with a custom token minted by the app's server (firebase-admin's `create_custom_token`).
    public func signIn(withCustomToken token: String) -> Single<AuthUser> {
        signInWithCustomToken(token)
    }

    /// Mails `email` a sign-in link leading to `settings.url`.
    public func sendSignInLink(email: String, settings: ActionCodeSettings) -> Completable {
        sendSignInLink(email, settings)
    }

    /// Whether `link` is an e-mail sign-in link (Firebase's `isSignInWithEmailLink`).
    public static func isSignInWithEmailLink(_ link: String) -> Bool {
        EmailSignInLink.isSignInLink(link)
    }

    /// Links a credential to the current account.
    public func link(with credential: ProviderCredential) -> Single<AuthUser> {
        link(credential)
    }

    /// Removes a linked provider such as `google.com` from the current account.
    public func unlink(providerID: String) -> Single<AuthUser> {
        unlink(providerID)
    }

    /// Changes the display name and photo URL; `nil` keeps a field, an empty name removes it.
    public func updateProfile(displayName: String? = nil, photoURL: URL? = nil) -> Single<AuthUser> {
        updateProfile(displayName, photoURL)
    }

    /// Changes the current user's e-mail address.
    public func updateEmail(to email: String) -> Single<AuthUser> {
        updateEmail(email)
    }

    /// Changes the current user's password.
    public func updatePassword(to password: String) -> Completable {
        updatePassword(password)
    }

    /// Returns a session with a fresh-enough ID token, refreshing when needed or when `force` is set.
    public func refreshIDToken(force: Bool = false) -> Single<AuthSession> {
        refreshIDToken(force)
    }

    /// Texts a sign-in code to an E.164 number and returns the verification id.
    public func sendVerificationCode(to phoneNumber: String, recaptchaToken: String? = nil) -> Single<String>
    {
        sendVerificationCode(phoneNumber, recaptchaToken)
    }

    /// Signs in with the verification id of a texted code and the code.
    public func signIn(verificationID: String, code: String) -> Single<AuthUser> {
        signInWithCredential(.phone(verificationID: verificationID, code: code))
    }

    /// Texts a code to a number the current user enrols as a second factor; returns the verification id.
    public func startPhoneEnrollment(phoneNumber: String, recaptchaToken: String? = nil) -> Single<String> {
        startPhoneEnrollment(phoneNumber, recaptchaToken)
    }

    /// Finishes enrolling a second factor.
    public func enroll(_ assertion: MultiFactorAssertion, displayName: String? = nil) -> Single<AuthUser> {
        enroll(assertion, displayName)
    }

    /// Removes a second factor of the current user.
    public func unenroll(factorUID: String) -> Single<AuthUser> {
        unenroll(factorUID)
    }

    /// Texts the code of an SMS factor for a sign-in that needs a second factor.
    public func startSecondFactorSignIn(
        _ challenge: MultiFactorChallenge, factorUID: String, recaptchaToken: String? = nil
    ) -> Single<String> {
        startSecondFactorSignIn(challenge, factorUID, recaptchaToken)
    }

    /// Finishes a sign-in that needs a second factor.
    public func resolveSignIn(_ challenge: MultiFactorChallenge, with assertion: MultiFactorAssertion)
        -> Single<AuthUser>
    {
        resolveSignIn(challenge, assertion)
    }

    /// Registers the platform's new passkey credential for the current user.
    public func finalizePasskeyEnrollment(_ credential: WebAuthnCredential, name: String? = nil)
        -> Single<AuthUser>
    {
        finalizePasskeyEnrollment(credential, name)
    }

    /// Signs in with the platform's passkey assertion.
    public func finalizePasskeySignIn(_ credential: WebAuthnCredential) -> Single<AuthUser> {
        finalizePasskeySignIn(credential)
    }

    /// Removes one of the current user's passkeys.
    public func deletePasskey(credentialID: String) -> Single<AuthUser> {
        deletePasskey(credentialID)
    }

    /// Sends a password-reset e-mail.
    public func sendPasswordReset(email: String) -> Completable {
        sendPasswordReset(email)
    }

    /// Checks a password-reset code and returns its e-mail address.
    public func verifyPasswordResetCode(_ code: String) -> Single<String> {
        verifyPasswordResetCode(code)
    }

    /// Sets a new password with a password-reset code.
    public func confirmPasswordReset(code: String, newPassword: String) -> Completable {
        confirmPasswordReset(code, newPassword)
    }
}
