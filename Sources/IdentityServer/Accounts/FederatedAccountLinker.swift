import AuthModel
import Storage

/// The account-resolution rules for federated sign-in. The identity is (provider, `sub`), never
/// the e-mail:
/// - an account already linked to the identity → that account;
/// - else an account with the same e-mail, when the provider says the e-mail is verified: linked when
///   the account's own e-mail is verified; taken over when it is not (Firebase's defence against
///   pre-hijacking: whoever registered the address without owning it loses the password, the other
///   sign-in methods, the phone number and every session, and the profile becomes the provider's);
///   when the provider does not vouch for the e-mail, `needConfirmation` and nothing changes, so an
///   unverified address can never take an account over;
/// - else a new account.
/// Linking to a signed-in account (`idToken`) fails with `FEDERATED_USER_ID_ALREADY_LINKED` when the
/// identity is linked already (to anyone, that account included) and `EMAIL_EXISTS` when its e-mail
/// belongs to someone else.
/// An existing account with second factors is not touched at all: the link (or the refreshed profile)
/// waits for the second factor (`needsSecondFactor`, applied by `mfaSignIn:finalize`).
struct FederatedAccountLinker: Sendable {
    enum Outcome: Sendable {
        case signedIn(AccountRecord, isNewUser: Bool)
        /// An account with this e-mail exists (`owner`) but may not be linked automatically.
        case needsConfirmation(owner: AccountRecord?)
        /// The account has second factors: nothing was written; `identity` is to be linked (or
        /// refreshed) once a second factor checks out.
        case needsSecondFactor(AccountRecord, identity: ProviderIdentity)
    }

    let store: any IdentityStore
    let clock: ServerClock
    /// The tenant accounts are found and created in (nil = the project's own).
    var tenantId: String? = nil
    /// The project config's `signIn.allowDuplicateEmails`: a provider's e-mail neither finds an account
    /// nor becomes a new account's address, and linking it to another user's is no conflict.
    var allowDuplicateEmails = false
    /// Firebase's emulator: an account the provider's verified address links to takes the provider's
    /// name and photo (cleared where the provider gives none).
    var providerProfileOnLink = false

    func identity(_ claims: ProviderIdentityClaims, providerId: String) -> ProviderIdentity {
        ProviderIdentity(
            providerId: providerId, rawId: claims.subject, email: claims.email,
            displayName: claims.displayName, photoURL: claims.photoURL, federatedId: claims.federatedId,
            screenName: claims.screenName)
    }

    func signIn(_ claims: ProviderIdentityClaims, providerId: String) throws -> Outcome {
        let identity = identity(claims, providerId: providerId)
        if let linked = try store.account(providerId: providerId, rawId: claims.subject, tenantId: tenantId) {
            // A provider that says nothing of the name or photo this time keeps the stored ones.
            var refreshed = identity
            let stored = linked.provider(providerId)
            refreshed.displayName = identity.displayName ?? stored?.displayName
            refreshed.photoURL = identity.photoURL ?? stored?.photoURL
            refreshed.screenName = identity.screenName ?? stored?.screenName
            guard !linked.disabled else { throw APIError.code(.userDisabled) }
            if !linked.mfaEnrollments.isEmpty { return .needsSecondFactor(linked, identity: refreshed) }
            return .signedIn(try touch(linked, refreshing: refreshed), isNewUser: false)
        }
        if let owner = try emailOwner(claims) {
            guard claims.emailVerified, owner.provider(providerId) == nil else { return .needsConfirmation(owner: owner) }
            guard !owner.disabled else { throw APIError.code(.userDisabled) }
            if !owner.mfaEnrollments.isEmpty { return .needsSecondFactor(owner, identity: identity) }
            if !owner.emailVerified { return .signedIn(try takeOver(owner, by: identity), isNewUser: false) }
            try store.linkProvider(localId: owner.localId, identity)
            if providerProfileOnLink {
                _ = try store.updateAccount(localId: owner.localId) { account in
                    account.displayName = identity.displayName
                    account.photoURL = identity.photoURL
                }
            }
            return .signedIn(try touch(owner, refreshing: nil), isNewUser: false)
        }
        return try create(try newAccount(claims, providerId: providerId), claims, providerId: providerId)
    }

    /// Whether `signIn` signs in to `account` (from `reachesExisting`) at once: not when it answers
    /// `needConfirmation`, waits for a second factor or refuses a disabled account.
    func signsInDirectly(_ account: AccountRecord, _ claims: ProviderIdentityClaims, providerId: String) -> Bool {
        guard account.mfaEnrollments.isEmpty, !account.disabled else { return false }
        if let linked = account.provider(providerId), linked.rawId == claims.subject { return true }
        return claims.emailVerified && account.provider(providerId) == nil
    }

    /// Whether a sign-in with the identity reaches an existing account (`signIn` resolves it the same
    /// way, without writing anything here), or would create one.
    func reachesExisting(_ claims: ProviderIdentityClaims, providerId: String) throws -> AccountRecord? {
        if let linked = try store.account(providerId: providerId, rawId: claims.subject, tenantId: tenantId) {
            return linked
        }
        return try emailOwner(claims)
    }

    /// The account whose address the provider names, unless duplicate addresses are allowed.
    private func emailOwner(_ claims: ProviderIdentityClaims) throws -> AccountRecord? {
        guard !allowDuplicateEmails, let email = claims.email else { return nil }
        return try store.account(email: email, tenantId: tenantId)
    }

    /// The account a first sign-in with the identity creates (not stored yet).
    func newAccount(_ claims: ProviderIdentityClaims, providerId: String) throws -> AccountRecord {
        let now = clock.milliseconds
        return AccountRecord(
            localId: try AccountRules.newLocalId(), tenantId: tenantId,
            email: allowDuplicateEmails ? nil : claims.email,
            emailVerified: !allowDuplicateEmails && claims.emailVerified,
            displayName: claims.displayName, photoURL: claims.photoURL, createdAt: now, lastLoginAt: now,
            providers: [identity(claims, providerId: providerId)])
    }

    /// Stores `account` (from `newAccount`), or signs in to the one a concurrent request created.
    func create(_ account: AccountRecord, _ claims: ProviderIdentityClaims, providerId: String) throws -> Outcome {
        do {
            try store.createAccount(account)
        } catch let error as StoreError where error == .federatedIdAlreadyLinked {
            // Another request created it first.
            guard
                let linked = try store.account(
                    providerId: providerId, rawId: claims.subject, tenantId: tenantId)
            else {
                throw error
            }
            return .signedIn(try touch(linked, refreshing: nil), isNewUser: false)
        } catch let error as StoreError where error == .emailExists {
            return .needsConfirmation(owner: nil)
        }
        return .signedIn(account, isNewUser: true)
    }

    /// Links the identity to `current` (the account of the request's `idToken`).
    func link(_ claims: ProviderIdentityClaims, providerId: String, to current: AccountRecord) throws
        -> AccountRecord
    {
        // Linked already, to this account or another: Firebase answers the same.
        if try store.account(providerId: providerId, rawId: claims.subject, tenantId: tenantId) != nil {
            throw APIError.code(.federatedUserIDAlreadyLinked)
        }
        if let owner = try emailOwner(claims), owner.localId != current.localId {
            throw APIError.code(.emailExists)
        }
        if let existing = current.provider(providerId), existing.rawId != claims.subject {
            throw APIError(envelope: ErrorEnvelope(message: "PROVIDER_ALREADY_LINKED"))
        }
        try store.linkProvider(localId: current.localId, identity(claims, providerId: providerId))
        let now = clock.milliseconds
        return try store.updateAccount(localId: current.localId) { account in
            if account.email == nil, !allowDuplicateEmails, let email = claims.email {
                account.email = email
                account.emailVerified = claims.emailVerified
            } else if account.email == claims.email, claims.emailVerified {
                // The provider vouches for the account's own address.
                account.emailVerified = true
            }
            if account.displayName == nil { account.displayName = claims.displayName }
            if account.photoURL == nil { account.photoURL = claims.photoURL }
            account.anonymous = false
            account.lastLoginAt = now
        }
    }

    /// The account of an address someone registered without proving it, given to the provider's
    /// verified owner of the address: only the provider's identity and profile remain, every session ends.
    private func takeOver(_ account: AccountRecord, by identity: ProviderIdentity) throws -> AccountRecord {
        let now = clock.milliseconds
        let updated = try store.updateAccount(localId: account.localId) { account in
            account.providers = [identity]
            account.passwordHash = nil
            account.passwordUpdatedAt = nil
            account.phoneNumber = nil
            account.emailVerified = true
            account.displayName = identity.displayName
            account.photoURL = identity.photoURL
            account.anonymous = false
            account.validSince = now / 1000
            account.lastLoginAt = now
        }
        try store.revokeAllRefreshTokens(localId: account.localId, now: now)
        return updated
    }

    /// Records the sign-in (and the provider's current profile) on an existing account.
    private func touch(_ account: AccountRecord, refreshing identity: ProviderIdentity?) throws
        -> AccountRecord
    {
        guard !account.disabled else { throw APIError.code(.userDisabled) }
        if let identity { try store.linkProvider(localId: account.localId, identity) }
        let now = clock.milliseconds
        return try store.updateAccount(localId: account.localId) { $0.lastLoginAt = now }
    }
}
