import AuthModel
import Foundation
import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AuthClient {
    /// The client that talks to the identity server described by `configuration` and remembers the
    /// session in `store`.
    ///
    /// The remembered session is restored right away, so `authState` starts with the restored user.
    /// Problems with the store (an unreadable or corrupt file at start, a failed save later) never
    /// throw: they go to `reportIssue` (default: one line on standard error, without stored values)
    /// and an unreadable session counts as signed out.
    ///
    /// - Parameters:
    ///   - clock: the current time, for token expiry (tests inject one).
    ///   - urlSession: the session requests go through (default: an ephemeral one with the request
    ///     timeout).
    public static func live(
        configuration: AuthClientConfiguration = AuthClientConfiguration(),
        store: any KeyValueStore = FileKeyValueStore(),
        clock: @escaping @Sendable () -> Date = { Date() },
        urlSession: URLSession? = nil,
        reportIssue: @escaping @Sendable (KeyValueStoreError) -> Void = reportStoreIssueToStandardError
    ) -> AuthClient {
        let session = urlSession ?? makeURLSession(timeout: configuration.requestTimeout)
        let api = AuthAPI(transport: AuthHTTPTransport(session: session, configuration: configuration))
        let sessions = SessionController(
            api: api,
            stored: Stored(key: configuration.sessionKey, default: nil, store: store),
            clock: clock, margin: configuration.tokenRefreshMargin, reportIssue: reportIssue)
        return AuthClient(live: LiveAuthClient(api: api, sessions: sessions, clock: clock))
    }

    init(live client: LiveAuthClient) {
        self.init(
            signUp: { email, password, name in
                authSingle { () async throws(AuthError) in
                    try await client.signUp(email: email, password: password, displayName: name)
                }
            },
            signIn: { email, password in
                authSingle { () async throws(AuthError) in
                    try await client.signIn(email: email, password: password)
                }
            },
            signInAnonymously: {
                authSingle { () async throws(AuthError) in try await client.signInAnonymously() }
            },
            signInWithCredential: { credential in
                authSingle { () async throws(AuthError) in try await client.signIn(with: credential) }
            },
            signInWithCustomToken: { token in
                authSingle { () async throws(AuthError) in try await client.signIn(customToken: token) }
            },
            signOut: { authCompletable { () async throws(AuthError) in await client.signOut() } },
            authState: client.sessions.state.asObservable(),
            reload: { authSingle { () async throws(AuthError) in try await client.reload() } },
            refreshIDToken: { force in
                authSingle { () async throws(AuthError) in try await client.refreshIDToken(force: force) }
            },
            link: { credential in
                authSingle { () async throws(AuthError) in try await client.link(with: credential) }
            },
            unlink: { provider in
                authSingle { () async throws(AuthError) in try await client.unlink(providerID: provider) }
            },
            updateProfile: { name, photo in
                authSingle { () async throws(AuthError) in
                    try await client.updateProfile(displayName: name, photoURL: photo)
                }
            },
            updateEmail: { email in
                authSingle { () async throws(AuthError) in try await client.updateEmail(email) }
            },
            updatePassword: { password in
                authCompletable { () async throws(AuthError) in try await client.updatePassword(password) }
            },
            deleteAccount: {
                authCompletable { () async throws(AuthError) in try await client.deleteAccount() }
            },
            sendPasswordReset: { email in
                authCompletable { () async throws(AuthError) in
                    try await client.sendPasswordReset(email: email)
                }
            },
            sendSignInLink: { email, settings in
                authCompletable { () async throws(AuthError) in
                    try await client.sendSignInLink(email: email, settings: settings)
                }
            },
            sendEmailVerification: {
                authCompletable { () async throws(AuthError) in try await client.sendEmailVerification() }
            },
            verifyPasswordResetCode: { code in
                authSingle { () async throws(AuthError) in try await client.verifyPasswordResetCode(code) }
            },
            confirmPasswordReset: { code, password in
                authCompletable { () async throws(AuthError) in
                    try await client.confirmPasswordReset(code: code, newPassword: password)
                }
            },
            sendVerificationCode: { number, token in
                authSingle { () async throws(AuthError) in
                    try await client.sendVerificationCode(to: number, recaptchaToken: token)
                }
            },
            startTOTPEnrollment: {
                authSingle { () async throws(AuthError) in try await client.startTOTPEnrollment() }
            },
            startPhoneEnrollment: { number, token in
                authSingle { () async throws(AuthError) in
                    try await client.startPhoneEnrollment(phoneNumber: number, recaptchaToken: token)
                }
            },
            enroll: { assertion, name in
                authSingle { () async throws(AuthError) in
                    try await client.enroll(assertion, displayName: name)
                }
            },
            unenroll: { uid in
                authSingle { () async throws(AuthError) in try await client.unenroll(factorUID: uid) }
            },
            startSecondFactorSignIn: { challenge, uid, token in
                authSingle { () async throws(AuthError) in
                    try await client.startSecondFactorSignIn(challenge, factorUID: uid, recaptchaToken: token)
                }
            },
            resolveSignIn: { challenge, assertion in
                authSingle { () async throws(AuthError) in
                    try await client.resolveSignIn(challenge, with: assertion)
                }
            },
            startPasskeyEnrollment: {
                authSingle { () async throws(AuthError) in try await client.startPasskeyEnrollment() }
            },
            finalizePasskeyEnrollment: { credential, name in
                authSingle { () async throws(AuthError) in
                    try await client.finalizePasskeyEnrollment(credential, name: name)
                }
            },
            startPasskeySignIn: {
                authSingle { () async throws(AuthError) in try await client.startPasskeySignIn() }
            },
            finalizePasskeySignIn: { credential in
                authSingle { () async throws(AuthError) in try await client.finalizePasskeySignIn(credential) }
            },
            deletePasskey: { id in
                authSingle { () async throws(AuthError) in try await client.deletePasskey(credentialID: id) }
            }
        )
    }

    private static func makeURLSession(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }

    /// Writes a store problem to standard error: kind, path and errno only.
    public static let reportStoreIssueToStandardError: @Sendable (KeyValueStoreError) -> Void = { issue in
        FileHandle.standardError.write(Data("sesame: session store: \(issue.description)\n".utf8))
    }
}
