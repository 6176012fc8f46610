import Storage

/// Home of the account-resolution rules for federated sign-in (not implemented yet):
/// existing (provider, sub) → that account; else an account with the same verified e-mail → link
/// to it (dropping unverified password credentials); same e-mail but unverified at the IdP →
/// `needConfirmation`; else a new account. With `idToken` (link): `FEDERATED_USER_ID_ALREADY_LINKED`
/// if the identity belongs to someone else, `EMAIL_EXISTS` if its e-mail does.
struct FederatedAccountLinker: Sendable {
    let store: any IdentityStore
    let verifiers: [String: any ProviderTokenVerifier]
}
