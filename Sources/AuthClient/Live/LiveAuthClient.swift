import AuthModel
import Foundation

/// The live client's operations as `async` functions over ``AuthAPI`` and ``SessionController``.
/// ``AuthClient/live(configuration:store:clock:urlSession:reportIssue:)`` wraps them in Rx streams.
final class LiveAuthClient: Sendable {
    let api: AuthAPI
    let sessions: SessionController
    private let clock: @Sendable () -> Date

    init(api: AuthAPI, sessions: SessionController, clock: @escaping @Sendable () -> Date) {
        self.api = api
        self.sessions = sessions
        self.clock = clock
    }

    // MARK: - Signing in

    func signUp(email: String, password: String, displayName: String?) async throws(AuthError) -> AuthUser {
        let request = SignUpRequest(email: email, password: password, displayName: displayName)
        return try await signIn(with: await api.signUp(request))
    }

    func signInAnonymously() async throws(AuthError) -> AuthUser {
        try await signIn(with: await api.signUp(SignUpRequest()))
    }

    func signIn(email: String, password: String) async throws(AuthError) -> AuthUser {
        try await signIn(with: await api.signInWithPassword(email: email, password: password))
    }

    func signIn(with credential: ProviderCredential) async throws(AuthError) -> AuthUser {
        switch credential {
        case .emailPassword(let email, let password):
            try await signIn(email: email, password: password)
        case .emailLink(let email, let link):
            try await signIn(
                with: await api.signInWithEmailLink(try Self.emailLinkRequest(email, link, idToken: nil)))
        case .google, .apple, .oauth, .redirectResult:
            try await signIn(with: await api.signInWithIDP(credential.signInWithIDPRequest(idToken: nil)))
        case .phone(let verificationID, let code):
            try await signIn(
                with: await api.signInWithPhoneNumber(
                    SignInWithPhoneNumberRequest(sessionInfo: verificationID, code: code)))
        }
    }

    func signIn(customToken token: String) async throws(AuthError) -> AuthUser {
        try await signIn(with: await api.signInWithCustomToken(token))
    }

    /// The `signInWithEmailLink` body for a mailed link; a link without a sign-in code is refused here.
    private static func emailLinkRequest(_ email: String, _ link: String, idToken: String?) throws(AuthError)
        -> SignInWithEmailLinkRequest
    {
        guard let code = EmailSignInLink.code(in: link) else {
            throw AuthError(.invalidActionCode, detail: "not an e-mail sign-in link")
        }
        return SignInWithEmailLinkRequest(email: email, oobCode: code, idToken: idToken)
    }

    /// Like the iOS SDK: fetch the account with the new ID token, then make the session current.
    func signIn(with grant: TokenGrant) async throws(AuthError) -> AuthUser {
        let user = try await api.lookup(idToken: grant.idToken)
        await sessions.establish(grant.session(for: user, now: clock()))
        return user
    }

    func signOut() async {
        await sessions.signOut()
    }

    // MARK: - The current account

    func refreshIDToken(force: Bool) async throws(AuthError) -> AuthSession {
        try await sessions.validSession(force: force)
    }

    func reload() async throws(AuthError) -> AuthUser {
        let (session, user) = try await withIDToken { session throws(AuthError) in
            (session, try await self.api.lookup(idToken: session.idToken))
        }
        var reloaded = await sessions.current ?? session
        guard reloaded.user.uid == user.uid else { return user }
        reloaded.user = user
        await sessions.update(reloaded)
        return user
    }

    func link(with credential: ProviderCredential) async throws(AuthError) -> AuthUser {
        let grant = try await withIDToken { session throws(AuthError) in
            switch credential {
            case .emailPassword(let email, let password):
                try await self.api.signUp(
                    SignUpRequest(email: email, password: password, idToken: session.idToken))
            case .emailLink(let email, let link):
                try await self.api.signInWithEmailLink(
                    try Self.emailLinkRequest(email, link, idToken: session.idToken))
            case .google, .apple, .oauth, .redirectResult:
                try await self.api.signInWithIDP(credential.signInWithIDPRequest(idToken: session.idToken))
            case .phone(let verificationID, let code):
                try await self.api.signInWithPhoneNumber(
                    SignInWithPhoneNumberRequest(
                        sessionInfo: verificationID, code: code, idToken: session.idToken))
            }
        }
        return try await replaceSession(with: grant)
    }

    /// Makes `grant` the current user's session (after a link or a second-factor change) and returns
    /// the account as it is now.
    func replaceSession(with grant: TokenGrant) async throws(AuthError) -> AuthUser {
        let user = try await api.lookup(idToken: grant.idToken)
        await sessions.update(grant.session(for: user, now: clock()))
        return user
    }

    func unlink(providerID: String) async throws(AuthError) -> AuthUser {
        try await updateAccount { UpdateAccountRequest(idToken: $0, deleteProvider: [providerID]) }
    }

    func updateProfile(displayName: String?, photoURL: URL?) async throws(AuthError) -> AuthUser {
        try await updateAccount { idToken in
            var request = UpdateAccountRequest(idToken: idToken, photoURL: photoURL?.absoluteString)
            if let displayName {
                if displayName.isEmpty {
                    request.deleteAttribute = [.displayName]
                } else {
                    request.displayName = displayName
                }
            }
            return request
        }
    }

    func updateEmail(_ email: String) async throws(AuthError) -> AuthUser {
        try await updateAccount { UpdateAccountRequest(idToken: $0, email: email) }
    }

    func updatePassword(_ password: String) async throws(AuthError) {
        _ = try await updateAccount { UpdateAccountRequest(idToken: $0, password: password) }
    }

    /// Sends `accounts:update`, keeps any new tokens (the old ones may be revoked), then reloads the
    /// account.
    func updateAccount(
        _ makeRequest: @escaping @Sendable (_ idToken: String) -> UpdateAccountRequest
    ) async throws(AuthError) -> AuthUser {
        let (session, response) = try await withIDToken { session throws(AuthError) in
            (session, try await self.api.update(makeRequest(session.idToken)))
        }
        var current = session
        if let grant = TokenGrant.ifPresent(
            idToken: response.idToken, refreshToken: response.refreshToken, expiresIn: response.expiresIn)
        {
            current = grant.session(for: session.user, now: clock())
            await sessions.update(current)
        }
        current.user = try await api.lookup(idToken: current.idToken)
        await sessions.update(current)
        return current.user
    }

    func deleteAccount() async throws(AuthError) {
        let session = try await withIDToken { session throws(AuthError) in
            try await self.api.delete(idToken: session.idToken, uid: session.user.uid)
            return session
        }
        await sessions.signOut(ifCurrentUID: session.user.uid)
    }

    // MARK: - E-mail actions

    func sendPasswordReset(email: String) async throws(AuthError) {
        try await api.sendOOBCode(SendOOBCodeRequest(requestType: .passwordReset, email: email))
    }

    func sendEmailVerification() async throws(AuthError) {
        try await withIDToken { session throws(AuthError) in
            try await self.api.sendOOBCode(
                SendOOBCodeRequest(requestType: .verifyEmail, idToken: session.idToken))
        }
    }

    func sendSignInLink(email: String, settings: ActionCodeSettings) async throws(AuthError) {
        try await api.sendOOBCode(
            SendOOBCodeRequest(
                requestType: .emailSignIn, email: email, continueURL: settings.url.absoluteString,
                iOSBundleID: settings.iOSBundleID, androidPackageName: settings.androidPackageName,
                androidInstallApp: settings.androidInstallApp,
                androidMinimumVersion: settings.androidMinimumVersion,
                canHandleCodeInApp: settings.handleCodeInApp, linkDomain: settings.linkDomain))
    }

    func verifyPasswordResetCode(_ code: String) async throws(AuthError) -> String {
        let response = try await api.resetPassword(ResetPasswordRequest(oobCode: code))
        if let type = response.requestType, type != .passwordReset {
            throw AuthError(.invalidActionCode, detail: "not a password-reset code")
        }
        guard let email = response.email, !email.isEmpty else {
            throw AuthError(.malformedResponse, detail: "resetPassword without email")
        }
        return email
    }

    func confirmPasswordReset(code: String, newPassword: String) async throws(AuthError) {
        _ = try await api.resetPassword(ResetPasswordRequest(oobCode: code, newPassword: newPassword))
    }
}
