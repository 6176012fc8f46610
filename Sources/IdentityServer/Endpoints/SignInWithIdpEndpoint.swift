import AuthModel

/// `accounts:signInWithIdp` (v3 `verifyAssertion`). Provider verification is a separate piece of
/// work (`ProviderTokenVerifier`, `FederatedAccountLinker`); until it lands the request is checked
/// for its required fields and then answered 501.
enum SignInWithIdpEndpoint {
    static func handle(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        guard call.body.string("requestUri") != nil else { throw APIError.code(.missingRequestURI) }
        throw APIError.notImplemented("signInWithIdp is not implemented yet.")
    }
}
