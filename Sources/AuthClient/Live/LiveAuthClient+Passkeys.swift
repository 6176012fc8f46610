import AuthModel

/// Passkeys: the two WebAuthn ceremonies (the platform answers the options in between) and removal.
extension LiveAuthClient {
    func startPasskeyEnrollment() async throws(AuthError) -> PasskeyCreationOptions {
        try await withIDToken { session throws(AuthError) in
            try await self.api.startPasskeyEnrollment(idToken: session.idToken)
        }
    }

    func finalizePasskeyEnrollment(_ credential: WebAuthnCredential, name: String?) async throws(AuthError)
        -> AuthUser
    {
        guard credential.ceremony == .registration else {
            throw AuthError(.invalidPasskeyResponse, detail: "an assertion cannot register a passkey")
        }
        let grant = try await withIDToken { session throws(AuthError) in
            try await self.api.finalizePasskeyEnrollment(
                FinalizePasskeyEnrollmentRequest(
                    idToken: session.idToken, authenticatorRegistrationResponse: credential.json, name: name))
        }
        return try await replaceSession(with: grant)
    }

    func startPasskeySignIn() async throws(AuthError) -> PasskeyRequestOptions {
        try await api.startPasskeySignIn()
    }

    func finalizePasskeySignIn(_ credential: WebAuthnCredential) async throws(AuthError) -> AuthUser {
        guard credential.ceremony == .assertion else {
            throw AuthError(.invalidPasskeyResponse, detail: "a registration cannot sign in")
        }
        let request = FinalizePasskeySignInRequest(authenticatorAuthenticationResponse: credential.json)
        return try await signIn(with: await api.finalizePasskeySignIn(request))
    }

    func deletePasskey(credentialID: String) async throws(AuthError) -> AuthUser {
        try await updateAccount { UpdateAccountRequest(idToken: $0, deletePasskey: [credentialID]) }
    }
}
