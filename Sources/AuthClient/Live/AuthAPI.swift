import AuthModel
import Foundation

/// The Firebase Auth REST operations the client uses, one `async` function each, with the response
/// checks the protocol asks of a client (tokens present, exactly one looked-up user, `errorMessage`
/// on a 200 from `signInWithIdp`).
struct AuthAPI: Sendable {
    let transport: AuthHTTPTransport

    func signUp(_ request: SignUpRequest) async throws(AuthError) -> TokenGrant {
        try TokenGrant(await transport.post(.signUp, request, as: SignUpResponse.self))
    }

    func signInWithPassword(email: String, password: String) async throws(AuthError) -> TokenGrant {
        let request = SignInWithPasswordRequest(email: email, password: password)
        let response = try await transport.post(
            .signInWithPassword, request, as: SignInWithPasswordResponse.self)
        try Self.requireNoSecondFactor(response.mfaPendingCredential, response.mfaInfo)
        return try TokenGrant(response)
    }

    func signInWithIDP(_ request: SignInWithIDPRequest) async throws(AuthError) -> TokenGrant {
        let response = try await transport.post(.signInWithIDP, request, as: SignInWithIDPResponse.self)
        if let message = response.errorMessage, !message.isEmpty {
            throw AuthError(serverMessage: message)
        }
        if response.needConfirmation == true {
            // The IdP's e-mail belongs to an account with another sign-in method.
            throw AuthError(.emailExists, detail: "needConfirmation")
        }
        try Self.requireNoSecondFactor(response.mfaPendingCredential, response.mfaInfo)
        return try TokenGrant(response)
    }

    func signInWithEmailLink(_ request: SignInWithEmailLinkRequest) async throws(AuthError) -> TokenGrant {
        let response = try await transport.post(
            .signInWithEmailLink, request, as: SignInWithEmailLinkResponse.self)
        try Self.requireNoSecondFactor(response.mfaPendingCredential, response.mfaInfo)
        return try TokenGrant(response)
    }

    func signInWithCustomToken(_ token: String) async throws(AuthError) -> TokenGrant {
        let request = SignInWithCustomTokenRequest(token: token)
        return try TokenGrant(
            await transport.post(.signInWithCustomToken, request, as: SignInWithCustomTokenResponse.self))
    }

    /// The one account the ID token belongs to.
    func lookup(idToken: String) async throws(AuthError) -> AuthUser {
        let response = try await transport.post(
            .lookup, LookupRequest(idToken: idToken), as: LookupResponse.self)
        guard let users = response.users, users.count == 1 else {
            throw AuthError(.malformedResponse, detail: "lookup did not return exactly one user")
        }
        return try AuthUser(users[0])
    }

    func update(_ request: UpdateAccountRequest) async throws(AuthError) -> UpdateAccountResponse {
        try await transport.post(.update, request, as: UpdateAccountResponse.self)
    }

    func delete(idToken: String, uid: String) async throws(AuthError) {
        let request = DeleteAccountRequest(idToken: idToken, localID: uid)
        _ = try await transport.post(.delete, request, as: DeleteAccountResponse.self)
    }

    func sendOOBCode(_ request: SendOOBCodeRequest) async throws(AuthError) {
        _ = try await transport.post(.sendOOBCode, request, as: SendOOBCodeResponse.self)
    }

    func resetPassword(_ request: ResetPasswordRequest) async throws(AuthError) -> ResetPasswordResponse {
        try await transport.post(.resetPassword, request, as: ResetPasswordResponse.self)
    }

    func refresh(refreshToken: String) async throws(AuthError) -> TokenGrant {
        let request = TokenRefreshRequest(refreshToken: refreshToken)
        return try TokenGrant(await transport.post(.token, request, as: TokenRefreshResponse.self))
    }
}
