import AuthModel
import Foundation
import RxCore

/// The authentication dependency features use: a value of `@Sendable` closures, one per operation.
///
/// Features call the labelled methods (`signIn(email:password:)`, `signIn(with:)`, …) from
/// `AuthClient+Calls.swift`; the closures are what a live or test value provides. Build the live value
/// with `AuthClient.live(configuration:store:)`, a test value from ``AuthClient/failing`` with the
/// endpoints a test uses overridden. Every stream fails with AuthModel's `AuthError` (the failing
/// value's with ``AuthClient/Unimplemented``). Operations run when subscribed; disposing a
/// subscription cancels its request.
public struct AuthClient: Sendable {
    // MARK: Signing in and out

    /// Creates an e-mail/password account and signs it in (`accounts:signUp`).
    public var signUp:
        @Sendable (_ email: String, _ password: String, _ displayName: String?) -> Single<AuthUser>
    /// Signs in with an e-mail address and password (`accounts:signInWithPassword`).
    public var signIn: @Sendable (_ email: String, _ password: String) -> Single<AuthUser>
    /// Creates an anonymous account and signs it in (`accounts:signUp` without credentials).
    public var signInAnonymously: @Sendable () -> Single<AuthUser>
    /// Signs in with a provider credential (`accounts:signInWithIdp`, password or e-mail link sign-in).
    public var signInWithCredential: @Sendable (_ credential: ProviderCredential) -> Single<AuthUser>
    /// Signs in with a custom token from the app's server (`accounts:signInWithCustomToken`).
    public var signInWithCustomToken: @Sendable (_ token: String) -> Single<AuthUser>
    /// Forgets the session, in memory and in the store.
    public var signOut: @Sendable () -> Completable

    // MARK: The current user

    /// The signed-in user, `nil` when signed out. Replays the current value to each new subscriber.
    public var authState: Observable<AuthUser?>
    /// Fetches the current user's profile again (`accounts:lookup`).
    public var reload: @Sendable () -> Single<AuthUser>
    /// Returns a session whose ID token is valid for at least the refresh margin, refreshing it when
    /// needed or when `force` is true (`securetoken …/v1/token`).
    public var refreshIDToken: @Sendable (_ force: Bool) -> Single<AuthSession>
    /// Links a credential to the current account (e.g. to keep an anonymous account).
    public var link: @Sendable (_ credential: ProviderCredential) -> Single<AuthUser>
    /// Removes a linked provider (`accounts:update` with `deleteProvider`).
    public var unlink: @Sendable (_ providerID: String) -> Single<AuthUser>
    /// Changes the display name and photo URL (`accounts:update`). `nil` keeps a field as it is; an
    /// empty display name removes it.
    public var updateProfile: @Sendable (_ displayName: String?, _ photoURL: URL?) -> Single<AuthUser>
    /// Changes the e-mail address (`accounts:update`); the server issues new tokens.
    public var updateEmail: @Sendable (_ email: String) -> Single<AuthUser>
    /// Changes the password (`accounts:update`); the server issues new tokens.
    public var updatePassword: @Sendable (_ password: String) -> Completable
    /// Deletes the account (`accounts:delete`) and signs out.
    public var deleteAccount: @Sendable () -> Completable

    // MARK: E-mail actions

    /// Sends a password-reset e-mail (`accounts:sendOobCode`, `PASSWORD_RESET`).
    public var sendPasswordReset: @Sendable (_ email: String) -> Completable
    /// Mails a sign-in link (`accounts:sendOobCode`, `EMAIL_SIGNIN`) that leads to `settings.url`; sign
    /// in with ``ProviderCredential/emailLink(email:link:)``.
    public var sendSignInLink: @Sendable (_ email: String, _ settings: ActionCodeSettings) -> Completable
    /// Sends the current user a verification e-mail (`accounts:sendOobCode`, `VERIFY_EMAIL`).
    public var sendEmailVerification: @Sendable () -> Completable
    /// Checks a password-reset code and returns the e-mail address it belongs to.
    public var verifyPasswordResetCode: @Sendable (_ code: String) -> Single<String>
    /// Sets a new password with a password-reset code (`accounts:resetPassword`).
    public var confirmPasswordReset: @Sendable (_ code: String, _ newPassword: String) -> Completable

    // MARK: Phone numbers and second factors

    /// Texts a code to an E.164 number (`accounts:sendVerificationCode`) and returns the verification
    /// id; sign in or link with ``ProviderCredential/phone(verificationID:code:)``.
    public var sendVerificationCode:
        @Sendable (_ phoneNumber: String, _ recaptchaToken: String?) -> Single<String>
    /// Asks the server for a TOTP secret for the current user (v2 `mfaEnrollment:start`).
    public var startTOTPEnrollment: @Sendable () -> Single<TOTPSecret>
    /// Texts a code to a number the current user wants as a second factor (v2 `mfaEnrollment:start`)
    /// and returns the verification id.
    public var startPhoneEnrollment:
        @Sendable (_ phoneNumber: String, _ recaptchaToken: String?) -> Single<String>
    /// Finishes an enrolment (v2 `mfaEnrollment:finalize`); the server issues new tokens.
    public var enroll:
        @Sendable (_ assertion: MultiFactorAssertion, _ displayName: String?) -> Single<AuthUser>
    /// Removes a second factor by its ``MultiFactorInfo/uid`` (v2 `mfaEnrollment:withdraw`).
    public var unenroll: @Sendable (_ factorUID: String) -> Single<AuthUser>
    /// Texts the code of an SMS factor for a sign-in that needs it (v2 `mfaSignIn:start`) and returns
    /// the verification id.
    public var startSecondFactorSignIn:
        @Sendable (_ challenge: MultiFactorChallenge, _ factorUID: String, _ recaptchaToken: String?)
            -> Single<String>
    /// Finishes a sign-in that failed with ``AuthModel/AuthError/Kind/multiFactorRequired``
    /// (v2 `mfaSignIn:finalize`), like Firebase's `MultiFactorResolver.resolveSignIn`.
    public var resolveSignIn:
        @Sendable (_ challenge: MultiFactorChallenge, _ assertion: MultiFactorAssertion) -> Single<AuthUser>

    // MARK: Passkeys

    /// Asks the server for the options to create a passkey for the current user (v2
    /// `passkeyEnrollment:start`); hand them to the platform (a browser, iOS's `ASAuthorization`).
    public var startPasskeyEnrollment: @Sendable () -> Single<PasskeyCreationOptions>
    /// Registers the platform's new credential under `name` (v2 `passkeyEnrollment:finalize`); the
    /// server issues new tokens.
    public var finalizePasskeyEnrollment:
        @Sendable (_ credential: WebAuthnCredential, _ name: String?) -> Single<AuthUser>
    /// Asks the server for the options of a usernameless passkey sign-in (v2 `passkeySignIn:start`).
    public var startPasskeySignIn: @Sendable () -> Single<PasskeyRequestOptions>
    /// Signs in with the platform's assertion (v2 `passkeySignIn:finalize`); fails with
    /// ``AuthModel/AuthError/Kind/multiFactorRequired`` when the server asks for a second factor.
    public var finalizePasskeySignIn: @Sendable (_ credential: WebAuthnCredential) -> Single<AuthUser>
    /// Removes one of the current user's passkeys by its ``AuthModel/Passkey/credentialID``
    /// (`accounts:update` with `deletePasskey`).
    public var deletePasskey: @Sendable (_ credentialID: String) -> Single<AuthUser>

    /// Creates a client from one closure per operation.
    public init(
        signUp:
            @escaping @Sendable (_ email: String, _ password: String, _ displayName: String?)
            -> Single<AuthUser>,
        signIn: @escaping @Sendable (_ email: String, _ password: String) -> Single<AuthUser>,
        signInAnonymously: @escaping @Sendable () -> Single<AuthUser>,
        signInWithCredential: @escaping @Sendable (_ credential: ProviderCredential) -> Single<AuthUser>,
        signInWithCustomToken: @escaping @Sendable (_ token: String) -> Single<AuthUser>,
        signOut: @escaping @Sendable () -> Completable,
        authState: Observable<AuthUser?>,
        reload: @escaping @Sendable () -> Single<AuthUser>,
        refreshIDToken: @escaping @Sendable (_ force: Bool) -> Single<AuthSession>,
        link: @escaping @Sendable (_ credential: ProviderCredential) -> Single<AuthUser>,
        unlink: @escaping @Sendable (_ providerID: String) -> Single<AuthUser>,
        updateProfile: @escaping @Sendable (_ displayName: String?, _ photoURL: URL?) -> Single<AuthUser>,
        updateEmail: @escaping @Sendable (_ email: String) -> Single<AuthUser>,
        updatePassword: @escaping @Sendable (_ password: String) -> Completable,
        deleteAccount: @escaping @Sendable () -> Completable,
        sendPasswordReset: @escaping @Sendable (_ email: String) -> Completable,
        sendSignInLink: @escaping @Sendable (_ email: String, _ settings: ActionCodeSettings) -> Completable,
        sendEmailVerification: @escaping @Sendable () -> Completable,
        verifyPasswordResetCode: @escaping @Sendable (_ code: String) -> Single<String>,
        confirmPasswordReset: @escaping @Sendable (_ code: String, _ newPassword: String) -> Completable,
        sendVerificationCode:
            @escaping @Sendable (_ phoneNumber: String, _ recaptchaToken: String?) -> Single<String>,
        startTOTPEnrollment: @escaping @Sendable () -> Single<TOTPSecret>,
        startPhoneEnrollment:
            @escaping @Sendable (_ phoneNumber: String, _ recaptchaToken: String?) -> Single<String>,
        enroll:
            @escaping @Sendable (_ assertion: MultiFactorAssertion, _ displayName: String?) -> Single<
                AuthUser
            >,
        unenroll: @escaping @Sendable (_ factorUID: String) -> Single<AuthUser>,
        startSecondFactorSignIn:
            @escaping @Sendable (
                _ challenge: MultiFactorChallenge, _ factorUID: String, _ recaptchaToken: String?
            )
            -> Single<String>,
        resolveSignIn:
            @escaping @Sendable (_ challenge: MultiFactorChallenge, _ assertion: MultiFactorAssertion)
            -> Single<AuthUser>,
        startPasskeyEnrollment: @escaping @Sendable () -> Single<PasskeyCreationOptions>,
        finalizePasskeyEnrollment:
            @escaping @Sendable (_ credential: WebAuthnCredential, _ name: String?) -> Single<AuthUser>,
        startPasskeySignIn: @escaping @Sendable () -> Single<PasskeyRequestOptions>,
        finalizePasskeySignIn: @escaping @Sendable (_ credential: WebAuthnCredential) -> Single<AuthUser>,
        deletePasskey: @escaping @Sendable (_ credentialID: String) -> Single<AuthUser>
    ) {
        self.signUp = signUp
        self.signIn = signIn
        self.signInAnonymously = signInAnonymously
        self.signInWithCredential = signInWithCredential
        self.signInWithCustomToken = signInWithCustomToken
        self.signOut = signOut
        self.authState = authState
        self.reload = reload
        self.refreshIDToken = refreshIDToken
        self.link = link
        self.unlink = unlink
        self.updateProfile = updateProfile
        self.updateEmail = updateEmail
        self.updatePassword = updatePassword
        self.deleteAccount = deleteAccount
        self.sendPasswordReset = sendPasswordReset
        self.sendSignInLink = sendSignInLink
        self.sendEmailVerification = sendEmailVerification
        self.verifyPasswordResetCode = verifyPasswordResetCode
        self.confirmPasswordReset = confirmPasswordReset
        self.sendVerificationCode = sendVerificationCode
        self.startTOTPEnrollment = startTOTPEnrollment
        self.startPhoneEnrollment = startPhoneEnrollment
        self.enroll = enroll
        self.unenroll = unenroll
        self.startSecondFactorSignIn = startSecondFactorSignIn
        self.resolveSignIn = resolveSignIn
        self.startPasskeyEnrollment = startPasskeyEnrollment
        self.finalizePasskeyEnrollment = finalizePasskeyEnrollment
        self.startPasskeySignIn = startPasskeySignIn
        self.finalizePasskeySignIn = finalizePasskeySignIn
        self.deletePasskey = deletePasskey
    }
}
