import Storage

extension BlockingFunctions {
    /// Stores an admitted new account with its first session. An account a function disabled is
    /// stored, without a session, and the sign-in refused (`USER_DISABLED`), as in Firebase.
    static func createAccount(
        _ admission: Admission, signInProvider: String, authTime: Int64, _ context: ServerContext
    ) throws(APIError) -> TokenService.Session {
        let account = admission.account
        if account.disabled {
            try context.withAccountStore { try context.store.createAccount(account) }
            throw .code(.userDisabled)
        }
        let (session, firstRefreshToken) = try context.withStore {
            try context.tokens.prepareSession(
                for: account, signInProvider: signInProvider, authTime: authTime,
                idTokenClaims: admission.sessionClaims)
        }
        try context.withAccountStore {
            try context.store.createAccount(account, firstRefreshToken: firstRefreshToken)
        }
        return session
    }

    /// `USER_DISABLED` for an account a function disabled (its change stored first).
    static func refuseDisabled(_ account: AccountRecord) throws(APIError) {
        if account.disabled { throw .code(.userDisabled) }
    }

    /// Stores an admitted sign-in on an existing account (the operation's `update`, then the functions'
    /// changes), refuses it if the account is now disabled, and starts the session with the functions'
    /// session claims.
    static func completeSignIn(
        _ admission: Admission, signInProvider: String, authTime: Int64, _ context: ServerContext,
        update: @escaping (inout AccountRecord) -> Void
    ) throws(APIError) -> (account: AccountRecord, session: TokenService.Session) {
        let changes = admission.changes
        let account = try context.withAccountStore {
            try context.store.updateAccount(localId: admission.account.localId) { account in
                update(&account)
                changes.apply(to: &account)
            }
        }
        try refuseDisabled(account)
        let session = try context.withStore {
            try context.tokens.startSession(
                for: account, signInProvider: signInProvider, authTime: authTime,
                idTokenClaims: admission.sessionClaims)
        }
        return (account, session)
    }
}
