/// What an audit entry records. The raw value is what the store keeps and readers filter on; new kinds
/// are added here (never renamed: stored entries keep their kind).
public enum AuditEventKind: String, Sendable, CaseIterable {
    // MARK: Admin actions
    case accountCreate = "account.create"
    case accountUpdate = "account.update"
    case accountDisable = "account.disable"
    case accountEnable = "account.enable"
    case accountDelete = "account.delete"
    case accountBatchDelete = "account.batchDelete"
    case accountBatchCreate = "account.batchCreate"
    /// Every refresh token revoked (`signOutUser`, or `validSince` set by an admin).
    case accountRevokeSessions = "account.revokeSessions"
    case accountClaimsUpdate = "account.claims.update"
    case projectConfigUpdate = "project.config.update"
    case tenantCreate = "tenant.create"
    case tenantUpdate = "tenant.update"
    case tenantDelete = "tenant.delete"
    case serviceAccountKeyCreate = "serviceAccountKey.create"
    case serviceAccountKeyDelete = "serviceAccountKey.delete"
    /// An identity provider's configuration (OIDC, SAML, …) created, changed or deleted.
    case providerConfigCreate = "providerConfig.create"
    case providerConfigUpdate = "providerConfig.update"
    case providerConfigDelete = "providerConfig.delete"

    // MARK: Security events
    case signInFailure = "signIn.failure"
    /// A sign-in refused because its rate limit is reached.
    case signInLockedOut = "signIn.lockedOut"
    case passwordChange = "password.change"
    case passwordReset = "password.reset"
    case emailChange = "email.change"
    case secondFactorEnroll = "secondFactor.enroll"
    case secondFactorWithdraw = "secondFactor.withdraw"
    case providerLink = "provider.link"
    case providerUnlink = "provider.unlink"
    case passkeyRegister = "passkey.register"
    case passkeyRemove = "passkey.remove"
    case passkeySignInFailure = "passkey.signInFailure"
    /// A spent refresh token presented again after its grace: its whole family was revoked.
    case refreshTokenReuse = "refreshToken.reuse"
    case consoleSignIn = "console.signIn"
    case consoleSignInFailure = "console.signInFailure"
    case consoleSignOut = "console.signOut"
    /// An admin bearer that is not the admin key.
    case adminAuthenticationFailure = "admin.authenticationFailure"
}
