import Foundation
import RxCore

extension AuthClient {
    /// A test value whose every operation fails with ``Unimplemented`` naming it (and, in debug
    /// builds, reports it on standard error). Override the closures a test uses.
    public static var failing: AuthClient { failing(reporting: reportUnimplementedToStandardError) }

    /// A test value whose every operation fails with ``Unimplemented`` and passes that error to
    /// `report` when called, e.g. `AuthClient.failing { Issue.record("\($0)") }` in Swift Testing.
    public static func failing(reporting report: @escaping @Sendable (Unimplemented) -> Void) -> AuthClient {
        @Sendable func unimplemented(_ endpoint: String) -> Unimplemented {
            let error = Unimplemented(endpoint: endpoint)
            report(error)
            return error
        }
        @Sendable func fail<Element>(_ endpoint: String) -> Single<Element> {
            Single.deferred { Single.error(unimplemented(endpoint)) }
        }
        @Sendable func fail(_ endpoint: String) -> Completable {
            Completable.deferred { Completable.error(unimplemented(endpoint)) }
        }
        return AuthClient(
            signUp: { _, _, _ in fail("signUp(email:password:displayName:)") },
            signIn: { _, _ in fail("signIn(email:password:)") },
            signInAnonymously: { fail("signInAnonymously()") },
            signInWithCredential: { _ in fail("signIn(with:)") },
            signInWithCustomToken: { _ in fail("signIn(withCustomToken:)") },
            signOut: { fail("signOut()") },
            authState: Observable.deferred { Observable.error(unimplemented("authState")) },
            reload: { fail("reload()") },
            refreshIDToken: { _ in fail("refreshIDToken(force:)") },
            link: { _ in fail("link(with:)") },
            unlink: { _ in fail("unlink(providerID:)") },
            updateProfile: { _, _ in fail("updateProfile(displayName:photoURL:)") },
            updateEmail: { _ in fail("updateEmail(to:)") },
            updatePassword: { _ in fail("updatePassword(to:)") },
            deleteAccount: { fail("deleteAccount()") },
            sendPasswordReset: { _ in fail("sendPasswordReset(email:)") },
            sendSignInLink: { _, _ in fail("sendSignInLink(email:settings:)") },
            sendEmailVerification: { fail("sendEmailVerification()") },
            verifyPasswordResetCode: { _ in fail("verifyPasswordResetCode(_:)") },
            confirmPasswordReset: { _, _ in fail("confirmPasswordReset(code:newPassword:)") },
            sendVerificationCode: { _, _ in fail("sendVerificationCode(to:recaptchaToken:)") },
            startTOTPEnrollment: { fail("startTOTPEnrollment()") },
            startPhoneEnrollment: { _, _ in fail("startPhoneEnrollment(phoneNumber:recaptchaToken:)") },
            enroll: { _, _ in fail("enroll(_:displayName:)") },
            unenroll: { _ in fail("unenroll(factorUID:)") },
            startSecondFactorSignIn: { _, _, _ in fail("startSecondFactorSignIn(_:factorUID:recaptchaToken:)")
            },
            resolveSignIn: { _, _ in fail("resolveSignIn(_:with:)") },
            startPasskeyEnrollment: { fail("startPasskeyEnrollment()") },
            finalizePasskeyEnrollment: { _, _ in fail("finalizePasskeyEnrollment(_:name:)") },
            startPasskeySignIn: { fail("startPasskeySignIn()") },
            finalizePasskeySignIn: { _ in fail("finalizePasskeySignIn(_:)") },
            deletePasskey: { _ in fail("deletePasskey(credentialID:)") }
        )
    }

    private static let reportUnimplementedToStandardError: @Sendable (Unimplemented) -> Void = { error in
        #if DEBUG
            FileHandle.standardError.write(Data("[AuthClient.failing] \(error.description)\n".utf8))
        #endif
    }
}
